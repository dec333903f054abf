import { mayGrantRole, mayManageRole, type Role, roleLabels } from '@panel/shared/accounts/roles';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { isProvider, type Scope, scopeBusiness } from '../../platform/tenancy';

/**
 * Who hands out, changes or closes accounts: the provider's admins stand above every business;
 * anyone else acts as the active account, with its role and its scope (the business, or one
 * branch of it).
 */
export type Actor = { provider: true } | { provider: false; role: Role; branchId: string | null };

export const actorOf = (request: FastifyRequest, scope: Scope): Actor => {
  if (isProvider(scope)) return { provider: true };
  const { role } = requireAuth(request);
  // A business route is reached only through an account, which always has a role.
  if (!role) throw forbidden();
  return { provider: false, role, branchId: scope.branchId };
};

export const ACCOUNT_REFUSALS = {
  role: (role: Role) => `${roleLabels[role]} rolünü verme yetkiniz yok.`,
  businessWide: 'Şube hesabıyla kurumun tüm şubelerini kapsayan bir hesap açılamaz veya verilemez.',
  otherBranch: 'Yalnızca kendi şubenizdeki hesapları yönetebilirsiniz.',
  protected: 'Kurucu müdür ve genel müdür hesaplarını yalnızca kurucu müdür değiştirebilir veya kapatabilir.',
  above: 'Sizden üst roldeki bir hesabı değiştiremez veya kapatamazsınız.',
  providerAdmin: 'Sağlayıcı yöneticisi bir kurum hesabına bağlanamaz.',
} as const;

/** The accounts (or invitations) an actor sees: a branch account only its own branch's. */
export const inAccountScope = (businessId: PgColumn, branchId: PgColumn, scope: Scope): SQL | undefined =>
  isProvider(scope) || !scope.branchId
    ? scopeBusiness(businessId, scope)
    : and(eq(businessId, scope.businessId), eq(branchId, scope.branchId));

/** The role handed out is at or below the actor's own. */
export const assertMayGrantRole = (actor: Actor, role: Role): void => {
  if (actor.provider) return;
  if (!mayGrantRole(actor.role, role)) throw forbidden(ACCOUNT_REFUSALS.role(role));
};

/** The branch an account is given stays inside the actor's scope: a branch account gives only its own. */
export const assertBranchInScope = (actor: Actor, branchId: string | null): void => {
  if (actor.provider || !actor.branchId) return;
  if (!branchId) throw forbidden(ACCOUNT_REFUSALS.businessWide);
  if (branchId !== actor.branchId) throw forbidden(ACCOUNT_REFUSALS.otherBranch);
};

/** An existing account the actor changes or closes: inside its scope, not above it, not a protected one. */
export const assertMayManageAccount = (actor: Actor, target: { role: string; branchId: string | null }) => {
  if (actor.provider) return;
  // Not in scope: answered as if it did not exist.
  if (actor.branchId && target.branchId !== actor.branchId) throw notFound();
  const role = target.role as Role;
  if (mayManageRole(actor.role, role)) return;
  throw forbidden(
    role === 'FounderManager' || role === 'GeneralManager'
      ? ACCOUNT_REFUSALS.protected
      : ACCOUNT_REFUSALS.above,
  );
};

/** The whole check for giving an account a role in a branch (or the whole business). */
export const assertMayGive = (actor: Actor, grant: { role: Role; branchId: string | null }) => {
  assertBranchInScope(actor, grant.branchId);
  assertMayGrantRole(actor, grant.role);
};
