import type { ACCOUNT_SORTS } from '@panel/shared/accounts/contracts';
import {
  NEW_USER_NEEDS_NAME,
  type TAccountCreate,
  type TAccountUpdate,
} from '@panel/shared/accounts/contracts';
import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import type { TListQuery } from '@panel/shared/common/list-query';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { announce } from '../../platform/area-events';
import { requireAuth } from '../../platform/auth';
import { auditedWrite } from '../../platform/crud';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { fetchPage, listOrder, searchOver, turkishOrder } from '../../platform/listing';
import { ofBusiness, type Scope, tenantOf } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { hashPassword } from '../users/password';
import { assertAcceptablePassword } from '../users/password-rules';
import { createUser, normaliseEmail } from '../users/user.service';
import { users } from '../users/user.table';
import { accounts } from './account.table';
import {
  ACCOUNT_REFUSALS,
  type Actor,
  assertMayGive,
  assertMayManageAccount,
  inAccountScope,
} from './account-rules';
import { createInvitation } from './invitations/invitation.service';

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
  return fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await joined(db)
          .where(where)
          .orderBy(
            ...listOrder(query, accountSortColumns, [asc(users.searchKey), asc(accounts.id)], [accounts.id]),
          )
          .limit(limit)
          .offset(offset)
      ).map(withLabel),
    total: async () =>
      (
        await db
          .select({ n: count() })
          .from(accounts)
          .innerJoin(users, eq(users.id, accounts.userId))
          .innerJoin(businesses, eq(businesses.id, accounts.businessId))
          .where(where)
      )[0]?.n ?? 0,
  });
};

export const getAccountOrThrow = async (db: Db, scope: Scope, id: string) => {
  const [row] = await joined(db).where(
    and(eq(accounts.id, id), inAccountScope(accounts.businessId, accounts.branchId, scope)),
  );
  if (!row) throw notFound();
  return withLabel(row);
};

/** A branch given for an account must be one of the account's business. */
const assertBranch = async (db: Db, businessId: string, branchId: string | null) => {
  if (!branchId) return;
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), ofBusiness(branches.businessId, businessId)));
  if (!row) throw badRequest('Seçilen şube bu kuruma ait değil.');
};

/**
 * Creates a user and an account at once. Business screens reach it only for a person with no
 * user yet (attaching an existing user goes through an invitation she accepts); the provider's
 * admins also add accounts to existing users here.
 */
export const createAccount = async (
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  businessId: string,
  input: TAccountCreate,
  links: { personnelId?: string } = {},
) => {
  assertMayGive(actor, { role: input.role, branchId: input.branchId ?? null });
  await assertBranch(db, businessId, input.branchId);
  const email = normaliseEmail(input.email);
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (!actor.provider && (existing || !input.password)) {
    // A business never attaches a registered person unasked, and its answer does not tell
    // whether the e-mail is registered: she is sent an invitation to accept (or to register).
    const invited = await createInvitation(
      request.server,
      request,
      { ...tenantOf(requireAuth(request)), businessId, branchId: actor.branchId },
      { email, phone: null, branchId: input.branchId, role: input.role },
    );
    return { id: invited.id };
  }
  // The provider's staff work across businesses; an account would land their next sign-in in one.
  if (existing?.isAdmin) throw forbidden(ACCOUNT_REFUSALS.providerAdmin);
  if (!existing && !(input.firstName && input.lastName && input.password))
    throw badRequest(NEW_USER_NEEDS_NAME);
  if (!existing) {
    assertAcceptablePassword(input.password!, {
      owner: { email, firstName: input.firstName, lastName: input.lastName },
    });
  }
  const passwordHash = existing ? null : await hashPassword(input.password!);
  return auditedWrite(db, request, { action: 'create', entity: 'account' }, async (tx) => {
    let userId = existing?.id;
    if (!userId) {
      const created = await createUser(tx, {
        email,
        firstName: input.firstName!,
        lastName: input.lastName!,
        passwordHash: passwordHash!,
      });
      userId = created.id;
    }
    const [duplicate] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          ofBusiness(accounts.businessId, businessId),
          eq(accounts.role, input.role),
          input.branchId ? eq(accounts.branchId, input.branchId) : isNull(accounts.branchId),
        ),
      );
    if (duplicate) throw badRequest('Bu kullanıcının bu şubede aynı rolle bir hesabı zaten var.');
    const [row] = await tx
      .insert(accounts)
      .values({ userId, businessId, branchId: input.branchId, role: input.role, ...links })
      .returning({ id: accounts.id });
    const after = { email, businessId, branchId: input.branchId, role: input.role, newUser: !existing };
    return { id: row!.id, after, result: { id: row!.id } };
  });
};

export const updateAccount = async (
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  scope: Scope,
  input: TAccountUpdate,
) => {
  const before = await getAccountOrThrow(db, scope, input.id);
  assertMayManageAccount(actor, before);
  // The new role and branch are a grant like any other: never above the actor, never outside its scope.
  assertMayGive(actor, { role: input.role, branchId: input.branchId ?? null });
  await assertBranch(db, before.businessId, input.branchId);
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'account', entityId: input.id, before },
    async (tx) => {
      await tx
        .update(accounts)
        .set({ branchId: input.branchId, role: input.role, isActive: input.isActive })
        .where(eq(accounts.id, input.id));
      // A closed account must not keep a live session; the user signs in again to their others.
      if (!input.isActive) await announce(tx, 'userAccessWithdrawn', { userId: before.userId });
      return { id: input.id, after: input, result: null };
    },
  );
};

/** Accounts are closed, not erased: the audit log and their records point at them. */
export const closeAccount = async (
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  scope: Scope,
  id: string,
) => {
  const before = await getAccountOrThrow(db, scope, id);
  await updateAccount(db, request, actor, scope, {
    id,
    branchId: before.branchId,
    role: before.role as Role,
    isActive: false,
  });
};
