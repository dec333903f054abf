import { netValue } from '@panel/shared/exams/scoring';
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classKeyVisibleTo, type TenantScope } from '../../platform/scope';
import { inBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { examsVisibleTo } from './exam.service';
import { exams, examResults as R } from './exam.table';

/** The scored sheets of the scope: its branch, a teacher's own classes; absent students have no net. */
const scoredSheets = (scope: TenantScope): SQL =>
  and(
    inBusiness(R.businessId, scope),
    scope.branchId ? eq(R.branchId, scope.branchId) : undefined,
    classKeyVisibleTo(R.schoolClassId, scope),
    eq(R.matched, true),
    eq(R.absent, false),
    isNotNull(R.totalNet12),
  )!;

/**
 * The newest exam the scope has scored sheets of, and its average total net per branch and
 * over the scope: the dashboard's "last exam" widget. Null before any exam is read.
 */
export const lastExamAverages = async (db: Db, scope: TenantScope) => {
  const sheets = scoredSheets(scope);
  const [exam] = await db
    .select({ id: exams.id, name: exams.name, date: exams.examDate })
    .from(exams)
    .where(
      and(
        examsVisibleTo(scope),
        sql`exists (${db
          .select({ one: sql`1` })
          .from(R)
          .where(and(eq(R.examId, exams.id), sheets))})`,
      ),
    )
    .orderBy(desc(exams.examDate), desc(exams.id))
    .limit(1);
  if (!exam) return null;
  const rows = await db
    .select({
      branchId: R.branchId,
      branchName: branches.name,
      students: count(),
      net12: sql<string>`sum(${R.totalNet12})`,
    })
    .from(R)
    .leftJoin(branches, eq(branches.id, R.branchId))
    .where(and(eq(R.examId, exam.id), sheets))
    .groupBy(R.branchId, branches.name, branches.searchKey)
    .orderBy(asc(branches.searchKey));
  const students = rows.reduce((n, r) => n + r.students, 0);
  const net12 = rows.reduce((n, r) => n + Number(r.net12), 0);
  return {
    exam,
    students,
    averageNet: netValue(net12 / students),
    branches: rows.map((r) => ({
      branchId: r.branchId,
      branchName: r.branchName,
      students: r.students,
      averageNet: netValue(Number(r.net12) / r.students),
    })),
  };
};
