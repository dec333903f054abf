import { REPORTS_AREA } from '@panel/shared/navigation/reports';
import { defineAreaRoutes, page } from '../../app/route-entry';

const reportListPage = () => import('./report-list-page');
const reportResultPage = () => import('./report-result-page');

export const routes = defineAreaRoutes(REPORTS_AREA, {
  'report-list': page(reportListPage, 'ReportListPage'),
  'report-result': page(reportResultPage, 'ReportResultPage'),
});
