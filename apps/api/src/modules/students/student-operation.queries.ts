import type { StudyState } from '@panel/shared/students/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redactStudent } from '../../platform/scope';
import type { TenantScope } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { getSchoolClassOrThrow } from '../education/school-classes/school-class.service';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { liveStudents } from './student.queries';
import { students } from './student.table';

/** SPEC 7: the students of a class. */
export const listClassStudents = async (db: Db, scope: TenantScope, schoolClassId: string) => {
  const klass = await getSchoolClassOrThrow(db, scope, schoolClassId);
  return db
    .select({
      id: students.id,
      studentNo: students.studentNo,
      firstName: students.firstName,
      lastName: students.lastName,
      citizenId: students.citizenId,
      studyState: students.studyState,
    })
    .from(students)
    .where(and(eq(students.schoolClassId, klass.id), liveStudents(scope)))
    .orderBy(asc(students.sortKey))
    .then((rows) =>
      rows.map((row) => redactStudent(scope, { ...row, studyState: row.studyState as StudyState })),
    );
};

/** Whether a class is still open, and its name: closing at term end refuses a closed class. */
export const classClosingState = async (db: Db, schoolClassId: string) => {
  const [state] = await db
    .select({ isActive: schoolClasses.isActive, name: schoolClasses.name })
    .from(schoolClasses)
    .where(eq(schoolClasses.id, schoolClassId));
  return state;
};

/** A branch's name: where a relocation or handover moved the student, for the answer's message. */
export const branchNameOf = async (db: Db, branchId: string) => {
  const [branch] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
  return branch;
};
