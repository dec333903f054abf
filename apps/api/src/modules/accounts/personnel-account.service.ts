import type { TAccountCreate } from '@panel/shared/accounts/contracts';
import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { inBusiness, type TenantScope } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { getPersonnelOrThrow } from '../personnel/personnel.service';
import { users } from '../users/user.table';
import { accounts } from './account.table';
import { createAccount } from './account-admin.service';
import { type Actor, assertMayGrantRole } from './account-rules';

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

/** A sign-in for a member of staff: their name and branch, a staff role at or below the caller's. */
export const createPersonnelAccount = async (
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  scope: TenantScope,
  personnelId: string,
  input: Pick<TAccountCreate, 'email' | 'password' | 'role'>,
) => {
  const person = await getPersonnelOrThrow(db, scope, personnelId);
  if (input.role === 'Parent' || input.role === 'Student')
    throw badRequest('Personele veli veya öğrenci rolü verilemez.');
  assertMayGrantRole(actor, input.role);
  return createAccount(
    db,
    request,
    actor,
    scope.businessId,
    { ...input, firstName: person.firstName, lastName: person.lastName, branchId: person.branchId },
    { personnelId: person.id },
  );
};
