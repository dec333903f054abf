import { DASHBOARD_AREA } from '@panel/shared/navigation/dashboard';
import { dashboardLoader } from '../../app/auth/check-session';
import { defineAreaRoutes, page } from '../../app/route-entry';

const dashboardSummaryPage = () => import('./dashboard-summary-page');

export const routes = defineAreaRoutes(
  DASHBOARD_AREA,
  {
    'dashboard-summary': page(dashboardSummaryPage, 'DashboardSummaryPage'),
  },
  { 'dashboard-summary': dashboardLoader },
);
