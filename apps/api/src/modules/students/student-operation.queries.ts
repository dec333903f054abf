import type { StudyState } from '@panel/shared/students/enums';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redactStudent } from '../../platform/scope';
import type { TenantScope } from '../../platform/tenancy';
import { getSchoolClassOrThrow } from '../education/school-classes/school-class.service';
import { liveStudents } from './student.service';
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
