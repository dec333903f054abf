import { ACTIONS } from '../permissions/keys';
import { defineArea, MENU_TOP } from './area';

/** The account's home: every breadcrumb starts here. */
export const DASHBOARD_AREA = defineArea({
  id: 'dashboard',
  groups: [],
  routes: [
    {
      name: 'dashboard-summary',
      path: '/dashboard/summary',
      title: 'Özet',
      permission: ACTIONS.self.dashboard,
      menu: MENU_TOP,
      icon: 'dashboard',
    },
  ],
});
