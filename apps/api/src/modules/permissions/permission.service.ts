import { DEFAULT_ROLE_ACTIONS } from '@panel/shared/permissions/default-role-actions';
import { ACTIONS, type ActionKey, isAdminAction, isSelfAction } from '@panel/shared/permissions/keys';
import { filterMenu, MENU, type MenuItem } from '@panel/shared/permissions/menu';
import { WIDGETS, type Widget } from '@panel/shared/permissions/widgets';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/request-context';

const SELF_ACTIONS = Object.values(ACTIONS.self) as ActionKey[];
const ADMIN_ACTIONS = Object.values(ACTIONS.admin) as ActionKey[];

/**
 * The actions the active account holds. Today they are the role's defaults; the
 * permissions screens will add per-branch changes here, and every caller keeps working.
 */
export const listAccountActions = async (_db: Db, auth: AuthContext): Promise<ActionKey[]> => {
  const fromRole = auth.role ? DEFAULT_ROLE_ACTIONS[auth.role] : [];
  return [...SELF_ACTIONS, ...(auth.isAdmin ? ADMIN_ACTIONS : []), ...fromRole];
};

export const hasAction = async (db: Db, auth: AuthContext, key: ActionKey): Promise<boolean> => {
  if (isSelfAction(key)) return true;
  if (isAdminAction(key)) return auth.isAdmin;
  return (await listAccountActions(db, auth)).includes(key);
};

export const getMenuFor = async (db: Db, auth: AuthContext): Promise<MenuItem[]> => {
  const actions = new Set(await listAccountActions(db, auth));
  return filterMenu(
    MENU,
    (entry) => (!entry.adminOnly || auth.isAdmin) && (!entry.action || actions.has(entry.action)),
  );
};

export const getWidgetsFor = async (db: Db, auth: AuthContext): Promise<Widget[]> => {
  const actions = new Set(await listAccountActions(db, auth));
  return WIDGETS.filter((w) => actions.has(w.action) && (!w.needsAccount || auth.accountId));
};
