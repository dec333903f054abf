import type { Booklet } from '@panel/shared/exams/constants';
import {
  DISCRIMINATION_METHOD_LABEL,
  MARK_COLUMNS,
  type MarkCounts,
  type TExamAnalysis,
  type TExamAnalysisQuery,
  type TExamAnalysisStudentQuery,
  type THeatRow,
  type TQuestionAnalysis,
} from '@panel/shared/exams/exam-analysis';
import {
  type Cancellation,
  cancellationsBySection,
  type Judgement,
  judgeMark,
  type Mark,
} from '@panel/shared/exams/scoring';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchOver } from '../../platform/listing';
import type { TenantScope } from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import { bookletsOf, type ExamRow, getExamOrThrow } from './exam.service';
import { examResults } from './exam.table';
import { branchAndClassNames } from './exam-analysis.queries';
import {
  BAND,
  groupSizeOf,
  MARK_COUNT,
  markAt,
  readTallies,
  scoredSheets,
  type Tally,
  type TallySelection,
} from './exam-result-tally.service';
import { outcomesByIds } from './learning-outcome.service';

/**
 * Question and outcome analysis. The marks are counted when sheets are stored (the exam's
 * tallies per class, branch and exam, exam-result-tally.service), so the analysis of a branch
 * reads a few dozen rows; keys and cancellations are applied as it reads them, and every
 * change to the sheets or their scores counts the tallies again in its own transaction. An
 * exam stored before tallies were kept is counted from its sheets' marks (`answers`).
 */

/** One question of the exam in order: its section, number, outcome and cancellation. */
type Slot = {
  section: number;
  question: number;
  offset: number;
  outcome: number;
  cancellation: Cancellation | undefined;
};

/** The exam's questions and its outcomes in the order they first appear. */
const slotsOf = (exam: ExamRow) => {
  const bySection = cancellationsBySection(exam.cancellations);
  const outcomeIds: string[] = [];
  const index = new Map<string, number>();
  const slots: Slot[] = [];
  let offset = 0;
  exam.sections.forEach((s, si) => {
    for (let q = 0; q < s.questionCount; q++) {
      const id = s.outcomes[q] ?? null;
      let outcome = -1;
      if (id) {
        if (!index.has(id)) {
          index.set(id, outcomeIds.length);
          outcomeIds.push(id);
        }
        outcome = index.get(id)!;
      }
      slots.push({
        section: si,
        question: q + 1,
        offset: offset + q,
        outcome,
        cancellation: bySection.get(s.name)?.get(q + 1),
      });
    }
    offset += s.questionCount;
  });
  return { slots, outcomeIds };
};

const CORRECT = 0;
const CANCELLED = 3;
const JUDGEMENT_CODE: Record<Judgement, number> = {
  correct: CORRECT,
  wrong: 1,
  blank: 2,
  cancelled: CANCELLED,
};

/**
 * Per booklet, what each mark of each question comes to (judgeMark, the scorer's own rule),
 * as one table: `table[slot * MARK_COUNT + mark]`. A sheet is then read with one lookup a
 * question: a 100,000-line exam of 160 questions is 16 million of them.
 */
const judgementTables = (exam: ExamRow, slots: Slot[], booklets: readonly Booklet[]) =>
  new Map(
    booklets.map((b) => {
      const table = new Uint8Array(slots.length * MARK_COUNT);
      slots.forEach((slot, i) => {
        const key = exam.sections[slot.section]!.keys[b]?.[slot.question - 1];
        MARK_COLUMNS.forEach((mark, m) => {
          table[i * MARK_COUNT + m] = JUDGEMENT_CODE[judgeMark(mark as Mark, key, slot.cancellation)];
        });
      });
      return [b as string, table] as const;
    }),
  );

const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
const share = (correct: number, asked: number) => (asked === 0 ? null : round4(correct / asked));

/** Correct and asked per outcome, added up over a group's sheets. */
type OutcomeTally = { correct: Int32Array; asked: Int32Array; students: number };
const newTally = (size: number): OutcomeTally => ({
  correct: new Int32Array(size),
  asked: new Int32Array(size),
  students: 0,
});
const successOf = (t: OutcomeTally) => Array.from(t.correct, (c, k) => share(c, t.asked[k]!));

