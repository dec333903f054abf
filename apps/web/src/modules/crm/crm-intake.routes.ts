import { CRM_INTAKE_AREA } from '@panel/shared/navigation/crm-intake';
import { defineAreaRoutes, page } from '../../app/route-entry';

const importPage = () => import('./import/crm-import-page');
const filePage = () => import('./import/crm-import-file-page');

export const routes = defineAreaRoutes(CRM_INTAKE_AREA, {
  'crm-excel': page(importPage, 'CrmImportPage'),
  'crm-excel-file': page(filePage, 'CrmImportFilePage'),
});
