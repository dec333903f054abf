import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { STUDENT_TRANSFER_SORTS } from '@panel/shared/students/contracts';
import type { TransferKind } from '@panel/shared/students/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { listOrder } from '../../platform/listing';
import { selectPage } from '../../platform/select-page';
import type { TenantScope } from '../../platform/tenancy';
import { inBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { students, studentTransfers } from './student.table';

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

export const findStudentTransfers = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & ListSort<(typeof STUDENT_TRANSFER_SORTS)[number]> & { studentId?: string },
) => {
  // A transfer is seen by the business, and by a branch on either side of it.
  const where = and(
    inBusiness(studentTransfers.businessId, scope),
    scope.branchId
      ? sql`(${studentTransfers.fromBranchId} = ${scope.branchId} or ${studentTransfers.toBranchId} = ${scope.branchId})`
      : undefined,
    query.studentId ? eq(studentTransfers.studentId, query.studentId) : undefined,
  );
  return selectPage(db, query, {
    countTable: studentTransfers,
    select: () =>
      db
        .select({
          id: studentTransfers.id,
          studentId: studentTransfers.studentId,
          studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
          studentNo: students.studentNo,
          kind: studentTransfers.kind,
          fromBranchName: fromBranch.name,
          toBranchName: toBranch.name,
          date: studentTransfers.date,
          note: studentTransfers.note,
          createdAt: studentTransfers.createdAt,
        })
        .from(studentTransfers)
        .innerJoin(students, eq(students.id, studentTransfers.studentId))
        .leftJoin(fromBranch, eq(fromBranch.id, studentTransfers.fromBranchId))
        .leftJoin(toBranch, eq(toBranch.id, studentTransfers.toBranchId))
        .$dynamic(),
    where,
    orderBy: listOrder(
      query,
      { date: studentTransfers.date, studentName: students.sortKey },
      [desc(studentTransfers.createdAt)],
      [studentTransfers.id],
    ),
    row: (r) => ({ ...r, kind: r.kind as TransferKind, createdAt: r.createdAt.toISOString() }),
  });
};
