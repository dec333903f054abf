import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  formProblems,
  net12Of,
  netValue,
  readLine,
  readMark,
  roundTwo,
  scoreSection,
  scoreSheet,
} from './scoring';

describe('exam scoring (DOMAIN "Exams")', () => {
  it('reads A-E in either case, a space as blank and anything else as invalid', () => {
    expect(['A', 'e', ' ', '*', '2', undefined, 'F'].map(readMark)).toEqual([
      'A',
      'E',
      'blank',
      'invalid',
      'invalid',
      'blank',
      'invalid',
    ]);
  });

  it('keeps nets exact in twelfths and shows them with two decimals, half up', () => {
    // 4 correct, 1 wrong: penalty 3 → 3 2/3; penalty 4 → 3,75; penalty 0 → 4.
    expect([net12Of(4, 1, 3), net12Of(4, 1, 4), net12Of(4, 1, 0)]).toEqual([44, 45, 48]);
    expect([netValue(44), netValue(45), netValue(-4), netValue(40)]).toEqual([3.67, 3.75, -0.33, 3.33]);
    // 12,125 and -12,125 round away from zero.
    expect([roundTwo(12_125, 1000), roundTwo(-12_125, 1000)]).toEqual([12.13, -12.13]);
  });

  it('applies the four cancellation rules', () => {
    const key = 'ABCDE';
    const marks = 'AC* E'; // 1 ok, 2 wrong, 3 invalid, 4 blank, 5 ok: 2c 2w 1b
    const rule = (
      question: number,
      r: 'AllCorrect' | 'AllBlank' | 'AllCancelled' | 'OptionsCorrect',
      options?: string,
    ) => new Map([[question, { section: 'T', question, rule: r, options }]]);
    const counts = (s: ReturnType<typeof scoreSection>) => [s.correct, s.wrong, s.blank];
    expect(counts(scoreSection('T', marks, key, 4))).toEqual([2, 2, 1]);
    expect(counts(scoreSection('T', marks, key, 4, rule(3, 'AllCorrect')))).toEqual([3, 1, 1]);
    expect(counts(scoreSection('T', marks, key, 4, rule(1, 'AllBlank')))).toEqual([1, 2, 2]);
    expect(counts(scoreSection('T', marks, key, 4, rule(4, 'AllCancelled')))).toEqual([2, 2, 0]);
    expect(counts(scoreSection('T', marks, key, 4, rule(2, 'OptionsCorrect', 'BC')))).toEqual([3, 1, 1]);
    expect(counts(scoreSection('T', marks, key, 4, rule(3, 'OptionsCorrect', 'C')))).toEqual([2, 2, 1]);
    expect(counts(scoreSection('T', marks, key, 4, rule(4, 'OptionsCorrect', 'D')))).toEqual([2, 2, 1]);
  });

  it('scores a sheet with its booklet’s key: score = base + Σ coefficient × net', () => {
    const exam = {
      penalty: 4 as const,
      baseMilli: 100_000,
      sections: [
        { name: 'T', questionCount: 4, coefficientMilli: 3300, keys: { A: 'ABCD', B: 'DCBA' } },
        { name: 'M', questionCount: 2, coefficientMilli: 1500, keys: { A: 'AA', B: 'BB' } },
      ],
      cancellations: [],
    };
    // Booklet B: T DCBE → 3c 1w = 2,75; M B → 1c 1b = 1. Score 100 + 3,3×2,75 + 1,5×1 = 110,575.
    const sheet = scoreSheet(exam, 'B', ['DCBE', 'B ']);
    expect(sheet.sections.map((s) => netValue(s.net12))).toEqual([2.75, 1]);
    expect(sheet.scoreUnits).toBe(110.575 * 12_000);
  });

  it('ranks with ties sharing a rank and the next skipping', () => {
    expect(competitionRanks([90, 95, 90, 80, 95])).toEqual([3, 1, 3, 5, 1]);
  });

  it('finds overlapping, repeated and out-of-line ranges', () => {
    const problems = formProblems(
      [
        { field: 'fullName', start: 1, length: 10 },
        { field: 'booklet', start: 10, length: 1 },
        { field: 'fullName', start: 12, length: 2 },
        { field: 'answers', start: 14, length: 5 },
      ],
      'x'.repeat(15),
    );
    expect(problems.map((p) => p.field)).toEqual([
      'fields[1].start',
      'fields[2].field',
      'fields[3].section',
      'fields[3].start',
    ]);
  });

  it('cuts a line into fields; a line shorter than the form reads nothing', () => {
    const fields = [
      { field: 'fullName' as const, start: 1, length: 6 },
      { field: 'booklet' as const, start: 7, length: 1 },
      { field: 'absent' as const, start: 8, length: 1 },
      { field: 'answers' as const, start: 9, length: 3, section: 'T' },
    ];
    expect(readLine(fields, ['T'], 'Ayşe  bGAB CEXTRA')).toMatchObject({
      fullName: 'Ayşe',
      booklet: 'B',
      absent: true,
      answers: ['AB '],
    });
    expect(readLine(fields, ['T'], 'Ayşe  bGAB')).toBeNull();
  });
});
