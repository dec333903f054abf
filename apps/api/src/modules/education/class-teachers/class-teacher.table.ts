import { index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { branchOwned } from '../../../db/owned-columns';
import { majors } from '../../administration/majors/major.table';
import { personnel } from '../../personnel/personnel.table';
import { schoolClasses } from '../school-classes/school-class.table';

/** Which teacher teaches which major in which class, and for how many hours a week. */
export const schoolClassTeachers = pgTable(
  'school_class_teachers',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    schoolClassId: requiredRef(() => schoolClasses.id, { onDelete: 'cascade' }),
    personnelId: requiredRef(() => personnel.id),
    majorId: requiredRef(() => majors.id),
    weeklyHours: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('school_class_teachers_key').on(t.schoolClassId, t.majorId, t.personnelId),
    index('school_class_teachers_scope_idx').on(t.businessId, t.branchId),
    index('school_class_teachers_personnel_idx').on(t.personnelId),
  ],
);

/** The weekly hours a class should get of a major: the plan the distribution compares with. */
export const majorPlans = pgTable(
  'major_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    schoolClassId: requiredRef(() => schoolClasses.id, { onDelete: 'cascade' }),
    majorId: requiredRef(() => majors.id),
    plannedHours: integer().notNull(),
  },
  (t) => [unique('major_plans_key').on(t.schoolClassId, t.majorId)],
);
