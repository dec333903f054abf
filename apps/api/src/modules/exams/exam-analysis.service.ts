import type { Booklet } from '@panel/shared/exams/constants';
import {
  DISCRIMINATION_METHOD_LABEL,
  DISCRIMINATION_SHARE,
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
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage, searchOver } from '../../platform/listing';
import type { TenantScope } from '../../platform/scope';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { bookletsOf, type ExamRow, getExamOrThrow } from './exam.service';
import { examResults } from './exam.table';
import { outcomesByIds } from './learning-outcome.service';

/**
 * Question and outcome analysis, computed from the marks stored per sheet (`answers`): one
 * narrow read of the selected sheets (a branch's through exam_results_branch_rank_idx) and
 * one pass over their marks. Nothing is kept: a cancellation or a hand match shows at once.
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

/** The mark columns' order (A..E, blank, invalid) by character code: anything else is invalid. */
const MARK_COUNT = MARK_COLUMNS.length;
const BLANK = MARK_COLUMNS.indexOf('blank');
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
const markAt = (answers: string, offset: number): number => {
  const code = answers.charCodeAt(offset);
  if (Number.isNaN(code)) return BLANK;
  return code < 128 ? MARK_OF_CODE[code]! : INVALID;
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
    eq(examResults.examId, exam.id),
    eq(examResults.matched, true),
    eq(examResults.absent, false),
    sql`${examResults.scoreUnits} is not null`,
    scope.branchId ? eq(examResults.branchId, scope.branchId) : undefined,
    query.branchId ? eq(examResults.branchId, query.branchId) : undefined,
    query.classId ? eq(examResults.schoolClassId, query.classId) : undefined,
  )!;

const namesOf = async (db: Db, businessId: string, branchIds: string[], classIds: string[]) => {
  const [b, c] = await Promise.all([
    branchIds.length
      ? db
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(and(eq(branches.businessId, businessId), inArray(branches.id, branchIds)))
      : [],
    classIds.length
      ? db
          .select({ id: schoolClasses.id, name: schoolClasses.name })
          .from(schoolClasses)
          .where(and(eq(schoolClasses.businessId, businessId), inArray(schoolClasses.id, classIds)))
      : [],
  ]);
  return new Map([...b, ...c].map((r) => [r.id, r.name]));
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
  const size = slots.length;
  const outcomeCount = outcomeIds.length;
  const groupSize = n >= 2 ? Math.max(1, Math.round(n * DISCRIMINATION_SHARE)) : 0;
  const correct = new Int32Array(size);
  const asked = new Int32Array(size);
  const upper = new Int32Array(size);
  const lower = new Int32Array(size);
  const tables = judgementTables(exam, slots, booklets);
  const marks = new Map(booklets.map((b) => [b as string, new Int32Array(size * MARK_COUNT)]));
  const offsets = Int32Array.from(slots, (s) => s.offset);
  const outcomeOf = Int32Array.from(slots, (s) => s.outcome);
  const all = newTally(outcomeCount);
  const byBranch = new Map<string | null, OutcomeTally>();
  const byClass = new Map<string | null, OutcomeTally>();
  const tally = (map: Map<string | null, OutcomeTally>, key: string | null) => {
    const found = map.get(key);
    if (found) return found;
    const fresh = newTally(outcomeCount);
    map.set(key, fresh);
    return fresh;
  };

  for (let rank = 0; rank < n; rank++) {
    const sheet = sheets[rank]!;
    const table = tables.get(sheet.booklet);
    const counts = marks.get(sheet.booklet);
    // A scored sheet always has its booklet's key; anything else is not the scorer's and is left out.
    if (!table || !counts) continue;
    const branch = tally(byBranch, sheet.branchId);
    const klass = tally(byClass, sheet.classId);
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

  const [known, names] = await Promise.all([
    outcomesByIds(db, outcomeIds),
    namesOf(
      db,
      scope.businessId,
      [...byBranch.keys()].filter((k): k is string => k !== null),
      [...byClass.keys()].filter((k): k is string => k !== null),
    ),
  ]);
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
  return fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await db
          .select({
            id: examResults.studentId,
            name: examResults.fullName,
            classCode: examResults.classCode,
            rank: examResults.rankBusiness,
            booklet: examResults.booklet,
            answers: examResults.answers,
          })
          .from(examResults)
          .where(where)
          .orderBy(sql`${examResults.rankBusiness} asc nulls last`, asc(examResults.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => {
        const success = sheetSuccess(slots, outcomeIds.length, tables, r.booklet, r.answers);
        return {
          id: r.id,
          name: r.name,
          classCode: r.classCode,
          rank: r.rank,
          students: 1,
          success,
        };
      }),
    total: async () => (await db.select({ n: count() }).from(examResults).where(where))[0]?.n ?? 0,
  });
};
