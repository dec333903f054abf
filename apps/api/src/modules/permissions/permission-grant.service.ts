import { mayManageRole, type Role } from '@panel/shared/accounts/roles';
import type {
  GrantKind,
  TGrantView,
  ZGrantSaveSchema,
  ZGrantScopeSchema,
  ZTransferSchema,
} from '@panel/shared/permissions/contracts';
import { GRANTABLE_ACTIONS } from '@panel/shared/permissions/grantable';
import { GRANTABLE_MENU } from '@panel/shared/permissions/menu';
import { WIDGETS } from '@panel/shared/permissions/widgets';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/auth';
import { auditedWrite } from '../../platform/crud';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { ofBusiness, type TenantScope, tenantOf } from '../../platform/tenancy';
import { getAccountOrThrow } from '../accounts/account-admin.queries';
import { ACCOUNT_REFUSALS, actorOf, assertMayManageAccount } from '../accounts/account-rules';
import { getBranchOrThrow } from '../administration/branches/branch.service';
import { assertGivesOnlyOwn } from './grant-rules';
import { defaultGrants, forgetCachedGrants, resolveGrants } from './permission.service';
import { permissionGrants } from './permission-grant.table';

type TGrantScope = z.infer<typeof ZGrantScopeSchema>;
type TGrantSave = z.infer<typeof ZGrantSaveSchema>;
type TTransfer = z.infer<typeof ZTransferSchema>;

const ALLOWED: Record<GrantKind, ReadonlySet<string>> = {
  menu: new Set(GRANTABLE_MENU.map((m) => m.id)),
  widget: new Set(WIDGETS.map((w) => w.id)),
  action: new Set(GRANTABLE_ACTIONS.map((a) => a.key)),
};

/**
 * The branch a change is for: the business-wide account may pick any branch of its
 * business or none (all branches); a branch account only its own branch.
 */
const branchFor = async (
  db: Db,
  scope: TenantScope,
  branchId: string | null | undefined,
): Promise<string | null> => {
  // A branch account never reaches business-wide grants (branchId empty) nor another branch's.
  if (scope.branchId && branchId !== scope.branchId) {
    throw forbidden('Yalnızca kendi şubenizin yetkilerini düzenleyebilirsiniz.');
  }
  if (branchId) await getBranchOrThrow(db, scope, branchId);
  return branchId ?? null;
};

const scopeWhere = (businessId: string, kind: GrantKind, role: string, branchId: string | null) =>
  and(
    ofBusiness(permissionGrants.businessId, businessId),
    eq(permissionGrants.kind, kind),
    eq(permissionGrants.role, role),
    isNull(permissionGrants.accountId),
    branchId ? eq(permissionGrants.branchId, branchId) : isNull(permissionGrants.branchId),
  );

/** What a role holds at a branch (or business-wide) and where that comes from. */
const roleGrantView = async (
  db: Db,
  businessId: string,
  kind: GrantKind,
  role: Role,
  branchId: string | null,
): Promise<TGrantView> => {
  const defaults = [...defaultGrants(role)[kind]];
  const rows = await db
    .select({ keys: permissionGrants.keys, branchId: permissionGrants.branchId })
    .from(permissionGrants)
    .where(
      and(
        ofBusiness(permissionGrants.businessId, businessId),
        eq(permissionGrants.kind, kind),
        eq(permissionGrants.role, role),
        isNull(permissionGrants.accountId),
      ),
    );
  const own = rows.find((r) => r.branchId === branchId);
  const business = rows.find((r) => r.branchId === null);
  if (own && branchId) return { keys: own.keys, source: 'branch', defaults };
  if (business) return { keys: business.keys, source: 'business', defaults };
  return { keys: defaults, source: 'default', defaults };
};

/**
 * A role's grants are changed only by an account that may hand that role out and change its
 * holders (never the founder's or general manager's below the founder), and the change adds
 * nothing the caller lacks.
 */
const assertMayChangeRoleGrants = async (
  db: Db,
  request: FastifyRequest,
  change: { kind: GrantKind; role: Role; current: readonly string[]; next: readonly string[] },
) => {
  const auth = requireAuth(request);
  if (!auth.role || !mayManageRole(auth.role, change.role))
    throw forbidden(ACCOUNT_REFUSALS.role(change.role));
  const caller = (await resolveGrants(db, auth))[change.kind];
  assertGivesOnlyOwn(change.kind, {
    callerRole: auth.role,
    caller,
    current: change.current,
    next: change.next,
  });
};

