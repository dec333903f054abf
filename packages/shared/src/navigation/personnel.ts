import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** Staff: search, the new-staff form and the staff card. */
export const PERSONNEL_AREA = defineArea({
  id: 'personnel',
  groups: [{ id: 'personnel', title: 'Personel', icon: 'team' }],
  routes: [
    {
      name: 'personnel-search',
      path: '/personnel/search',
      title: 'Personel Ara',
      parent: 'dashboard-summary',
      permission: ACTIONS.personnel.view,
      menu: 'personnel',
    },
    {
      name: 'personnel-profile',
      path: '/personnel/:personnel_id',
      title: 'Personel Kartı',
      parent: 'personnel-search',
      permission: ACTIONS.personnel.view,
    },
    {
      name: 'personnel-new',
      path: '/personnel/new',
      title: 'Yeni Personel',
      parent: 'personnel-search',
      permission: ACTIONS.personnel.manage,
      menu: 'personnel',
    },
  ],
});
