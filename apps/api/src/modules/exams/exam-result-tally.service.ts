import { DISCRIMINATION_SHARE, MARK_COLUMNS } from '@panel/shared/exams/exam-analysis';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ExamRow } from './exam.service';
import { examResults, examResultTallies } from './exam.table';
import { namedTallies } from './exam-result-tally.queries';

/**
 * The mark counts of an exam's scored sheets per class, branch and the whole exam, each split
 * by booklet and by band (exam.table `examResultTallies`): what the analysis of a branch or a
 * class reads instead of every sheet's marks.
 */

/** The mark columns' order (A..E, blank, invalid) by character code: anything else is invalid. */
export const MARK_COUNT = MARK_COLUMNS.length;
export const BLANK = MARK_COLUMNS.indexOf('blank');
const INVALID = MARK_COLUMNS.indexOf('invalid');
const MARK_OF_CODE = (() => {
  const table = new Uint8Array(128).fill(INVALID);
  for (const [i, letter] of ['A', 'B', 'C', 'D', 'E'].entries()) {
    table[letter.charCodeAt(0)] = i;
    table[letter.toLowerCase().charCodeAt(0)] = i;
  }
  table[32] = BLANK;
  return table;
})();
/** A question's mark as its column: past the end of the stored marks is blank, as the scorer reads it. */
export const markAt = (answers: string, offset: number): number => {
  const code = answers.charCodeAt(offset);
  if (Number.isNaN(code)) return BLANK;
  return code < 128 ? MARK_OF_CODE[code]! : INVALID;
};

/** How many sheets each of the upper and lower groups of `n` sheets in rank order holds. */
export const groupSizeOf = (n: number) => (n >= 2 ? Math.max(1, Math.round(n * DISCRIMINATION_SHARE)) : 0);

/** A row counts all the sheets of its group and booklet, or only those of its upper or lower group. */
export const BAND = { all: 0, upper: 1, lower: 2 } as const;
/** The smaller group a sheet at `position` (0-based, in rank order) of `n` belongs to, if any. */
const bandOf = (position: number, n: number): number | null => {
  const g = groupSizeOf(n);
  return position < g ? BAND.upper : position >= n - g ? BAND.lower : null;
};

export type TallyGrouping = 'exam' | 'branch' | 'class';
export type Tally = {
  grouping: TallyGrouping;
  branchId: string | null;
  classId: string | null;
  booklet: string;
  band: number;
  students: number;
  /** `marks[question * MARK_COUNT + mark]`, the questions in the exam's order. */
  marks: Int32Array;
};

const READ_BATCH = 5000;
const WRITE_BATCH = 250;

/**
 * The counts as 16-bit little-endian integers when they fit (a class or a branch always
 * does), else 32-bit: the analysis of a branch reads half the bytes. The reader tells the
 * two apart by the length, the exam's question count being known.
 */
const toBytes = (counts: Int32Array): Buffer => {
  const wide = counts.some((c) => c > 0xffff);
  const out = Buffer.allocUnsafe(counts.length * (wide ? 4 : 2));
  for (let i = 0; i < counts.length; i++)
    if (wide) out.writeInt32LE(counts[i]!, i * 4);
    else out.writeUInt16LE(counts[i]!, i * 2);
  return out;
};
const fromBytes = (bytes: Buffer, cells: number): Int32Array => {
  const out = new Int32Array(cells);
  const wide = bytes.length === cells * 4;
  for (let i = 0; i < cells; i++) out[i] = wide ? bytes.readInt32LE(i * 4) : bytes.readUInt16LE(i * 2);
  return out;
};

/** The sheets the analysis counts: scored ones. */
export const scoredSheets = (examId: string): SQL =>
  and(
    eq(examResults.examId, examId),
    eq(examResults.matched, true),
    eq(examResults.absent, false),
    sql`${examResults.scoreUnits} is not null`,
  )!;

/**
 * The exam's tallies counted again from its sheets, after their scores and ranks changed
 * (an upload, a hand match, a re-score). The sheets are read a batch at a time in rank order
 * (score, then id: the analysis's own order), so a sheet's position in its class, branch and
 * the exam is a running count, and its band follows from the group's size counted first.
 */
