import type { Cancellation, FormFieldRange } from '@panel/shared/exams/scoring';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, requiredRef } from '../../db/column-types';
import { createdByAccount } from '../../db/created-by-columns';
import { businessOwned, optionalBranchOwned } from '../../db/owned-columns';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { students } from '../students/student.table';

/** A section of an exam as stored: the keys upper-cased, the coefficient in thousandths. */
export type StoredSection = {
  name: string;
  questionCount: number;
  coefficientMilli: number;
  keys: Partial<Record<'A' | 'B' | 'C' | 'D', string>>;
  outcomes: (string | null)[];
};

/**
 * A scored section of a sheet as stored, in the exam's section order: [correct, wrong, blank,
 * net in twelfths]. Compact on purpose: a 100,000-line file writes one per section per line.
 */
export type SectionCounts = [number, number, number, number];

/** The reader's layout. A null branch is the whole business's (made from a business scope). */
export const examOpticalForms = pgTable(
  'exam_optical_forms',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    fields: jsonb().$type<FormFieldRange[]>().notNull(),
    sampleLine: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_optical_forms_business_idx').on(t.businessId, t.branchId)],
);

/**
 * An exam. `branchId` is the owning branch of a one-branch exam (null for a chain-wide one,
 * which only a business scope changes); `branchIds` the branches taking part (empty: all).
 * Sections hold the keys per booklet; cancellations are per (section, question).
 */
export const exams = pgTable(
  'exams',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    branchIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    name: text().notNull(),
    searchKey: text().notNull(),
    kind: text().notNull(),
    examDate: date({ mode: 'string' }).notNull(),
    opticalFormId: requiredRef(() => examOpticalForms.id),
    penalty: integer().notNull(),
    matching: text().notNull(),
    baseMilli: integer().notNull(),
    sections: jsonb().$type<StoredSection[]>().notNull(),
    cancellations: jsonb().$type<Cancellation[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exams_business_idx').on(t.businessId, t.examDate)],
);

/** One reader file: what it held and what became of each line. */
export const examUploads = pgTable(
  'exam_uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    examId: requiredRef(() => exams.id),
    encoding: text().notNull(),
    lines: integer().notNull(),
    scored: integer().notNull(),
    unmatched: integer().notNull(),
    absent: integer().notNull(),
    errors: jsonb().$type<{ line: number; reason: string }[]>().notNull(),
    ...createdByAccount(),
  },
  (t) => [index('exam_uploads_exam_idx').on(t.examId, t.createdAt)],
);

/**
 * A sheet read from a file: scored (with its student, or none when the exam does not match),
 * or waiting to be matched by hand (`matched` false: no nets, no ranks). The marks are kept
 * per section so a cancellation re-scores without the file.
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    /** The student's branch (or the exam's own when lines are not matched to students). */
    branchId: uuid().references(() => branches.id),
    examId: requiredRef(() => exams.id),
    uploadId: requiredRef(() => examUploads.id),
    lineNo: integer().notNull(),
    studentId: uuid().references(() => students.id),
    schoolClassId: uuid().references(() => schoolClasses.id),
    matched: boolean().notNull(),
    /** Why the line waits for a hand match. */
    reason: text(),
    absent: boolean().notNull().default(false),
    studentNumber: text().notNull(),
    citizenId: text().notNull(),
    fullName: text().notNull(),
    classCode: text().notNull(),
    room: text().notNull(),
    booklet: text().notNull(),
    searchKey: text().notNull(),
    /** The marks of every section, each cut to its question count, one after another. */
    answers: text().notNull(),
    sections: jsonb().$type<SectionCounts[]>(),
    totalNet12: integer(),
    /** Score in 1/12000 points (shared exams/scoring). */
    scoreUnits: bigint({ mode: 'number' }),
    rankClass: integer(),
    rankBranch: integer(),
    rankBusiness: integer(),
  },
  (t) => [
    uniqueIndex('exam_results_student_key').on(t.examId, t.studentId).where(sql`student_id is not null`),
    // The results page in rank order, for the exam, a branch or a class: read off the index.
    index('exam_results_rank_idx').on(t.examId, t.rankBusiness, t.id),
    index('exam_results_branch_rank_idx').on(t.examId, t.branchId, t.rankBusiness, t.id),
    index('exam_results_class_rank_idx').on(t.examId, t.schoolClassId, t.rankBusiness, t.id),
    index('exam_results_unmatched_idx').on(t.examId, t.lineNo).where(sql`matched = false`),
    index('exam_results_student_idx').on(t.studentId),
  ],
);

/**
 * The marks of an exam's scored sheets, counted per group so the analysis of a branch or a
 * class reads a few rows instead of every sheet. A row counts the sheets of one booklet in
 * one class of one branch (`grouping` 'class'), one branch ('branch') or the whole exam
 * ('exam'): all of them (`band` 0), or only the group's upper or lower 27 % in rank order
 * (1, 2), which is what discrimination needs. `marks` holds, per question of the exam in
 * order and per mark column (A-E, blank, invalid), the number of sheets with that mark
 * (little-endian, 16-bit or, when a count needs it, 32-bit). Marks, not judgements: keys and
 * cancellations are applied when read. Counted again for the whole exam whenever its sheets
 * or their scores change, in the same transaction.
 */
export const examResultTallies = pgTable(
  'exam_result_tallies',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    examId: requiredRef(() => exams.id),
    grouping: text().$type<'exam' | 'branch' | 'class'>().notNull(),
    branchId: uuid().references(() => branches.id),
    schoolClassId: uuid().references(() => schoolClasses.id),
    booklet: text().notNull(),
    /** 0 all the sheets, 1 the upper group, 2 the lower group of the row's grouping. */
    band: smallint().notNull(),
    students: integer().notNull(),
    marks: bytea().notNull(),
  },
  (t) => [
    index('exam_result_tallies_branch_idx').on(t.examId, t.grouping, t.branchId),
    index('exam_result_tallies_class_idx').on(t.examId, t.schoolClassId),
  ],
);

/** An institution's own exam kind (kind "Other"): default sections for its exams. Business-wide. */
export const examTypes = pgTable(
  'exam_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    penalty: integer().notNull(),
    baseMilli: integer().notNull(),
    sections: jsonb().$type<{ name: string; questionCount: number; coefficientMilli: number }[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_types_name_key').on(t.businessId, t.searchKey)],
);
