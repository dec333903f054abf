import type { Answer, AssessmentDefinition } from '@panel/shared/assessments/scoring';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { createdByAccount } from '../../db/created-by-columns';
import { branchOwned, optionalBranchOwned } from '../../db/owned-columns';
import { createdAndUpdatedAt } from '../../db/timestamp-columns';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { students } from '../students/student.table';

/**
 * An inventory: its questions, dimensions, points and bands as one validated document, so a
 * change is saved whole or not at all. A null branch is the whole business's (the demo ones).
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    description: text(),
    displayMode: text().notNull(),
    definition: jsonb().$type<AssessmentDefinition>().notNull(),
    ...createdAndUpdatedAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('assessments_business_idx').on(t.businessId, t.branchId)],
);

/**
 * One sending of an inventory to students, a class or a branch. It keeps a copy of the
 * definition as it was sent, so editing the inventory later never changes what was answered.
 */
export const assessmentAssignments = pgTable(
  'assessment_assignments',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    assessmentId: requiredRef(() => assessments.id),
    name: text().notNull(),
    description: text(),
    displayMode: text().notNull(),
    definition: jsonb().$type<AssessmentDefinition>().notNull(),
    /** Students, Class, Branch; or External: a shareable link for people outside the institution. */
    target: text().notNull(),
    /** An External sending's shared link key (/assessment/external-profile/{shareToken}): random like a link's. */
    shareToken: text(),
    schoolClassId: uuid().references(() => schoolClasses.id),
    opensOn: date({ mode: 'string' }).notNull(),
    closesOn: date({ mode: 'string' }).notNull(),
    ...createdByAccount(),
  },
  (t) => [
    index('assessment_assignments_branch_idx').on(t.businessId, t.branchId, t.createdAt),
    uniqueIndex('assessment_assignments_share_token_key').on(t.shareToken),
  ],
);

/**
 * A person outside the institution (a prospective student or a parent) who answered an
 * External sending: the name and mobile phone they gave, kept so a later CRM can link them.
 */
export const assessmentExternalRespondents = pgTable(
  'assessment_external_respondents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    assignmentId: requiredRef(() => assessmentAssignments.id),
    fullName: text().notNull(),
    searchKey: text().notNull(),
    /** Masked as every phone of the panel: 0(5xx) xxx xx xx. */
    mobilePhone: text().notNull(),
    relation: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_external_respondents_phone_key').on(t.assignmentId, t.mobilePhone),
    index('assessment_external_respondents_phone_idx').on(t.businessId, t.mobilePhone),
  ],
);

/** A person's own link to an assignment: the random token, the draft answers, the submission. */
export const assessmentLinks = pgTable(
  'assessment_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    assignmentId: requiredRef(() => assessmentAssignments.id),
    studentId: uuid().references(() => students.id),
    /** An External sending's respondent; a student's link has none. */
    respondentId: uuid().references(() => assessmentExternalRespondents.id),
    /** 32 random bytes, base64url: the link's only key, never derived from an id. */
    token: text().notNull(),
    answers: jsonb().$type<Answer[]>().notNull().default(sql`'[]'::jsonb`),
    smsSentAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_links_token_key').on(t.token),
    uniqueIndex('assessment_links_student_key').on(t.assignmentId, t.studentId),
    index('assessment_links_student_idx').on(t.studentId),
    uniqueIndex('assessment_links_respondent_key').on(t.respondentId),
  ],
);

/** Each dimension's result of a submitted link, so reports count bands in SQL. */
export const assessmentScores = pgTable(
  'assessment_scores',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    linkId: requiredRef(() => assessmentLinks.id),
    assignmentId: requiredRef(() => assessmentAssignments.id),
    studentId: uuid().references(() => students.id),
    dimensionKey: text().notNull(),
    dimensionName: text().notNull(),
    position: integer().notNull(),
    /** Hundredths: 1234 is 12,34. */
    scoreCenti: integer().notNull(),
    bandLabel: text(),
    interpretation: text(),
  },
  (t) => [
    uniqueIndex('assessment_scores_link_key').on(t.linkId, t.dimensionKey),
    index('assessment_scores_assignment_idx').on(t.assignmentId, t.dimensionKey),
  ],
);
