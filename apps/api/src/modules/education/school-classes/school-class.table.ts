import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { branchOwned } from '../../../db/owned-columns';
import { storedFileColumns } from '../../../db/stored-file-columns';
import { classrooms } from '../classrooms/classroom.table';
import { semesters } from '../semesters/semester.table';
import { timePeriods } from '../time-periods/time-period.table';

/** A class of students in one semester: 9-A. */
export const schoolClasses = pgTable(
  'school_classes',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    semesterId: requiredRef(() => semesters.id),
    timePeriodId: uuid().references(() => timePeriods.id),
    classroomId: uuid().references(() => classrooms.id),
    gradeLevel: text().notNull(),
    section: text().notNull(),
    educationLevel: text().notNull(),
    capacity: integer().notNull(),
    /** "9-A", derived from grade and section. */
    name: text().notNull(),
    searchKey: text().notNull(),
    /** Grade in teaching order, then section: 9-A before 10-A. */
    sortKey: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('school_classes_identity_key').on(t.branchId, t.semesterId, t.gradeLevel, t.section),
    index('school_classes_scope_idx').on(t.businessId, t.branchId, t.semesterId),
  ],
);

/** A file kept with a class (syllabus, list, circular). Small files live in the database. */
export const schoolClassDocuments = pgTable(
  'school_class_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    schoolClassId: requiredRef(() => schoolClasses.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('school_class_documents_class_idx').on(t.schoolClassId)],
);