/** One sheet's outcome success (the students' heat map rows). */
const sheetSuccess = (
  slots: Slot[],
  outcomes: number,
  tables: ReturnType<typeof judgementTables>,
  booklet: string,
  answers: string,
) => {
  const t = newTally(outcomes);
  const table = tables.get(booklet);
  if (!table) return successOf(t);
  slots.forEach((slot, i) => {
    const j = table[i * MARK_COUNT + markAt(answers, slot.offset)];
    if (slot.outcome < 0 || j === CANCELLED) return;
    t.asked[slot.outcome]!++;
    if (j === CORRECT) t.correct[slot.outcome]!++;
  });
  return successOf(t);
};

/** A branch scope reads its own branch's sheets; the filters narrow further. */
const sheetsWhere = (exam: ExamRow, scope: TenantScope, query: TExamAnalysisQuery): SQL =>
  and(
    scoredSheets(exam.id),
    scope.branchId ? eq(examResults.branchId, scope.branchId) : undefined,
    query.branchId ? eq(examResults.branchId, query.branchId) : undefined,
    query.classId ? eq(examResults.schoolClassId, query.classId) : undefined,
  )!;

/** What the analysis adds up over the selected sheets, by question, booklet, outcome and group. */
type Counts = ReturnType<typeof newCounts>;
const newCounts = (size: number, outcomeCount: number, booklets: readonly Booklet[]) => ({
  /** Sheets selected, whatever their booklet: the groups' sizes follow from it. */
  n: 0,
  correct: new Int32Array(size),
  asked: new Int32Array(size),
  upper: new Int32Array(size),
  lower: new Int32Array(size),
  marks: new Map(booklets.map((b) => [b as string, new Int32Array(size * MARK_COUNT)])),
  all: newTally(outcomeCount),
  byBranch: new Map<string | null, OutcomeTally>(),
  byClass: new Map<string | null, OutcomeTally>(),
});
const tallyIn = (map: Map<string | null, OutcomeTally>, key: string | null, size: number) => {
  const found = map.get(key);
  if (found) return found;
  const fresh = newTally(size);
  map.set(key, fresh);
  return fresh;
};

/** The selected sheets one by one, highest score first: for an exam without tallies. */
const countSheets = async (
  db: Db,
  exam: ExamRow,
  scope: TenantScope,
  query: TExamAnalysisQuery,
  slots: Slot[],
  tables: ReturnType<typeof judgementTables>,
  acc: Counts,
) => {
  const sheets = await db
    .select({
      branchId: examResults.branchId,
      classId: examResults.schoolClassId,
      booklet: examResults.booklet,
      answers: examResults.answers,
      score: examResults.scoreUnits,
    })
    .from(examResults)
    .where(sheetsWhere(exam, scope, query))
    // Highest score first (ties by line): the upper and lower groups are the two ends.
    .orderBy(sql`${examResults.scoreUnits} desc`, asc(examResults.id));
  const n = sheets.length;
  acc.n = n;
  const size = slots.length;
  const outcomeCount = acc.all.correct.length;
  const groupSize = groupSizeOf(n);
  const { correct, asked, upper, lower, all } = acc;
  const offsets = Int32Array.from(slots, (s) => s.offset);
  const outcomeOf = Int32Array.from(slots, (s) => s.outcome);
  for (let rank = 0; rank < n; rank++) {
    const sheet = sheets[rank]!;
    const table = tables.get(sheet.booklet);
    const counts = acc.marks.get(sheet.booklet);
    // A scored sheet always has its booklet's key; anything else is not the scorer's and is left out.
    if (!table || !counts) continue;
    const branch = tallyIn(acc.byBranch, sheet.branchId, outcomeCount);
    const klass = tallyIn(acc.byClass, sheet.classId, outcomeCount);
    all.students++;
    branch.students++;
    klass.students++;
    const inUpper = rank < groupSize;
    const inLower = rank >= n - groupSize;
    const answers = sheet.answers;
    for (let i = 0; i < size; i++) {
      const cell = i * MARK_COUNT + markAt(answers, offsets[i]!);
      counts[cell]!++;
      const j = table[cell];
      if (j === CANCELLED) continue;
      asked[i]!++;
      const k = outcomeOf[i]!;
      if (k >= 0) {
        all.asked[k]!++;
        branch.asked[k]!++;
        klass.asked[k]!++;
      }
      if (j !== CORRECT) continue;
      correct[i]!++;
      if (inUpper) upper[i]!++;
      if (inLower) lower[i]!++;
      if (k >= 0) {
        all.correct[k]!++;
        branch.correct[k]!++;
        klass.correct[k]!++;
      }
    }
  }
};

