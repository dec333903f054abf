import type { TListQuery } from '@panel/shared/common/list-query';
import type { TCrmImportRowOutcome } from '@panel/shared/crm/import';
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { likeContains } from '../../../platform/listing';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { accounts } from '../../accounts/account.table';
import { branches } from '../../administration/branches/branch.table';
import { users } from '../../users/user.table';
import { crmImportFiles } from '../crm.table';

const fileRow = {
  id: crmImportFiles.id,
  fileName: crmImportFiles.fileName,
  branchId: crmImportFiles.branchId,
  branchName: branches.name,
  rowCount: crmImportFiles.rowCount,
  importedCount: crmImportFiles.importedCount,
  errorCount: crmImportFiles.errorCount,
  duplicateCount: crmImportFiles.duplicateCount,
  createdAt: crmImportFiles.createdAt,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

const baseQuery = (db: Db) =>
  db
    .select(fileRow)
    .from(crmImportFiles)
    .innerJoin(branches, eq(branches.id, crmImportFiles.branchId))
    .leftJoin(accounts, eq(accounts.id, crmImportFiles.createdByAccountId))
    .leftJoin(users, eq(users.id, accounts.userId));

/** The kept import files, newest first (the business index serves the order). */
export const findImportFiles = (db: Db, scope: TenantScope, query: TListQuery) => {
  const term = query._searchTerm?.trim();
  const where = and(
    ownedBy(crmImportFiles, scope),
    term && term.length >= 2 ? ilike(crmImportFiles.fileName, likeContains(term)) : undefined,
  );
  return selectPage(db, query, {
    countTable: crmImportFiles,
    select: () => baseQuery(db).$dynamic(),
    where,
    orderBy: [desc(crmImportFiles.createdAt), desc(crmImportFiles.id)],
    row: (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  });
};

/** One kept file with its outcome per row. */
export const getImportFileOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select({ ...fileRow, outcome: crmImportFiles.outcome })
    .from(crmImportFiles)
    .innerJoin(branches, eq(branches.id, crmImportFiles.branchId))
    .leftJoin(accounts, eq(accounts.id, crmImportFiles.createdByAccountId))
    .leftJoin(users, eq(users.id, accounts.userId))
    .where(and(ownedBy(crmImportFiles, scope), eq(crmImportFiles.id, id)));
  if (!row) throw notFound();
  return { ...row, createdAt: row.createdAt.toISOString(), outcome: row.outcome as TCrmImportRowOutcome[] };
};
