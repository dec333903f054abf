import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentsVisibleTo, type TenantScope } from '../../platform/scope';
import { ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { students } from '../students/student.table';

/** Reads of other areas' tables for exams: branches named by an exam, students a line matches. */

export type LineStudent = {
  id: string;
  branchId: string;
  schoolClassId: string | null;
  citizenId: string;
  studentNo: number;
};

const lineStudent = {
  id: students.id,
  branchId: students.branchId,
  schoolClassId: students.schoolClassId,
  citizenId: students.citizenId,
  studentNo: students.studentNo,
};

/** The ids among `ids` that are branches of the business. */
export const branchesOfBusiness = async (db: Db, businessId: string, ids: string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(ofBusiness(branches.businessId, businessId), inArray(branches.id, ids)));
  return new Set(rows.map((r) => r.id));
};

const inExamBranches = (branchIds: string[]): SQL | undefined =>
  branchIds.length > 0 ? sql`${students.branchId} = any(${sql.param(branchIds)}::uuid[])` : undefined;

/**
 * Live students of the exam's business (and its branches, when it names some) whose citizen
 * id or student number is among the lines': one statement for a whole file, the values
 * going as one array parameter.
 */
export const studentsForLines = async (
  db: Db,
  businessId: string,
  branchIds: string[],
  by: 'CitizenId' | 'StudentNumber',
  values: string[],
): Promise<LineStudent[]> => {
  if (values.length === 0) return [];
  const match =
    by === 'CitizenId'
      ? sql`${students.citizenId} = any(${sql.param(values)}::text[])`
      : sql`${students.studentNo} = any(${sql.param(values.map(Number))}::int[])`;
  return db
    .select(lineStudent)
    .from(students)
    .where(
      and(
        ofBusiness(students.businessId, businessId),
        isNull(students.deletedAt),
        inExamBranches(branchIds),
        match,
      ),
    );
};

/** A student the caller sees, in the exam's business and branches: the one a hand match names. */
export const studentForMatch = async (
  db: Db,
  scope: TenantScope,
  branchIds: string[],
  studentId: string,
): Promise<LineStudent | undefined> => {
  const [row] = await db
    .select(lineStudent)
    .from(students)
    .where(and(studentsVisibleTo(scope), inExamBranches(branchIds), eq(students.id, studentId)));
  return row;
};
