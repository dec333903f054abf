import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inBranchScope, scopeOf, type TenantScope } from './scope';

export { inBranchScope, type TenantScope };

/**
 * Every tenant route starts here: an account without a business has no tenant data. The
 * scope model (business, branch, own classes, assignments, children, self) is platform/scope.
 */
export const tenantOf = scopeOf;

/** Rows owned by the business. A row of another business is simply not found (404, not 403). */
export const inBusiness = (businessId: PgColumn, scope: TenantScope): SQL => eq(businessId, scope.businessId);

/**
 * Rows of a business known apart from a request's scope: a background job's, a public form's,
 * a prepared statement's placeholder. The business id still comes from the server, never the body.
 */
export const ofBusiness = (businessId: PgColumn, id: string | Placeholder): SQL => eq(businessId, id);

/** Two rows joined within one business: a join that never crosses tenants. */
export const sameBusiness = (left: PgColumn, right: PgColumn): SQL => eq(left, right);

/** The tenant condition of raw SQL over a table alias (`alias.business_id = ...`). */
export const aliasInBusiness = (alias: string, scope: TenantScope): SQL =>
  sql`${sql.identifier(alias)}.business_id = ${scope.businessId}`;

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

/** The branches table itself: a branch scope reaches its own branch's row only. */
export const scopeBranchRow = (branchId: PgColumn, scope: Scope): SQL | undefined =>
  !isProvider(scope) && scope.branchId ? eq(branchId, scope.branchId) : undefined;
