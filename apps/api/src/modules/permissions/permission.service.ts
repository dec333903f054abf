import type { Role } from '@panel/shared/accounts/roles';
import { GRANT_KINDS, type GrantKind } from '@panel/shared/permissions/contracts';
import { DEFAULT_ROLE_ACTIONS } from '@panel/shared/permissions/default-role-actions';
import { ACTIONS, type ActionKey, isAdminAction, isSelfAction } from '@panel/shared/permissions/keys';
import { defaultMenuIds, type MenuItem, visibleMenu } from '@panel/shared/permissions/menu';
import { WIDGETS, type Widget } from '@panel/shared/permissions/widgets';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/request-context';
import { ofBusiness } from '../../platform/tenancy';
import { permissionGrants } from './permission-grant.table';

export type GrantSet = Record<GrantKind, readonly string[]>;

const SELF_ACTIONS = Object.values(ACTIONS.self) as ActionKey[];
const ADMIN_ACTIONS = Object.values(ACTIONS.admin) as ActionKey[];

/** What a role holds before anyone changes it. */
export const defaultGrants = (role: Role): GrantSet => ({
  action: DEFAULT_ROLE_ACTIONS[role],
  menu: defaultMenuIds(new Set(DEFAULT_ROLE_ACTIONS[role])),
  widget: WIDGETS.map((w) => w.id),
});

// Grants are read on every guarded request; a few seconds of staleness across processes
// is the price of not querying each time (a change shows at the latest after this).
const CACHE_MS = 15_000;
const cache = new Map<string, { at: number; grants: GrantSet }>();

export const forgetCachedGrants = (): void => cache.clear();

/**
 * The account's grants: its own set, else its branch and role's, else its business and
 * role's, else the role's defaults, decided per kind.
 */
export const resolveGrants = async (db: Db, auth: AuthContext): Promise<GrantSet> => {
  if (!auth.businessId || !auth.role || !auth.accountId) return { action: [], menu: [], widget: [] };
  // The role and branch are in the key: an account whose role or branch is changed reads its
  // new grants on its next request, without the accounts module reaching into this cache.
  const key = `${auth.accountId}:${auth.role}:${auth.branchId ?? ''}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.grants;

  const roleScope: SQL[] = [isNull(permissionGrants.accountId), eq(permissionGrants.role, auth.role)];
  if (auth.branchId) {
    roleScope.push(or(isNull(permissionGrants.branchId), eq(permissionGrants.branchId, auth.branchId))!);
  } else roleScope.push(isNull(permissionGrants.branchId));
  const rows = await db
    .select({
      kind: permissionGrants.kind,
      keys: permissionGrants.keys,
      accountId: permissionGrants.accountId,
      branchId: permissionGrants.branchId,
    })
    .from(permissionGrants)
    .where(
      and(
        ofBusiness(permissionGrants.businessId, auth.businessId),
        or(eq(permissionGrants.accountId, auth.accountId), and(...roleScope)),
      ),
    );
  const rank = (r: (typeof rows)[number]) => (r.accountId ? 3 : r.branchId ? 2 : 1);
  const defaults = defaultGrants(auth.role);
  const grants = Object.fromEntries(
    GRANT_KINDS.map((kind) => {
      const best = rows.filter((r) => r.kind === kind).sort((a, b) => rank(b) - rank(a))[0];
      return [kind, best ? best.keys : defaults[kind]];
    }),
  ) as GrantSet;
  cache.set(key, { at: Date.now(), grants });
  return grants;
};

/** The actions the active account holds, self and admin ones included. */
export const listAccountActions = async (db: Db, auth: AuthContext): Promise<ActionKey[]> => {
  const { action } = await resolveGrants(db, auth);
  return [...SELF_ACTIONS, ...(auth.isAdmin ? ADMIN_ACTIONS : []), ...(action as ActionKey[])];
};

export const hasAction = async (db: Db, auth: AuthContext, key: ActionKey): Promise<boolean> => {
  if (isSelfAction(key)) return true;
  if (isAdminAction(key)) return auth.isAdmin;
  return (await resolveGrants(db, auth)).action.includes(key);
};

export const getMenuFor = async (db: Db, auth: AuthContext): Promise<MenuItem[]> => {
  const { menu, action } = await resolveGrants(db, auth);
  return visibleMenu({ isAdmin: auth.isAdmin, menuIds: new Set(menu), actions: new Set(action) });
};

/** A widget shows when it is granted and the account holds its action: its figures need both. */
export const getWidgetsFor = async (db: Db, auth: AuthContext): Promise<Widget[]> => {
  const { widget } = await resolveGrants(db, auth);
  const granted = new Set(widget);
  const actions = new Set(await listAccountActions(db, auth));
  return WIDGETS.filter(
    (w) =>
      (!w.needsAccount || auth.accountId) && (!auth.accountId || granted.has(w.id)) && actions.has(w.action),
  );
};
