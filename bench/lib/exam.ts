import { EXAM_TYPES } from '@panel/shared/exams/exam-types';
import type { Rng } from './prng';

/**
 * The exam phase's reader files: a TYT trial exam (4 sections, 120 questions) on a form
 * laid out like a course chain's reader writes it: student number, booklet, then the
 * answers of each section one after the other.
 */
const TYT = EXAM_TYPES.find((t) => t.kind === 'TYT')!;
const NUMBER_WIDTH = 10;
const BOOKLET_COLUMN = NUMBER_WIDTH + 1;
const OPTIONS = 'ABCDE';

export const examForm = () => {
  let start = BOOKLET_COLUMN + 1;
  const answers = TYT.sections.map((s) => {
    const field = { field: 'answers' as const, start, length: s.questionCount, section: s.name };
    start += s.questionCount;
    return field;
  });
  return {
    name: 'Bench TYT formu',
    fields: [
      { field: 'studentNumber' as const, start: 1, length: NUMBER_WIDTH },
      { field: 'booklet' as const, start: BOOKLET_COLUMN, length: 1 },
      ...answers,
    ],
  };
};

const key = (rng: Rng, length: number) => Array.from({ length }, () => rng.pick([...OPTIONS])).join('');

/** Questions per learning outcome: a TYT's 120 questions ask 30 outcomes. */
export const QUESTIONS_PER_OUTCOME = 4;
export const EXAM_OUTCOMES = TYT.sections.reduce((n, s) => n + s.questionCount, 0) / QUESTIONS_PER_OUTCOME;

/**
 * A TYT exam with keys for booklets A and B; with `outcomeIds`, every run of four questions
 * asks the next outcome, so the analysis has an outcome heat map to build.
 */
export const examInput = (
  name: string,
  date: string,
  opticalFormId: string,
  rng: Rng,
  outcomeIds: readonly string[] = [],
) => {
  let question = 0;
  return {
    name,
    kind: 'TYT' as const,
    date,
    opticalFormId,
    penalty: TYT.penalty,
    matching: 'StudentNumber' as const,
    baseScore: TYT.baseScore,
    sections: TYT.sections.map((s) => ({
      ...s,
      keys: { A: key(rng, s.questionCount), B: key(rng, s.questionCount) },
      ...(outcomeIds.length > 0
        ? {
            outcomes: Array.from(
              { length: s.questionCount },
              () => outcomeIds[Math.floor(question++ / QUESTIONS_PER_OUTCOME) % outcomeIds.length]!,
            ),
          }
        : {}),
    })),
  };
};

/** The learning-outcome pool the bench's chain exam asks: one grade level of the first major. */
export const examOutcomePool = (majorId: string) => ({
  majorId,
  gradeLevel: '12' as const,
  outcomes: Array.from({ length: EXAM_OUTCOMES }, (_, i) => ({
    code: `BENCH.12.${i + 1}`,
    text: `Bench kazanımı ${i + 1}`,
  })),
});

/**
 * One line per student number: booklet A or B, each answer right, wrong, blank or (rarely)
 * an invalid double mark, in the shares a real trial exam shows.
 */
export const readerFile = (
  studentNumbers: readonly number[],
  keys: { A: string; B: string }[],
  rng: Rng,
): Buffer => {
  const lines = studentNumbers.map((no) => {
    const { booklet, answers } = sheetMarks(keys, rng);
    return `${readerNumber(no)}${booklet}${answers.join('')}`;
  });
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
};

/** A student number as the reader writes it: padded with zeros to the form's width. */
export const readerNumber = (no: number) => String(no).padStart(NUMBER_WIDTH, '0');

/** One student's sheet: a booklet and, per section, the marks of a student of a drawn skill. */
export const sheetMarks = (keys: { A: string; B: string }[], rng: Rng) => {
  const booklet = rng.chance(0.5) ? ('A' as const) : ('B' as const);
  const skill = rng.next();
  const answers = keys.map((k) =>
    [...k[booklet]]
      .map((right) => {
        const r = rng.next();
        if (r < 0.25 + 0.6 * skill) return right;
        if (r < 0.9) return rng.pick([...OPTIONS]);
        return r < 0.99 ? ' ' : '*';
      })
      .join(''),
  );
  return { booklet, answers };
};
