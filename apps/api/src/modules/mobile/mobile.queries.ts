import type { TMobileChild } from '@panel/shared/mobile/contracts';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentsVisibleTo, type TenantScope } from '../../platform/scope';
import { inBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { semesters } from '../education/semesters/semester.table';
import { students } from '../students/student.table';

/** Reads of other areas' tables the mobile pages show around a child: names, class, branch. */

const childColumns = {
  id: students.id,
  firstName: students.firstName,
  lastName: students.lastName,
  studentNo: students.studentNo,
  schoolClassId: students.schoolClassId,
  schoolClassName: schoolClasses.name,
  branchId: students.branchId,
  branchName: branches.name,
};

const children = (db: Db) =>
  db
    .select(childColumns)
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .$dynamic();

export type ChildRow = Awaited<ReturnType<ReturnType<typeof children>['execute']>>[number];

export const toChild = ({ schoolClassId: _c, branchId: _b, ...child }: ChildRow): TMobileChild => child;

/** A parent's children, a student himself: whom the mobile scope reaches, by name. */
export const listChildren = (db: Db, scope: TenantScope): Promise<ChildRow[]> =>
  children(db).where(studentsVisibleTo(scope)).orderBy(asc(students.sortKey), asc(students.id));

/** One child of the caller, or undefined: another family's child is not found. */
export const findChild = async (
  db: Db,
  scope: TenantScope,
  studentId: string,
): Promise<ChildRow | undefined> => {
  const [row] = await children(db).where(and(studentsVisibleTo(scope), eq(students.id, studentId)));
  return row;
};

/** How the family reaches the school: the child's branch's contact. */
export const branchContact = async (db: Db, branchId: string) => {
  const [row] = await db
    .select({ name: branches.name, phone: branches.phone, email: branches.email, address: branches.address })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row ?? { name: '', phone: null, email: null, address: null };
};

/**
 * The child's term: his class's semester, or without a class the business's semester that
 * holds `today`; null when neither is known.
 */
export const childTerm = async (
  db: Db,
  scope: TenantScope,
  child: ChildRow,
  today: string,
): Promise<{ name: string; startsOn: string; endsOn: string } | null> => {
  const term = { name: semesters.name, startsOn: semesters.startsOn, endsOn: semesters.endsOn };
  if (child.schoolClassId) {
    const [own] = await db
      .select(term)
      .from(schoolClasses)
      .innerJoin(semesters, eq(semesters.id, schoolClasses.semesterId))
      .where(eq(schoolClasses.id, child.schoolClassId));
    if (own) return own;
  }
  const [current] = await db
    .select(term)
    .from(semesters)
    .where(
      and(
        inBusiness(semesters.businessId, scope),
        lte(semesters.startsOn, today),
        gte(semesters.endsOn, today),
      ),
    )
    .orderBy(desc(semesters.startsOn))
    .limit(1);
  return current ?? null;
};
