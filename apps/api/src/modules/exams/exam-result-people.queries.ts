import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstId } from '../../platform/first-id';
import { studentsVisibleTo, type TenantScope } from '../../platform/scope';
import { ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { students } from '../students/student.table';

/** Reads of other areas' tables for the result sheet, the result SMS and the student's exams. */

/** The student, if the caller sees them (a teacher: their classes'; a parent: their children). */
export const visibleStudent = (db: Db, scope: TenantScope, studentId: string) =>
  firstId(db, students, and(studentsVisibleTo(scope), eq(students.id, studentId)));

/** What the printed sheet names besides the exam: the institution, the student, class and branch. */
export const sheetHeading = async (db: Db, businessId: string, studentId: string) => {
  const [row] = await db
    .select({
      institution: businesses.name,
      firstName: students.firstName,
      lastName: students.lastName,
      studentNo: students.studentNo,
      className: schoolClasses.name,
      branchName: branches.name,
    })
    .from(students)
    .innerJoin(businesses, eq(businesses.id, students.businessId))
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(and(ofBusiness(students.businessId, businessId), eq(students.id, studentId)));
  return row;
};

/** Names and parents' mobile phones of students, the payment person's first (as every family SMS). */
export const studentsWithPhones = async (db: Db, studentIds: string[]) => {
  if (studentIds.length === 0) return new Map<string, { name: string; phones: string[] }>();
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      // Written with aliases: a one-table select names its columns bare, which the subquery would mistake.
      phones: sql<string[]>`array(
        select p.mobile_phone from student_parents sp join parents p on p.id = sp.parent_id
         where sp.student_id = "students"."id" and coalesce(p.mobile_phone, '') <> ''
         group by p.mobile_phone
         order by bool_or(sp.is_payment_person) desc, p.mobile_phone)`,
    })
    .from(students)
    .where(inArray(students.id, studentIds));
  return new Map(rows.map((r) => [r.id, { name: `${r.firstName} ${r.lastName}`, phones: r.phones ?? [] }]));
};
