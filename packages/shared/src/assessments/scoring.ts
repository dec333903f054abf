/**
 * An inventory's structure and its scoring, one arithmetic for the builder's checks, the
 * server and the results: scores are kept in hundredths (integers), so a mean of 2.335
 * and a band edge of 2.34 compare exactly.
 */

export const QUESTION_KINDS = ['Likert', 'Single', 'Multiple', 'Text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** The usual five-point Likert answers, from 1 point to 5: the editor's fill, the import example, the demo. */
export const LIKERT_FIVE_LABELS = [
  'Hiç katılmıyorum',
  'Katılmıyorum',
  'Kararsızım',
  'Katılıyorum',
  'Tamamen katılıyorum',
] as const;

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  Likert: 'Likert ölçeği',
  Single: 'Tek seçim',
  Multiple: 'Çoklu seçim',
  Text: 'Serbest metin',
};

export const SCORE_METHODS = ['Sum', 'Mean'] as const;
export type ScoreMethod = (typeof SCORE_METHODS)[number];
export const SCORE_METHOD_LABELS: Record<ScoreMethod, string> = { Sum: 'Toplam', Mean: 'Ortalama' };

export const DISPLAY_MODES = ['OnePerScreen', 'AllOnOnePage'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const DISPLAY_MODE_LABELS: Record<DisplayMode, string> = {
  OnePerScreen: 'Her ekranda bir soru',
  AllOnOnePage: 'Tüm sorular tek sayfada',
};

export type Band = { label: string; min: number; max: number; interpretation: string };
export type Dimension = { key: string; name: string; method: ScoreMethod; bands: Band[] };
export type OptionPoints = { dimensionKey: string; points: number };
export type AnswerOption = { key: string; label: string; points: OptionPoints[] };
export type Question = {
  key: string;
  text: string;
  kind: QuestionKind;
  required: boolean;
  options: AnswerOption[];
};
export type AssessmentDefinition = { dimensions: Dimension[]; questions: Question[] };

export type Answer = { questionKey: string; optionKeys: string[]; text: string | null };

export type DimensionScore = {
  dimensionKey: string;
  dimensionName: string;
  /** Hundredths: 1234 is 12,34. */
  scoreCenti: number;
  bandLabel: string | null;
  interpretation: string | null;
};

/** A decimal a person typed, in hundredths. */
export const toCenti = (value: number): number => Math.round(value * 100);
export const formatScore = (centi: number): string =>
  (centi / 100).toLocaleString('tr-TR', { maximumFractionDigits: 2 });

const isChoice = (q: Question): boolean => q.kind !== 'Text';
const questionName = (i: number): string => `${i + 1}. soru`;

/**
 * The problems of a definition, in Turkish, empty when it can be saved: the bad inputs the
 * issue names (a dimension no option scores, an option without points) and the structure's
 * own (duplicate keys, overlapping bands, a choice with fewer than two options).
 */
export const definitionProblems = (d: AssessmentDefinition): string[] => {
  const problems: string[] = [];
  if (d.dimensions.length === 0) problems.push('Envanterde en az bir boyut olmalıdır.');
  if (d.questions.length === 0) problems.push('Envanterde en az bir soru olmalıdır.');
  const dimensionKeys = new Set<string>();
  for (const dim of d.dimensions) {
    if (dimensionKeys.has(dim.key)) problems.push(`“${dim.name}” boyutu birden fazla tanımlanmış.`);
    dimensionKeys.add(dim.key);
    const bands = [...dim.bands].sort((a, b) => a.min - b.min);
    if (bands.length === 0) problems.push(`“${dim.name}” boyutu için en az bir aralık tanımlayın.`);
    bands.forEach((band, i) => {
      if (toCenti(band.min) > toCenti(band.max))
        problems.push(`“${dim.name}” boyutunun “${band.label}” aralığında alt sınır üst sınırdan büyük.`);
      const next = bands[i + 1];
      if (next && toCenti(next.min) <= toCenti(band.max))
        problems.push(`“${dim.name}” boyutunun “${band.label}” ve “${next.label}” aralıkları çakışıyor.`);
    });
  }
  const scored = new Set<string>();
  const questionKeys = new Set<string>();
  d.questions.forEach((q, i) => {
    if (questionKeys.has(q.key)) problems.push(`${questionName(i)} birden fazla kez tanımlanmış.`);
    questionKeys.add(q.key);
    if (!isChoice(q)) {
      if (q.options.length > 0) problems.push(`${questionName(i)} serbest metin olduğu için seçenek almaz.`);
      return;
    }
    if (q.options.length < 2) problems.push(`${questionName(i)} için en az iki seçenek girin.`);
    const optionKeys = new Set<string>();
    for (const option of q.options) {
      if (optionKeys.has(option.key))
        problems.push(`${questionName(i)} içinde “${option.label}” seçeneği birden fazla kez var.`);
      optionKeys.add(option.key);
      const points = option.points.filter((p) => p.points !== 0);
      if (points.length === 0)
        problems.push(`${questionName(i)}: “${option.label}” seçeneği hiçbir boyuta puan vermiyor.`);
      for (const p of points) {
        if (!dimensionKeys.has(p.dimensionKey))
          problems.push(`${questionName(i)}: “${option.label}” seçeneği tanımsız bir boyuta puan veriyor.`);
        else scored.add(p.dimensionKey);
      }
    }
  });
  for (const dim of d.dimensions)
    if (!scored.has(dim.key)) problems.push(`“${dim.name}” boyutunu puanlayan hiçbir seçenek yok.`);
  return [...new Set(problems)];
};

/** The answers a submission must have and may have, in Turkish; empty when it can be scored. */
export const answerProblems = (
  d: AssessmentDefinition,
  answers: readonly Answer[],
  final: boolean,
): string[] => {
  const problems: string[] = [];
  const byKey = new Map(answers.map((a) => [a.questionKey, a]));
  for (const a of answers)
    if (!d.questions.some((q) => q.key === a.questionKey))
      problems.push('Formda olmayan bir soru yanıtlanmış.');
  const missing: number[] = [];
  d.questions.forEach((q, i) => {
    const a = byKey.get(q.key);
    const given = a ? (isChoice(q) ? a.optionKeys.length > 0 : (a.text ?? '').trim().length > 0) : false;
    if (!given) {
      if (q.required) missing.push(i + 1);
      return;
    }
    if (!a || !isChoice(q)) return;
    if (a.optionKeys.some((k) => !q.options.some((o) => o.key === k)))
      problems.push(`${i + 1}. sorudaki seçim geçerli değil.`);
    if (q.kind !== 'Multiple' && a.optionKeys.length > 1)
      problems.push(`${i + 1}. soruda yalnızca bir seçenek işaretlenebilir.`);
  });
  if (final && missing.length > 0)
    problems.unshift(`Lütfen zorunlu soruları yanıtlayın: ${missing.join(', ')}. soru.`);
  return [...new Set(problems)];
};

/** The band a score falls in; bands are inclusive at both ends. */
export const bandOf = (dim: Dimension, scoreCenti: number): Band | null =>
  dim.bands.find((b) => toCenti(b.min) <= scoreCenti && scoreCenti <= toCenti(b.max)) ?? null;

/**
 * Each dimension's result. Sum: the points of every chosen option. Mean: that sum over the
 * answered questions that can score the dimension, so a skipped optional question does not
 * pull the mean down.
 */
export const scoreAnswers = (d: AssessmentDefinition, answers: readonly Answer[]): DimensionScore[] => {
  const byKey = new Map(answers.map((a) => [a.questionKey, a]));
  return d.dimensions.map((dim) => {
    let sum = 0;
    let counted = 0;
    for (const q of d.questions) {
      if (!isChoice(q) || !q.options.some((o) => o.points.some((p) => p.dimensionKey === dim.key))) continue;
      const chosen = byKey.get(q.key)?.optionKeys ?? [];
      if (chosen.length === 0) continue;
      counted++;
      for (const o of q.options)
        if (chosen.includes(o.key)) for (const p of o.points) if (p.dimensionKey === dim.key) sum += p.points;
    }
    const scoreCenti =
      dim.method === 'Sum' ? sum * 100 : counted === 0 ? 0 : Math.round((sum * 100) / counted);
    const band = bandOf(dim, scoreCenti);
    return {
      dimensionKey: dim.key,
      dimensionName: dim.name,
      scoreCenti,
      bandLabel: band?.label ?? null,
      interpretation: band?.interpretation ?? null,
    };
  });
};
