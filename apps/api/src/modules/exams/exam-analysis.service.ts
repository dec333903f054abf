import type { Booklet } from '@panel/shared/exams/constants';
import {
  DISCRIMINATION_METHOD_LABEL,
  DISCRIMINATION_SHARE,
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
  readMark,
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

const judgeAll = (exam: ExamRow, slots: Slot[], booklet: string, answers: string): Judgement[] => {
  const keys = exam.sections.map((s) => s.keys[booklet as Booklet] ?? '');
  return slots.map((slot) =>
    judgeMark(readMark(answers[slot.offset]), keys[slot.section]![slot.question - 1], slot.cancellation),
  );
};

const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
const share = (correct: number, asked: number) => (asked === 0 ? null : round4(correct / asked));

/** Correct and asked per outcome, added up over a group's sheets. */
class OutcomeTally {
  readonly correct: number[];
  readonly asked: number[];
  students = 0;
  constructor(size: number) {
    this.correct = new Array(size).fill(0);
    this.asked = new Array(size).fill(0);
  }
  add(slots: Slot[], judged: Judgement[]) {
    this.students++;
    slots.forEach((slot, i) => {
      if (slot.outcome < 0 || judged[i] === 'cancelled') return;
      this.asked[slot.outcome]!++;
      if (judged[i] === 'correct') this.correct[slot.outcome]!++;
    });
  }
  success() {
    return this.correct.map((c, i) => share(c, this.asked[i]!));
  }
}

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

const emptyCounts = (): MarkCounts => ({ A: 0, B: 0, C: 0, D: 0, E: 0, blank: 0, invalid: 0 });

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
  const groupSize = n >= 2 ? Math.max(1, Math.round(n * DISCRIMINATION_SHARE)) : 0;
  const correct = new Array(slots.length).fill(0);
  const asked = new Array(slots.length).fill(0);
  const upper = new Array(slots.length).fill(0);
  const lower = new Array(slots.length).fill(0);
  const marks = new Map<string, MarkCounts[]>(booklets.map((b) => [b, slots.map(emptyCounts)]));
  const all = new OutcomeTally(outcomeIds.length);
  const byBranch = new Map<string | null, OutcomeTally>();
  const byClass = new Map<string | null, OutcomeTally>();
  const tally = (map: Map<string | null, OutcomeTally>, key: string | null) => {
    const found = map.get(key);
    if (found) return found;
    const fresh = new OutcomeTally(outcomeIds.length);
    map.set(key, fresh);
    return fresh;
  };

  sheets.forEach((sheet, rank) => {
    const judged = judgeAll(exam, slots, sheet.booklet, sheet.answers);
    const counts = marks.get(sheet.booklet);
    slots.forEach((slot, i) => {
      const mark = readMark(sheet.answers[slot.offset]);
      if (counts) counts[i]![mark]++;
      if (judged[i] === 'cancelled') return;
      asked[i]++;
      if (judged[i] !== 'correct') return;
      correct[i]++;
      if (rank < groupSize) upper[i]++;
      if (rank >= n - groupSize) lower[i]++;
    });
    all.add(slots, judged);
    tally(byBranch, sheet.branchId).add(slots, judged);
    tally(byClass, sheet.classId).add(slots, judged);
  });

  const known = await outcomesByIds(db, outcomeIds);
  const names = await namesOf(
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
        success: t.success(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'tr'));

  const questions: TQuestionAnalysis[] = slots.map((slot, i) => ({
    section: exam.sections[slot.section]!.name,
    question: slot.question,
    outcomeId: exam.sections[slot.section]!.outcomes[slot.question - 1] ?? null,
    cancellation: slot.cancellation?.rule ?? null,
    asked: asked[i],
    correct: correct[i],
    difficulty: share(correct[i], asked[i]),
    discrimination:
      groupSize === 0 || slot.cancellation?.rule === 'AllCancelled'
        ? null
        : round4((upper[i] - lower[i]) / groupSize),
    distractors: booklets.map((b) => ({
      booklet: b,
      key: exam.sections[slot.section]!.keys[b]![slot.question - 1]!,
      counts: marks.get(b)![i]!,
    })),
  }));
  const allSuccess = all.success();
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
        const t = new OutcomeTally(outcomeIds.length);
        t.add(slots, judgeAll(exam, slots, r.booklet, r.answers));
        return {
          id: r.id,
          name: r.name,
          classCode: r.classCode,
          rank: r.rank,
          students: 1,
          success: t.success(),
        };
      }),
    total: async () => (await db.select({ n: count() }).from(examResults).where(where))[0]?.n ?? 0,
  });
};
