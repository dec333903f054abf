import { describe, expect, it } from 'vitest';
import { type AssessmentDefinition, answerProblems, definitionProblems, scoreAnswers } from './scoring';

const likert = (key: string, dimensionKey: string) => ({
  key,
  text: `Soru ${key}`,
  kind: 'Likert' as const,
  required: true,
  options: [1, 2, 3, 4, 5].map((p) => ({
    key: `${key}-${p}`,
    label: String(p),
    points: [{ dimensionKey, points: p }],
  })),
});

const definition: AssessmentDefinition = {
  dimensions: [
    {
      key: 'a',
      name: 'Görsel',
      method: 'Sum',
      bands: [
        { label: 'Düşük', min: 2, max: 5, interpretation: 'az' },
        { label: 'Yüksek', min: 6, max: 10, interpretation: 'çok' },
      ],
    },
    {
      key: 'b',
      name: 'İşitsel',
      method: 'Mean',
      bands: [
        { label: 'Düşük', min: 1, max: 2.49, interpretation: 'az' },
        { label: 'Yüksek', min: 2.5, max: 5, interpretation: 'çok' },
      ],
    },
  ],
  questions: [likert('q1', 'a'), likert('q2', 'a'), likert('q3', 'b'), likert('q4', 'b')],
};

const pick = (...choices: [string, number][]) =>
  choices.map(([q, p]) => ({ questionKey: q, optionKeys: [`${q}-${p}`], text: null }));

describe('scoring', () => {
  it('sums one dimension and averages the other, in hundredths', () => {
    const scores = scoreAnswers(definition, pick(['q1', 2], ['q2', 4], ['q3', 2], ['q4', 3]));
    expect(scores.map((s) => [s.dimensionKey, s.scoreCenti, s.bandLabel])).toEqual([
      ['a', 600, 'Yüksek'],
      ['b', 250, 'Yüksek'],
    ]);
  });

  it('puts a score on a band edge in that band, and one step below in the band before', () => {
    const atTopOfLow = scoreAnswers(definition, pick(['q1', 1], ['q2', 4], ['q3', 1], ['q4', 3]));
    expect(atTopOfLow[0]).toMatchObject({ scoreCenti: 500, bandLabel: 'Düşük', interpretation: 'az' });
    expect(atTopOfLow[1]).toMatchObject({ scoreCenti: 200, bandLabel: 'Düşük' });
    const lowest = scoreAnswers(definition, pick(['q1', 1], ['q2', 1], ['q3', 5], ['q4', 5]));
    expect(lowest[0]).toMatchObject({ scoreCenti: 200, bandLabel: 'Düşük' });
    expect(lowest[1]).toMatchObject({ scoreCenti: 500, bandLabel: 'Yüksek' });
  });

  it('rounds a mean to hundredths before choosing the band', () => {
    const three: AssessmentDefinition = {
      dimensions: [{ ...definition.dimensions[1]!, key: 'b' }],
      questions: [likert('q1', 'b'), likert('q2', 'b'), likert('q3', 'b')],
    };
    // (2 + 2 + 3) / 3 = 2.333 -> 2.33
    expect(scoreAnswers(three, pick(['q1', 2], ['q2', 2], ['q3', 3]))[0]).toMatchObject({
      scoreCenti: 233,
      bandLabel: 'Düşük',
    });
  });

  it('names a dimension no option scores and an option without points', () => {
    const bad: AssessmentDefinition = {
      dimensions: [
        ...definition.dimensions,
        {
          key: 'c',
          name: 'Kinestetik',
          method: 'Sum',
          bands: [{ label: 'x', min: 0, max: 1, interpretation: '' }],
        },
      ],
      questions: [
        likert('q1', 'a'),
        {
          ...likert('q2', 'b'),
          options: [...likert('q2', 'b').options, { key: 'q2-0', label: 'Boş', points: [] }],
        },
      ],
    };
    expect(definitionProblems(bad)).toEqual([
      '2. soru: “Boş” seçeneği hiçbir boyuta puan vermiyor.',
      '“Kinestetik” boyutunu puanlayan hiçbir seçenek yok.',
    ]);
  });

  it('refuses overlapping bands', () => {
    const overlapping = structuredClone(definition);
    overlapping.dimensions[0]!.bands[1]!.min = 5;
    expect(definitionProblems(overlapping)).toEqual([
      '“Görsel” boyutunun “Düşük” ve “Yüksek” aralıkları çakışıyor.',
    ]);
  });

  it('lists the missing required questions only on the final submission', () => {
    const half = pick(['q1', 1], ['q3', 2]);
    expect(answerProblems(definition, half, false)).toEqual([]);
    expect(answerProblems(definition, half, true)).toEqual([
      'Lütfen zorunlu soruları yanıtlayın: 2, 4. soru.',
    ]);
  });
});
