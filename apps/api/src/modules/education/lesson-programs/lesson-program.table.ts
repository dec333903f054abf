import { index, pgTable, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { branchOwned } from '../../../db/owned-columns';
import { majors } from '../../administration/majors/major.table';
import { personnel } from '../../personnel/personnel.table';
import { classrooms } from '../classrooms/classroom.table';
import { lessonTimes } from '../lesson-times/lesson-time.table';
import { schoolClasses } from '../school-classes/school-class.table';
import { semesters } from '../semesters/semester.table';

/**
 * One cell of the weekly program: class x weekday x slot -> major, teacher, classroom.
 * The unique keys are the double-booking rule (DOMAIN "Education"); the service checks
 * first to name the clash, the keys hold when two requests race.
 */
export const lessonProgramEntries = pgTable(
  'lesson_program_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    /** The class's semester, copied so a clash is checked within one term. */
    semesterId: requiredRef(() => semesters.id),
    schoolClassId: requiredRef(() => schoolClasses.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    lessonTimeId: requiredRef(() => lessonTimes.id),
    majorId: requiredRef(() => majors.id),
    personnelId: requiredRef(() => personnel.id),
    classroomId: uuid().references(() => classrooms.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lesson_program_class_slot_key').on(t.schoolClassId, t.weekday, t.lessonTimeId),
    unique('lesson_program_teacher_slot_key').on(t.semesterId, t.personnelId, t.weekday, t.lessonTimeId),
    unique('lesson_program_classroom_slot_key').on(t.semesterId, t.classroomId, t.weekday, t.lessonTimeId),
    index('lesson_program_scope_idx').on(t.businessId, t.branchId, t.semesterId),
  ],
);