export const rebuildTallies = async (tx: Db, businessId: string, exam: Pick<ExamRow, 'id' | 'sections'>) => {
  await tx.delete(examResultTallies).where(eq(examResultTallies.examId, exam.id));
  const questions = exam.sections.reduce((n, s) => n + s.questionCount, 0);
  const where = scoredSheets(exam.id);
  const sizeOfBranch = new Map<string | null, number>();
  const sizeOfClass = new Map<string | null, number>();
  let total = 0;
  for (const g of await tx
    .select({ branchId: examResults.branchId, classId: examResults.schoolClassId, n: count() })
    .from(examResults)
    .where(where)
    .groupBy(examResults.branchId, examResults.schoolClassId)) {
    sizeOfBranch.set(g.branchId, (sizeOfBranch.get(g.branchId) ?? 0) + g.n);
    sizeOfClass.set(g.classId, (sizeOfClass.get(g.classId) ?? 0) + g.n);
    total += g.n;
  }
  if (total === 0) return;

  const tallies = new Map<string, Tally>();
  const tallyOf = (
    grouping: TallyGrouping,
    branchId: string | null,
    classId: string | null,
    booklet: string,
    band: number,
  ) => {
    const key = `${grouping} ${branchId} ${classId} ${booklet} ${band}`;
    let t = tallies.get(key);
    if (!t) {
      t = {
        grouping,
        branchId,
        classId,
        booklet,
        band,
        students: 0,
        marks: new Int32Array(questions * MARK_COUNT),
      };
      tallies.set(key, t);
    }
    return t;
  };
  const seenInBranch = new Map<string | null, number>();
  const seenInClass = new Map<string | null, number>();
  let position = 0;
  let after: SQL | undefined;
  for (;;) {
    const sheets = await tx
      .select({
        id: examResults.id,
        rank: examResults.rankBusiness,
        branchId: examResults.branchId,
        classId: examResults.schoolClassId,
        booklet: examResults.booklet,
        answers: examResults.answers,
      })
      .from(examResults)
      .where(and(where, after))
      .orderBy(asc(examResults.rankBusiness), asc(examResults.id))
      .limit(READ_BATCH);
    for (const s of sheets) {
      const inBranch = seenInBranch.get(s.branchId) ?? 0;
      seenInBranch.set(s.branchId, inBranch + 1);
      const inClass = seenInClass.get(s.classId) ?? 0;
      seenInClass.set(s.classId, inClass + 1);
      // A class row keeps its branch too: the heat map of a branch reads its classes' rows.
      const rows = [tallyOf('exam', null, null, s.booklet, BAND.all)];
      const add = (
        grouping: TallyGrouping,
        branchId: string | null,
        classId: string | null,
        band: number | null,
      ) => {
        if (band !== null) rows.push(tallyOf(grouping, branchId, classId, s.booklet, band));
      };
      add('exam', null, null, bandOf(position++, total));
      add('class', s.branchId, s.classId, BAND.all);
      if (s.classId !== null)
        add('class', s.branchId, s.classId, bandOf(inClass, sizeOfClass.get(s.classId)!));
      if (s.branchId !== null) {
        add('branch', s.branchId, null, BAND.all);
        add('branch', s.branchId, null, bandOf(inBranch, sizeOfBranch.get(s.branchId)!));
      }
      for (const t of rows) t.students++;
      for (let q = 0; q < questions; q++) {
        const cell = q * MARK_COUNT + markAt(s.answers, q);
        for (const t of rows) t.marks[cell]!++;
      }
    }
    if (sheets.length < READ_BATCH) break;
    const last = sheets[sheets.length - 1]!;
    after = sql`(${examResults.rankBusiness}, ${examResults.id}) > (${last.rank}, ${last.id}::uuid)`;
  }

  const rows = [...tallies.values()];
  for (let start = 0; start < rows.length; start += WRITE_BATCH)
    await tx.insert(examResultTallies).values(
      rows.slice(start, start + WRITE_BATCH).map((t) => ({
        businessId,
        examId: exam.id,
        grouping: t.grouping,
        branchId: t.branchId,
        schoolClassId: t.classId,
        booklet: t.booklet,
        band: t.band,
        students: t.students,
        marks: toBytes(t.marks),
      })),
    );
};

/** The selection an analysis reads: the whole exam, a branch or a class. */
export type TallySelection =
  | { grouping: 'exam' }
  | { grouping: 'branch'; branchId: string }
  | { grouping: 'class'; classId: string };

/**
 * The rows of a selection: its own grouping's rows (all its sheets, its upper and its lower
 * group) and the class rows of all its sheets (the heat map). Empty when the exam has no
 * tallies (sheets stored before they were kept) or the selection no sheets.
 */
export const readTallies = async (
  db: Db,
  exam: Pick<ExamRow, 'id' | 'sections'>,
  selection: TallySelection,
): Promise<(Tally & { branchName: string | null; className: string | null })[]> => {
  const t = examResultTallies;
  const classes = and(eq(t.grouping, 'class'), eq(t.band, BAND.all));
  const which =
    selection.grouping === 'exam'
      ? or(eq(t.grouping, 'exam'), classes)
      : selection.grouping === 'branch'
        ? and(eq(t.branchId, selection.branchId), or(eq(t.grouping, 'branch'), classes))
        : and(eq(t.grouping, 'class'), eq(t.schoolClassId, selection.classId));
  const cells = exam.sections.reduce((n, s) => n + s.questionCount, 0) * MARK_COUNT;
  const rows = await namedTallies(db, exam.id, which);
  return rows.map((r) => ({ ...r, marks: fromBytes(r.marks, cells) }));
};
