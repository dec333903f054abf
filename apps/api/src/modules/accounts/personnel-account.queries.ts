import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inBusiness, type TenantScope } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { getPersonnelOrThrow } from '../personnel/personnel.queries';
import { users } from '../users/user.table';
import { accounts } from './account.table';

/** The sign-ins a member of staff holds in the caller's business (the personnel card's accounts tab). */
export const listPersonnelAccounts = async (db: Db, scope: TenantScope, personnelId: string) => {
  await getPersonnelOrThrow(db, scope, personnelId);
  const rows = await db
    .select({
      id: accounts.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: accounts.role,
      branchName: branches.name,
      isActive: accounts.isActive,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .leftJoin(branches, eq(branches.id, accounts.branchId))
    .where(and(eq(accounts.personnelId, personnelId), inBusiness(accounts.businessId, scope)))
    .orderBy(asc(accounts.createdAt));
  return rows.map((r) => ({ ...r, role: r.role as Role, roleLabel: roleLabels[r.role as Role] ?? r.role }));
};
