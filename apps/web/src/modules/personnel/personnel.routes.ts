import { page, type RouteEntry } from '../../app/route-entry';

export const PERSONNEL_ROUTES: readonly RouteEntry[] = [
  {
    name: 'personnel-search',
    path: '/personnel/search',
    title: 'Personel Ara',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./personnel-search-page'), 'PersonnelSearchPage'),
  },
  {
    name: 'personnel-new',
    path: '/personnel/new',
    title: 'Yeni Personel',
    access: 'checked',
    parent: 'personnel-search',
    lazy: page(() => import('./personnel-form'), 'PersonnelNewPage'),
  },
  {
    name: 'personnel-profile',
    path: '/personnel/:personnel_id',
    title: 'Personel Kartı',
    access: 'checked',
    parent: 'personnel-search',
    lazy: page(() => import('./personnel-profile-page'), 'PersonnelProfilePage'),
  },
];
