import type { Booklet, CancellationRule, FormField, Penalty } from './constants';

/**
 * The exam scorer (DOMAIN "Exams", to the letter). Nets are kept exact as twelfths of a
 * question (12 is divisible by both penalties, 3 and 4), coefficients and the base score as
 * thousandths, so a score is an integer count of 1/12000 points: ranks compare integers and
 * two students with the same answers always tie. Shown with two decimals, half up.
 */
export const NET_DENOMINATOR = 12;
export const SCORE_DENOMINATOR = 12_000;

export type Mark = 'A' | 'B' | 'C' | 'D' | 'E' | 'blank' | 'invalid';

/** A-E in either case is that answer; a space is blank; anything else is an invalid mark. */
export const readMark = (c: string | undefined): Mark => {
  if (c === undefined || c === ' ') return 'blank';
  const upper = c.toUpperCase();
  return upper.length === 1 && upper >= 'A' && upper <= 'E' ? (upper as Mark) : 'invalid';
};

export type Cancellation = {
  section: string;
  question: number;
  rule: CancellationRule;
  options?: string | null;
};

export type Judgement = 'correct' | 'wrong' | 'blank' | 'cancelled';

/**
 * One question of one sheet: the mark against the booklet's key letter, under the question's
 * cancellation if it has one (AllCancelled leaves it out of every count).
 */
export const judgeMark = (mark: Mark, key: string | undefined, cancellation?: Cancellation): Judgement => {
  switch (cancellation?.rule) {
    case 'AllCorrect':
      return 'correct';
    case 'AllBlank':
      return 'blank';
    case 'AllCancelled':
      return 'cancelled';
    case 'OptionsCorrect':
      if (mark === 'blank') return 'blank';
      return mark !== 'invalid' && (cancellation.options ?? '').toUpperCase().includes(mark)
        ? 'correct'
        : 'wrong';
    default:
      if (mark === 'blank') return 'blank';
      return mark === key ? 'correct' : 'wrong';
  }
};

export type ScoredSection = { name: string; correct: number; wrong: number; blank: number; net12: number };

export type ScoringSection = {
  name: string;
  questionCount: number;
  /** Thousandths: 3300 is 3,3. */
  coefficientMilli: number;
  keys: Partial<Record<Booklet, string>>;
};

export type ScoringExam = {
  penalty: Penalty;
  /** Thousandths. */
  baseMilli: number;
  sections: ScoringSection[];
  cancellations: Cancellation[];
};

/** Net in twelfths: correct - wrong / penalty; penalty 0 deducts nothing. */
export const net12Of = (correct: number, wrong: number, penalty: Penalty): number =>
  correct * NET_DENOMINATOR - (penalty === 0 ? 0 : (wrong * NET_DENOMINATOR) / penalty);

/** One section of one sheet: `marks` are the answer columns, `key` the booklet's key. */
export const scoreSection = (
  name: string,
  marks: string,
  key: string,
  penalty: Penalty,
  cancellations: ReadonlyMap<number, Cancellation> = new Map(),
): ScoredSection => {
  let correct = 0;
  let wrong = 0;
  let blank = 0;
  for (let q = 0; q < key.length; q++) {
    const judgement = judgeMark(readMark(marks[q]), key[q], cancellations.get(q + 1));
    if (judgement === 'correct') correct++;
    else if (judgement === 'wrong') wrong++;
    else if (judgement === 'blank') blank++;
  }
  return { name, correct, wrong, blank, net12: net12Of(correct, wrong, penalty) };
};

export type ScoredSheet = { sections: ScoredSection[]; totalNet12: number; scoreUnits: number };

/** The cancellations of each section by question number. */
export const cancellationsBySection = (
  cancellations: readonly Cancellation[],
): Map<string, Map<number, Cancellation>> => {
  const out = new Map<string, Map<number, Cancellation>>();
  for (const c of cancellations) {
    const section = out.get(c.section) ?? new Map<number, Cancellation>();
    section.set(c.question, c);
    out.set(c.section, section);
  }
  return out;
};

/** A whole sheet: each section with the booklet's own key, the total net and the score. */
export const scoreSheet = (
  exam: ScoringExam,
  booklet: Booklet,
  answers: readonly string[],
  bySection: Map<string, Map<number, Cancellation>> = cancellationsBySection(exam.cancellations),
): ScoredSheet => {
  const sections = exam.sections.map((s, i) =>
    scoreSection(s.name, answers[i] ?? '', s.keys[booklet] ?? '', exam.penalty, bySection.get(s.name)),
  );
  const totalNet12 = sections.reduce((sum, s) => sum + s.net12, 0);
  const scoreUnits =
    exam.baseMilli * NET_DENOMINATOR +
    sections.reduce((sum, s, i) => sum + exam.sections[i]!.coefficientMilli * s.net12, 0);
  return { sections, totalNet12, scoreUnits };
};

