import {
  SCHOOL_CLASS_SORTS,
  ZSchoolClassOptionSchema,
  ZSchoolClassRecordSchema,
} from '@panel/shared/education/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ResourceSpec, Row } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { classrooms } from '../classrooms/classroom.table';
import { semesters } from '../semesters/semester.table';
import { timePeriods } from '../time-periods/time-period.table';
import { schoolClasses } from './school-class.table';

const columns = {
  id: schoolClasses.id,
  name: schoolClasses.name,
  branchId: schoolClasses.branchId,
  branchName: branches.name,
  semesterId: schoolClasses.semesterId,
  semesterName: semesters.name,
  timePeriodId: schoolClasses.timePeriodId,
  timePeriodName: timePeriods.name,
  classroomId: schoolClasses.classroomId,
  classroomName: classrooms.name,
  gradeLevel: schoolClasses.gradeLevel,
  section: schoolClasses.section,
  educationLevel: schoolClasses.educationLevel,
  capacity: schoolClasses.capacity,
  isActive: schoolClasses.isActive,
};

const schoolClassSortColumns = { name: schoolClasses.sortKey };

/**
 * How the school class screen reads its records and what it answers (the list, the detail, the
 * sorts and the select options); platform/resource adds the tenant to each.
 */
export const schoolClassReads = {
  record: ZSchoolClassRecordSchema,
  sorts: { keys: SCHOOL_CLASS_SORTS, columns: schoolClassSortColumns },
  select: (db: Db) =>
    db
      .select(columns)
      .from(schoolClasses)
      .innerJoin(branches, eq(branches.id, schoolClasses.branchId))
      .innerJoin(semesters, eq(semesters.id, schoolClasses.semesterId))
      .leftJoin(timePeriods, eq(timePeriods.id, schoolClasses.timePeriodId))
      .leftJoin(classrooms, eq(classrooms.id, schoolClasses.classroomId))
      .$dynamic(),
  searchColumns: [schoolClasses.searchKey],
  orderBy: [asc(branches.searchKey), asc(schoolClasses.sortKey)],
  options: {
    option: ZSchoolClassOptionSchema,
    select: (db: Db) =>
      db
        .select({
          id: schoolClasses.id,
          name: schoolClasses.name,
          branchId: schoolClasses.branchId,
          semesterId: schoolClasses.semesterId,
        })
        .from(schoolClasses)
        .$dynamic(),
    where: eq(schoolClasses.isActive, true),
    orderBy: [asc(schoolClasses.sortKey)],
  },
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;

export const schoolClassFilter = (q: { branchId?: string | undefined; semesterId?: string | undefined }) =>
  and(
    q.semesterId ? eq(schoolClasses.semesterId, q.semesterId) : undefined,
    q.branchId ? eq(schoolClasses.branchId, q.branchId) : undefined,
  );
