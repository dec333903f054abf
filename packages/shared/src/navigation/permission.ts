import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** The menu, widget and action permission screens. */
export const PERMISSION_AREA = defineArea({
  id: 'permission',
  groups: [{ id: 'permission', title: 'Yetkiler', icon: 'lock' }],
  routes: [
    {
      name: 'permission-menu',
      path: '/permission/menu',
      title: 'Menü Yetkileri',
      parent: 'dashboard-summary',
      permission: ACTIONS.permissions.manage,
      menu: 'permission',
    },
    {
      name: 'permission-widget',
      path: '/permission/widget',
      title: 'Widget Yetkileri',
      parent: 'dashboard-summary',
      permission: ACTIONS.permissions.manage,
      menu: 'permission',
    },
    {
      name: 'permission-action',
      path: '/permission/action',
      title: 'İşlem Yetkileri',
      parent: 'dashboard-summary',
      permission: ACTIONS.permissions.manage,
      menu: 'permission',
    },
    {
      name: 'permission-user-action-transfer',
      path: '/permission/user-action-transfer',
      title: 'Yetki Aktarımı',
      parent: 'dashboard-summary',
      permission: ACTIONS.permissions.manage,
      menu: 'permission',
    },
  ],
});