/** An exact fraction shown with two decimals, half up (away from zero): 12,125 → 12,13. */
export const roundTwo = (units: number, denominator: number): number => {
  const n = units * 100;
  const q = Math.floor((2 * Math.abs(n) + denominator) / (2 * denominator));
  return (n < 0 ? -q : q) / 100;
};
export const netValue = (net12: number): number => roundTwo(net12, NET_DENOMINATOR);
export const scoreValue = (scoreUnits: number): number => roundTwo(scoreUnits, SCORE_DENOMINATOR);

/** Thousandths of a decimal given with at most three decimals. */
export const toMilli = (value: number): number => Math.round(value * 1000);

/** Competition ranks, highest first: equal values share a rank and the next skips (1, 2, 2, 4). */
export const competitionRanks = (values: readonly number[]): number[] => {
  const sorted = [...values].sort((a, b) => b - a);
  const first = new Map<number, number>();
  sorted.forEach((v, i) => {
    if (!first.has(v)) first.set(v, i + 1);
  });
  return values.map((v) => first.get(v)!);
};

export type FormFieldRange = { field: FormField; start: number; length: number; section?: string | null };

/** The text of a range of a line (1-based start). */
export const cut = (line: string, range: Pick<FormFieldRange, 'start' | 'length'>): string =>
  line.slice(range.start - 1, range.start - 1 + range.length);

/** The last column a form reads: a shorter line is an error. */
export const formWidth = (fields: readonly FormFieldRange[]): number =>
  fields.reduce((max, f) => Math.max(max, f.start + f.length - 1), 0);

export type FormProblem = { field: string; message: string };

/**
 * What is wrong with a form's ranges: overlaps, a range past the sample line, a single
 * field given twice, answers without a section or two answer ranges for one section.
 * `field` names the input field (`fields[2].start`), as the 400's errors do.
 */
export const formProblems = (
  fields: readonly FormFieldRange[],
  sampleLine?: string | null,
): FormProblem[] => {
  const problems: FormProblem[] = [];
  const seen = new Map<string, number>();
  const sections = new Set<string>();
  fields.forEach((f, i) => {
    const at = `fields[${i}]`;
    const end = f.start + f.length - 1;
    if (f.field === 'answers') {
      const section = f.section?.trim() ?? '';
      if (!section)
        problems.push({
          field: `${at}.section`,
          message: `${i + 1}. alan: cevap alanının bölümünü yazınız.`,
        });
      else if (sections.has(section))
        problems.push({
          field: `${at}.section`,
          message: `${i + 1}. alan: "${section}" bölümünün cevapları iki kez tanımlanmış.`,
        });
      sections.add(section);
    } else if (seen.has(f.field)) {
      problems.push({
        field: `${at}.field`,
        message: `${i + 1}. alan: bu alan ${seen.get(f.field)! + 1}. alanda zaten tanımlı.`,
      });
    } else seen.set(f.field, i);
    if (sampleLine != null && end > sampleLine.length)
      problems.push({
        field: `${at}.start`,
        message: `${i + 1}. alan: ${f.start}-${end}. sütunlar örnek satırın dışında (satır ${sampleLine.length} karakter).`,
      });
    fields.forEach((g, j) => {
      if (j >= i) return;
      const gEnd = g.start + g.length - 1;
      if (f.start <= gEnd && g.start <= end)
        problems.push({
          field: `${at}.start`,
          message: `${i + 1}. alan (${f.start}-${end}. sütunlar) ${j + 1}. alanla (${g.start}-${gEnd}. sütunlar) çakışıyor.`,
        });
    });
  });
  return problems;
};

/** A reader line cut into its fields; null when the line is shorter than the form. */
export type ReadLine = {
  studentNumber: string;
  citizenId: string;
  fullName: string;
  booklet: string;
  classCode: string;
  room: string;
  absent: boolean;
  /** Per exam section, in the exam's order. */
  answers: string[];
};

export const readLine = (
  fields: readonly FormFieldRange[],
  sectionNames: readonly string[],
  line: string,
): ReadLine | null => {
  if (line.length < formWidth(fields)) return null;
  const one = (field: FormField) => {
    const range = fields.find((f) => f.field === field);
    return range ? cut(line, range).trim() : '';
  };
  const answers = sectionNames.map((name) => {
    const range = fields.find((f) => f.field === 'answers' && f.section?.trim() === name);
    return range ? cut(line, range) : '';
  });
  return {
    studentNumber: one('studentNumber'),
    citizenId: one('citizenId'),
    fullName: one('fullName').replace(/\s+/g, ' '),
    booklet: one('booklet').toUpperCase(),
    classCode: one('classCode'),
    room: one('room'),
    absent: one('absent').toUpperCase() === 'G',
    answers,
  };
};
