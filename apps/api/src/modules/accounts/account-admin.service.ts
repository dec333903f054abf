import {
  NEW_USER_NEEDS_NAME,
  type TAccountCreate,
  type TAccountUpdate,
} from '@panel/shared/accounts/contracts';
import type { Role } from '@panel/shared/accounts/roles';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { announce } from '../../platform/area-events';
import { requireAuth } from '../../platform/auth';
import { auditedWrite, updateAudited } from '../../platform/crud';
import { badRequest, forbidden } from '../../platform/errors';
import { type Scope, tenantOf } from '../../platform/tenancy';
import { isBranchOfBusiness } from '../administration/branches/branch.service';
import { hashPassword } from '../users/password';
import { assertAcceptablePassword } from '../users/password-rules';
import { createUser, findUserByEmail, normaliseEmail } from '../users/user.service';
import { findAccountInPlace } from './account.queries';
import { accounts } from './account.table';
import { getAccountOrThrow } from './account-admin.queries';
import { ACCOUNT_REFUSALS, type Actor, assertMayGive, assertMayManageAccount } from './account-rules';
import { createInvitation } from './invitations/invitation.service';

/** A branch given for an account must be one of the account's business. */
const assertBranch = async (db: Db, businessId: string, branchId: string | null) => {
  if (!branchId) return;
  if (!(await isBranchOfBusiness(db, businessId, branchId)))
    throw badRequest('Seçilen şube bu kuruma ait değil.');
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
  const existing = await findUserByEmail(db, email);
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
    const duplicate = await findAccountInPlace(tx, {
      userId,
      businessId,
      role: input.role,
      branchId: input.branchId,
    });
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
  await updateAudited(db, request, { entity: 'account', id: input.id, before, after: input }, async (tx) => {
    await tx
      .update(accounts)
      .set({ branchId: input.branchId, role: input.role, isActive: input.isActive })
      .where(eq(accounts.id, input.id));
    // A closed account must not keep a live session; the user signs in again to their others.
    if (!input.isActive) await announce(tx, 'userAccessWithdrawn', { userId: before.userId });
  });
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