/**
 * Which tallies stand for the selected sheets: a class's, a branch's or the exam's. None for
 * a branch scope asking for another branch, which selects nothing.
 */
const selectionOf = (scope: TenantScope, query: TExamAnalysisQuery): TallySelection | null => {
  if (scope.branchId && query.branchId && scope.branchId !== query.branchId) return null;
  if (query.classId) return { grouping: 'class', classId: query.classId };
  const branchId = scope.branchId ?? query.branchId;
  return branchId ? { grouping: 'branch', branchId } : { grouping: 'exam' };
};

/**
 * The same counts as `countSheets`, from the tallies: the selection's own rows of all its
 * sheets give the questions and the distractors, its upper and lower rows discrimination,
 * the class rows of all its sheets the heat map.
 */
const countTallies = (
  tallies: Tally[],
  selection: TallySelection,
  slots: Slot[],
  tables: ReturnType<typeof judgementTables>,
  acc: Counts,
) => {
  const cells = slots.length * MARK_COUNT;
  const outcomeCount = acc.all.correct.length;
  const outcomeOf = Int32Array.from(slots, (s) => s.outcome);
  const { correct, asked, upper, lower, all } = acc;
  for (const t of tallies) {
    const own = t.grouping === selection.grouping;
    if (own && t.band === BAND.all) acc.n += t.students;
    const table = tables.get(t.booklet);
    const counts = acc.marks.get(t.booklet);
    if (!table || !counts) continue;
    if (own && t.band !== BAND.all) {
      const group = t.band === BAND.upper ? upper : lower;
      for (let cell = 0; cell < cells; cell++)
        if (table[cell] === CORRECT) group[(cell / MARK_COUNT) | 0]! += t.marks[cell]!;
    } else if (own) {
      all.students += t.students;
      for (let cell = 0; cell < cells; cell++) {
        const c = t.marks[cell]!;
        if (c === 0) continue;
        counts[cell]! += c;
        const j = table[cell];
        if (j === CANCELLED) continue;
        const i = (cell / MARK_COUNT) | 0;
        const k = outcomeOf[i]!;
        asked[i]! += c;
        if (k >= 0) all.asked[k]! += c;
        if (j !== CORRECT) continue;
        correct[i]! += c;
        if (k >= 0) all.correct[k]! += c;
      }
    }
    if (t.grouping !== 'class' || t.band !== BAND.all) continue;
    const branch = tallyIn(acc.byBranch, t.branchId, outcomeCount);
    const klass = tallyIn(acc.byClass, t.classId, outcomeCount);
    branch.students += t.students;
    klass.students += t.students;
    for (let cell = 0; cell < cells; cell++) {
      const c = t.marks[cell]!;
      if (c === 0) continue;
      const k = outcomeOf[(cell / MARK_COUNT) | 0]!;
      const j = table[cell];
      if (k < 0 || j === CANCELLED) continue;
      branch.asked[k]! += c;
      klass.asked[k]! += c;
      if (j !== CORRECT) continue;
      branch.correct[k]! += c;
      klass.correct[k]! += c;
    }
  }
};

