import type { TPrivateLessonInput } from '@panel/shared/students/contracts';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { assertTeacherFor } from '../education/class-teachers/class-teacher.service';
import { privateLessonColumns } from './private-lesson.queries';
import { getStudentOrThrow } from './student.queries';
import { privateLessons as L, students } from './student.table';

/** The student and teacher are of the lesson's branch; a teacher is not in two lessons at once. */
export const assertPrivateLessonFits = async (
  db: Db,
  scope: TenantScope,
  input: TPrivateLessonInput,
  id?: string,
) => {
  const student = await getStudentOrThrow(db, scope, input.studentId).catch(() => {
    throw badRequest('Seçilen öğrenci bu kuruma ait değil.');
  });
  if (student.branchId !== input.branchId) throw badRequest('Öğrenci bu şubede kayıtlı değil.');
  await assertTeacherFor(db, scope, student, input.personnelId, input.majorId);
  const [clash] = await db
    .select({ startsAt: L.startsAt, endsAt: L.endsAt, studentName: privateLessonColumns.studentName })
    .from(L)
    .innerJoin(students, eq(students.id, L.studentId))
    .where(
      and(
        eq(L.personnelId, input.personnelId),
        eq(L.date, input.date),
        lt(L.startsAt, input.endsAt),
        gt(L.endsAt, input.startsAt),
        id ? ne(L.id, id) : undefined,
      ),
    );
  if (clash)
    throw badRequest(
      `Öğretmenin ${clash.startsAt}-${clash.endsAt} saatlerinde ${clash.studentName} ile özel dersi var.`,
      { title: 'Öğretmen Çakışması' },
    );
};