/** GET /permission/grants: what a role holds at a branch or business-wide, and from where. */
export const grantView = async (db: Db, request: FastifyRequest, query: TGrantScope): Promise<TGrantView> => {
  const scope = tenantOf(requireAuth(request));
  const { kind, role } = query;
  const branchId = await branchFor(db, scope, query.branchId);
  return roleGrantView(db, scope.businessId, kind, role, branchId);
};

/** A role's grants at a branch or business-wide, replaced by the chosen keys. */
export const saveRoleGrants = async (db: Db, request: FastifyRequest, input: TGrantSave) => {
  const scope = tenantOf(requireAuth(request));
  const { kind, role, keys } = input;
  const branchId = await branchFor(db, scope, input.branchId);
  const unknown = keys.filter((k) => !ALLOWED[kind].has(k));
  if (unknown.length > 0) throw badRequest('Tanınmayan yetki seçildi.', { errors: unknown });
  const unique = [...new Set(keys)];
  const current = await roleGrantView(db, scope.businessId, kind, role, branchId);
  await assertMayChangeRoleGrants(db, request, { kind, role, current: current.keys, next: unique });
  await auditedWrite(db, request, { action: 'update', entity: `permission-${kind}` }, async (tx) => {
    await tx.delete(permissionGrants).where(scopeWhere(scope.businessId, kind, role, branchId));
    const [row] = await tx
      .insert(permissionGrants)
      .values({
        businessId: scope.businessId,
        branchId,
        role,
        kind,
        keys: unique,
        updatedByAccountId: requireAuth(request).accountId,
      })
      .returning({ id: permissionGrants.id });
    return { id: row!.id, after: { role, branchId, keys: unique }, result: null };
  });
  forgetCachedGrants();
};

/** A role's own grants at this level removed: the level above (or the defaults) holds again. */
export const resetRoleGrants = async (db: Db, request: FastifyRequest, input: TGrantScope) => {
  const scope = tenantOf(requireAuth(request));
  const { kind, role } = input;
  const branchId = await branchFor(db, scope, input.branchId);
  // What holds once this level is gone: the business-wide set for a branch, else the defaults.
  const current = await roleGrantView(db, scope.businessId, kind, role, branchId);
  const next = branchId
    ? (await roleGrantView(db, scope.businessId, kind, role, null)).keys
    : defaultGrants(role)[kind];
  await assertMayChangeRoleGrants(db, request, { kind, role, current: current.keys, next });
  await auditedWrite(db, request, { action: 'delete', entity: `permission-${kind}` }, async (tx) => {
    await tx.delete(permissionGrants).where(scopeWhere(scope.businessId, kind, role, branchId));
    return { id: `${role}:${branchId ?? '*'}`, result: null };
  });
  forgetCachedGrants();
};

/** One account's actions copied onto another's, never more than the caller holds. */
export const transferAccountGrants = async (db: Db, request: FastifyRequest, input: TTransfer) => {
  const auth = requireAuth(request);
  const scope = tenantOf(auth);
  const { kind, fromAccountId, toAccountId } = input;
  if (fromAccountId === toAccountId) throw badRequest('Kaynak ve hedef kullanıcı aynı olamaz.');
  const [from, to] = await Promise.all([
    getAccountOrThrow(db, scope, fromAccountId),
    getAccountOrThrow(db, scope, toAccountId),
  ]);
  if (!from.isActive || !to.isActive) throw notFound();
  assertMayManageAccount(actorOf(request, scope), to);
  const grantsOf = (a: typeof from) =>
    resolveGrants(db, {
      userId: a.userId,
      accountId: a.id,
      businessId: a.businessId,
      branchId: a.branchId,
      role: a.role as Role,
      isAdmin: false,
      impersonatorUserId: null,
    });
  const [source, target, caller] = await Promise.all([grantsOf(from), grantsOf(to), resolveGrants(db, auth)]);
  const keys = [...source[kind]];
  // A business route's caller always acts as an account, which has a role.
  assertGivesOnlyOwn(kind, {
    callerRole: auth.role!,
    caller: caller[kind],
    current: target[kind],
    next: keys,
  });
  await auditedWrite(db, request, { action: 'update', entity: `permission-transfer-${kind}` }, async (tx) => {
    await tx
      .delete(permissionGrants)
      .where(and(eq(permissionGrants.accountId, to.id), eq(permissionGrants.kind, kind)));
    const [row] = await tx
      .insert(permissionGrants)
      .values({
        businessId: scope.businessId,
        accountId: to.id,
        kind,
        keys,
        updatedByAccountId: auth.accountId,
      })
      .returning({ id: permissionGrants.id });
    return { id: row!.id, after: { from: from.id, to: to.id, keys }, result: null };
  });
  forgetCachedGrants();
  return { from, to };
};
