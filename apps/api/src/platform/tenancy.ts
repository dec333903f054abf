import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { forbidden } from './errors';
import type { AuthContext } from './request-context';

/** The caller's tenant: the business (and branch, when the account is a branch's). */
export type TenantScope = { businessId: string; branchId: string | null };

/** Every tenant route starts here: an account without a business has no tenant data. */
export const tenantOf = (auth: AuthContext): TenantScope => {
  if (!auth.businessId) throw forbidden('Bu işlem için bir kurum hesabıyla giriş yapmalısınız.');
  return { businessId: auth.businessId, branchId: auth.branchId };
};

/** Rows owned by the business. A row of another business is simply not found (404, not 403). */
export const inBusiness = (businessId: PgColumn, scope: TenantScope): SQL => eq(businessId, scope.businessId);

/**
 * Branch-owned rows: a branch account sees its own branch's, a business-wide account
 * (no branch) sees every branch of its business.
 */
export const inBranchScope = (businessId: PgColumn, branchId: PgColumn, scope: TenantScope): SQL =>
  scope.branchId
    ? and(eq(businessId, scope.businessId), eq(branchId, scope.branchId))!
    : eq(businessId, scope.businessId);

/** The provider's admins work across businesses; everyone else within their own. */
export type Scope = TenantScope | { provider: true; businessId?: string };

export const isProvider = (scope: Scope): scope is { provider: true; businessId?: string } =>
  'provider' in scope;

/** The business condition of a scope; a provider scope filters only when it names a business. */
export const scopeBusiness = (businessId: PgColumn, scope: Scope): SQL | undefined =>
  isProvider(scope)
    ? scope.businessId
      ? eq(businessId, scope.businessId)
      : undefined
    : eq(businessId, scope.businessId);
