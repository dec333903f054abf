import { type AreaNavigation, MENU_TOP, type MenuGroupSpec, type RouteSpec } from '../navigation/area';
import { AREAS } from '../navigation/areas';
import type { ActionKey } from './keys';
import { isAdminAction, isSelfAction } from './keys';

/**
 * The menu as data, derived from the areas' navigation (navigation/*.ts): a leaf is a route
 * with a `menu` group, its id the route name, its title the route's title and its action the
 * route's permission. The server filters it by the active account's grants (GET menu).
 */
export type MenuEntry = {
  id: string;
  title: string;
  route?: string;
  icon?: string;
  /** The action the screen needs; a role holding it sees the entry by default. */
  action?: ActionKey;
  adminOnly?: boolean;
  /** Shown to every account (own dashboard): not part of the menu permissions. */
  always?: boolean;
  children?: readonly MenuEntry[];
};

export type MenuItem = {
  id: string;
  title: string;
  route: string | null;
  icon: string | null;
  childMenuList: MenuItem[];
};

const leafOf = (route: RouteSpec): MenuEntry => ({
  id: route.name,
  title: route.title,
  route: route.path,
  ...(route.icon ? { icon: route.icon } : {}),
  ...(route.permission ? { action: route.permission } : {}),
  ...(route.permission && isAdminAction(route.permission) ? { adminOnly: true } : {}),
  ...(route.permission && isSelfAction(route.permission) ? { always: true } : {}),
});

/**
 * The menu from the areas' routes and groups. A group collects the leaves and subgroups of
 * every area that names it, so a small area joins a neighbour's group (announcements under
 * Öğrenci, inventories under Eğitim) instead of taking a top-level place in the header.
 */
export const buildMenu = (areas: readonly AreaNavigation[]): MenuEntry[] => {
  const routes = areas.flatMap((area) => area.routes);
  const groups = areas.flatMap((area) => area.groups);
  const groupOf = (group: MenuGroupSpec): MenuEntry => {
    const children = [
      ...routes.filter((r) => r.menu === group.id).map(leafOf),
      ...groups.filter((g) => g.parent === group.id).map(groupOf),
    ];
    const adminOnly = leaves(children).every((c) => c.adminOnly);
    return {
      id: group.id,
      title: group.title,
      ...(group.icon ? { icon: group.icon } : {}),
      ...(adminOnly ? { adminOnly: true } : {}),
      children,
    };
  };
  return areas.flatMap((area) => [
    ...area.routes.filter((r) => r.menu === MENU_TOP).map(leafOf),
    ...area.groups.filter((g) => !g.parent).map(groupOf),
  ]);
};

export const MENU: readonly MenuEntry[] = buildMenu(AREAS);

export const filterMenu = (
  entries: readonly MenuEntry[],
  allowed: (entry: MenuEntry) => boolean,
): MenuItem[] =>
  entries.flatMap((entry): MenuItem[] => {
    if (!allowed(entry)) return [];
    const childMenuList = entry.children ? filterMenu(entry.children, allowed) : [];
    // A group with no visible child is noise: drop it.
    if (entry.children && childMenuList.length === 0) return [];
    return [
      {
        id: entry.id,
        title: entry.title,
        route: entry.route ?? null,
        icon: entry.icon ?? null,
        childMenuList,
      },
    ];
  });

function leaves(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));
}

/** Entries that menu permissions govern: the screens of tenant accounts. */
export const GRANTABLE_MENU: readonly MenuEntry[] = leaves(MENU).filter((e) => !e.adminOnly && !e.always);

/** A role's menu before anyone changes it: the screens whose action it holds. */
export const defaultMenuIds = (actions: ReadonlySet<string>): string[] =>
  GRANTABLE_MENU.filter((e) => e.action && actions.has(e.action)).map((e) => e.id);

/**
 * The menu an account sees: a leaf needs its menu grant (admin screens: the admin claim) and
 * the action its route needs, so the menu never offers a screen the account may not open.
 */
export const visibleMenu = (account: {
  isAdmin: boolean;
  menuIds: ReadonlySet<string>;
  actions: ReadonlySet<string>;
}): MenuItem[] =>
  filterMenu(MENU, (entry) => {
    if (entry.children) return !entry.adminOnly || account.isAdmin;
    if (entry.always) return true;
    if (entry.adminOnly) return account.isAdmin;
    return account.menuIds.has(entry.id) && !!entry.action && account.actions.has(entry.action);
  });
