import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { branchOwned, businessOwned } from '../../db/owned-columns';
import { storedFileColumns } from '../../db/stored-file-columns';
import { createdAndUpdatedAt } from '../../db/timestamp-columns';
import { branches } from '../administration/branches/branch.table';
import { majors } from '../administration/majors/major.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { personnel } from '../personnel/personnel.table';

/** A student of the business, registered at a branch. Never erased: see DOMAIN "Students". */
export const students = pgTable(
  'students',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    /** Per business, in registration order: what staff read out and type. */
    studentNo: integer().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    citizenId: text().notNull(),
    gender: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    educationLevel: text().notNull(),
    origin: text().notNull(),
    school: text(),
    studyState: text().notNull().default('Draft'),
    schoolClassId: uuid().references(() => schoolClasses.id),
    /** Folded name, citizen id, number, phone digits and parent names: the search box's text. */
    searchKey: text().notNull(),
    /** The surname-first sort key, folded the Turkish way. */
    sortKey: text().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    unique('students_number_key').on(t.businessId, t.studentNo),
    uniqueIndex('students_citizen_key').on(t.businessId, t.citizenId).where(sql`deleted_at is null`),
    index('students_scope_idx').on(t.businessId, t.branchId, t.sortKey),
    // A business-wide list pages in this order without sorting every student (docs/performance.md).
    index('students_business_sort_idx').on(t.businessId, t.sortKey, t.id).where(sql`deleted_at is null`),
    index('students_class_idx').on(t.schoolClassId),
    // The dashboard's new students of a month or year, with the branch read from the index.
    index('students_created_idx').on(t.businessId, t.createdAt, t.branchId).where(sql`deleted_at is null`),
    index('students_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/**
 * Live students per branch, kept by statement triggers on students (migration
 * 0015_student_counts): an unfiltered list's total is a sum of these rows instead of
 * counting 100,000 index entries on every page (docs/performance.md).
 */
export const studentCounts = pgTable(
  'student_counts',
  {
    businessId: uuid().notNull(),
    branchId: uuid().notNull(),
    live: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.branchId] })],
);

/** Students created on a day (Istanbul) in a branch and not deleted since, kept by triggers (migration 0043). */
export const studentDays = pgTable(
  'student_days',
  {
    businessId: uuid().notNull(),
    branchId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    newStudents: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.branchId] })],
);

/** A parent or other relative, kept once per business and linked to each of their children. */
export const parents = pgTable(
  'parents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    citizenId: text(),
    /** Forms require it; an imported sheet may name a parent without one. */
    mobilePhone: text(),
    email: text(),
    occupation: text(),
    searchKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parents_citizen_idx').on(t.businessId, t.citizenId),
    index('parents_phone_idx').on(t.businessId, t.mobilePhone),
    // The header's quick search matches any word of the name anywhere in the key.
    index('parents_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

export const studentParents = pgTable(
  'student_parents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    studentId: requiredRef(() => students.id),
    parentId: requiredRef(() => parents.id),
    relation: text().notNull(),
    isAdult: boolean().notNull().default(true),
    /** The one who pays: overdue reminders and receipts go to this person. */
    isPaymentPerson: boolean().notNull().default(false),
  },
  (t) => [
    unique('student_parents_key').on(t.studentId, t.parentId),
    index('student_parents_parent_idx').on(t.parentId),
  ],
);

/** Phones, e-mails and addresses of a student or a parent (SPEC 3 contacts). */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    /** The student's or the parent's id. */
    personId: uuid().notNull(),
    contactType: text().notNull(),
    contactOption: text(),
    value: text().notNull(),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [
    index('contacts_person_idx').on(t.personId),
    uniqueIndex('contacts_one_primary_key').on(t.personId, t.contactType).where(sql`is_primary`),
  ],
);

export const studentNotes = pgTable(
  'student_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    studentId: requiredRef(() => students.id),
    text: text().notNull(),
    isPinned: boolean().notNull().default(false),
    isPopup: boolean().notNull().default(false),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_notes_student_idx').on(t.studentId, t.createdAt)],
);

export const studentDocuments = pgTable(
  'student_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    studentId: requiredRef(() => students.id),
    ...storedFileColumns(),
  },
  (t) => [index('student_documents_student_idx').on(t.studentId)],
);

/** Every move of a student between branches or in and out of the business, kept as history. */
export const studentTransfers = pgTable(
  'student_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    studentId: requiredRef(() => students.id),
    kind: text().notNull(),
    fromBranchId: uuid().references(() => branches.id),
    toBranchId: uuid().references(() => branches.id),
    date: date({ mode: 'string' }).notNull(),
    note: text(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_transfers_student_idx').on(t.studentId, t.createdAt)],
);

/** A one-to-one lesson a student takes with a teacher on a day (SPEC 3 order item: private lesson). */
export const privateLessons = pgTable(
  'private_lessons',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    studentId: requiredRef(() => students.id),
    personnelId: requiredRef(() => personnel.id),
    majorId: requiredRef(() => majors.id),
    date: date({ mode: 'string' }).notNull(),
    startsAt: text().notNull(),
    endsAt: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('private_lessons_scope_idx').on(t.businessId, t.branchId, t.date),
    index('private_lessons_teacher_idx').on(t.personnelId, t.date),
    index('private_lessons_student_idx').on(t.studentId),
  ],
);
