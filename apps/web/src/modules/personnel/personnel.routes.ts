import { PERSONNEL_AREA } from '@panel/shared/navigation/personnel';
import { defineAreaRoutes, page } from '../../app/route-entry';

const personnelSearchPage = () => import('./personnel-search-page');
const personnelForm = () => import('./personnel-form');
const personnelProfilePage = () => import('./personnel-profile-page');

export const routes = defineAreaRoutes(PERSONNEL_AREA, {
  'personnel-search': page(personnelSearchPage, 'PersonnelSearchPage'),
  'personnel-new': page(personnelForm, 'PersonnelNewPage'),
  'personnel-profile': page(personnelProfilePage, 'PersonnelProfilePage'),
});