export const examAnalysis = async (
  db: Db,
  scope: TenantScope,
  examId: string,
  query: TExamAnalysisQuery,
): Promise<TExamAnalysis> => {
  const exam = await getExamOrThrow(db, scope, examId);
  const { slots, outcomeIds } = slotsOf(exam);
  const booklets = bookletsOf(exam);
  const tables = judgementTables(exam, slots, booklets);
  const acc = newCounts(slots.length, outcomeIds.length, booklets);
  const selection = selectionOf(scope, query);
  const [tallies, known] = await Promise.all([
    selection ? readTallies(db, exam, selection) : [],
    outcomesByIds(db, outcomeIds),
  ]);
  const branchId = scope.branchId ?? query.branchId;
  // A class within a branch is the class itself only when all its sheets are in that branch.
  const fits =
    selection !== null &&
    tallies.length > 0 &&
    !(selection.grouping === 'class' && branchId && tallies.some((t) => t.branchId !== branchId));
  if (fits) countTallies(tallies, selection, slots, tables, acc);
  else await countSheets(db, exam, scope, query, slots, tables, acc);
  const { n, correct, asked, upper, lower, marks, all, byBranch, byClass } = acc;
  const groupSize = groupSizeOf(n);

  const names = fits
    ? new Map(
        tallies.flatMap((t) => [t.branchId, t.classId].map((id, i) => [id, i ? t.className : t.branchName])),
      )
    : await branchAndClassNames(
        db,
        scope.businessId,
        [...byBranch.keys()].filter((k): k is string => k !== null),
        [...byClass.keys()].filter((k): k is string => k !== null),
      );
  const heat = (map: Map<string | null, OutcomeTally>, none: string): THeatRow[] =>
    [...map.entries()]
      .map(([id, t]) => ({
        id,
        name: id === null ? none : (names.get(id) ?? '-'),
        students: t.students,
        success: successOf(t),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'tr'));

  const questions: TQuestionAnalysis[] = slots.map((slot, i) => ({
    section: exam.sections[slot.section]!.name,
    question: slot.question,
    outcomeId: exam.sections[slot.section]!.outcomes[slot.question - 1] ?? null,
    cancellation: slot.cancellation?.rule ?? null,
    asked: asked[i]!,
    correct: correct[i]!,
    difficulty: share(correct[i]!, asked[i]!),
    discrimination:
      groupSize === 0 || slot.cancellation?.rule === 'AllCancelled'
        ? null
        : round4((upper[i]! - lower[i]!) / groupSize),
    distractors: booklets.map((b) => {
      const counts = marks.get(b)!;
      return {
        booklet: b,
        key: exam.sections[slot.section]!.keys[b]![slot.question - 1]!,
        counts: Object.fromEntries(
          MARK_COLUMNS.map((m, c) => [m, counts[i * MARK_COUNT + c]!]),
        ) as MarkCounts,
      };
    }),
  }));
  const allSuccess = successOf(all);
  return {
    exam: { id: exam.id, name: exam.name, date: exam.date },
    students: n,
    groupSize,
    discriminationMethod: DISCRIMINATION_METHOD_LABEL,
    questions,
    outcomes: outcomeIds.map((id, k) => ({
      id,
      code: known.get(id)?.code ?? '-',
      text: known.get(id)?.text ?? 'Kazanım havuzundan silinmiş',
      questions: slots
        .filter((s) => s.outcome === k)
        .map((s) => ({ section: exam.sections[s.section]!.name, question: s.question })),
      asked: all.asked[k]!,
      correct: all.correct[k]!,
      success: allSuccess[k]!,
    })),
    branches: heat(byBranch, 'Şubesiz'),
    classes: heat(byClass, 'Sınıfı olmayanlar'),
  };
};

/** The students' rows of the heat map, a page at a time, in rank order. */
export const examAnalysisStudents = async (
  db: Db,
  scope: TenantScope,
  examId: string,
  query: TExamAnalysisStudentQuery,
) => {
  const exam = await getExamOrThrow(db, scope, examId);
  const { slots, outcomeIds } = slotsOf(exam);
  const tables = judgementTables(exam, slots, bookletsOf(exam));
  const where = and(sheetsWhere(exam, scope, query), searchOver(query._searchTerm, examResults.searchKey));
  return selectPage(db, query, {
    countTable: examResults,
    select: () =>
      db
        .select({
          id: examResults.studentId,
          name: examResults.fullName,
          classCode: examResults.classCode,
          rank: examResults.rankBusiness,
          booklet: examResults.booklet,
          answers: examResults.answers,
        })
        .from(examResults)
        .$dynamic(),
    where,
    orderBy: [sql`${examResults.rankBusiness} asc nulls last`, asc(examResults.id)],
    row: (r) => {
      const success = sheetSuccess(slots, outcomeIds.length, tables, r.booklet, r.answers);
      return {
        id: r.id,
        name: r.name,
        classCode: r.classCode,
        rank: r.rank,
        students: 1,
        success,
      };
    },
  });
};
