import type { ActionKey } from './keys';
import { ACTIONS } from './keys';

/**
 * The menu as data. The server filters it by the active account's actions (GET menu);
 * the web app's navigation registry uses the same ids for routes, breadcrumbs and titles.
 * Only screens that exist are listed: an entry here is a promise that its route works.
 */
export type MenuEntry = {
  id: string;
  title: string;
  route?: string;
  icon?: string;
  action?: ActionKey;
  adminOnly?: boolean;
  children?: readonly MenuEntry[];
};

export type MenuItem = {
  id: string;
  title: string;
  route: string | null;
  icon: string | null;
  childMenuList: MenuItem[];
};

export const MENU: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    title: 'Özet',
    route: '/dashboard/summary',
    icon: 'dashboard',
    action: ACTIONS.self.dashboard,
  },
  {
    id: 'admin',
    title: 'Yönetim',
    icon: 'setting',
    adminOnly: true,
    children: [
      {
        id: 'admin-account-summary',
        title: 'Hesap Özeti',
        route: '/admin/account-summary',
        action: ACTIONS.admin.accountSummary,
        adminOnly: true,
      },
    ],
  },
];

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
