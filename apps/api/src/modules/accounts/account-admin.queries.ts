import type { ACCOUNT_SORTS } from '@panel/shared/accounts/contracts';
import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import type { TListQuery } from '@panel/shared/common/list-query';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { listOrder, searchOver, turkishOrder } from '../../platform/listing';
import { selectPage } from '../../platform/select-page';
import type { Scope } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { users } from '../users/user.table';
import { accounts } from './account.table';
import { inAccountScope } from './account-rules';

const columns = {
  id: accounts.id,
  userId: accounts.userId,
  role: accounts.role,
  isActive: accounts.isActive,
  businessId: accounts.businessId,
  businessName: businesses.name,
  branchId: accounts.branchId,
  branchName: branches.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const withLabel = <T extends { role: string }>(r: T) => ({
  ...r,
  roleLabel: roleLabels[r.role as Role] ?? r.role,
});

const joined = (db: Db) =>
  db
    .select(columns)
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(businesses, eq(businesses.id, accounts.businessId))
    .leftJoin(branches, eq(branches.id, accounts.branchId));

/** A person's name as the lists show it (first name first), in Turkish alphabetical order. */
export const userNameOrder = turkishOrder(sql`${users.firstName} || ' ' || ${users.lastName}`);
const accountSortColumns = {
  name: userNameOrder,
  email: users.email,
  business: turkishOrder(businesses.name),
};

export const findAccounts = (
  db: Db,
  scope: Scope,
  query: TListQuery & { activeOnly?: boolean; _sort?: (typeof ACCOUNT_SORTS)[number] },
) => {
  const where = and(
    inAccountScope(accounts.businessId, accounts.branchId, scope),
    query.activeOnly ? eq(accounts.isActive, true) : undefined,
    searchOver(query._searchTerm, users.searchKey, businesses.searchKey),
  );
  return selectPage(db, query, {
    select: () => joined(db).$dynamic(),
    where,
    orderBy: listOrder(query, accountSortColumns, [asc(users.searchKey), asc(accounts.id)], [accounts.id]),
    row: withLabel,
  });
};

export const getAccountOrThrow = async (db: Db, scope: Scope, id: string) => {
  const [row] = await joined(db).where(
    and(eq(accounts.id, id), inAccountScope(accounts.businessId, accounts.branchId, scope)),
  );
  if (!row) throw notFound();
  return withLabel(row);
};
