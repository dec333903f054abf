import { ACTIONS } from '@panel/shared/permissions/keys';
import { FINANCE_REPORT_NAMES, FINANCE_REPORT_TITLES } from '@panel/shared/sales/finance-report-titles';
import { page, type RouteEntry } from '../../../app/route-entry';

/** /finance/report/{name}: the sales reports, one generic page. */
export const FINANCE_REPORT_ROUTES: readonly RouteEntry[] = FINANCE_REPORT_NAMES.map((name) => ({
  name: `finance-report-${name}`,
  path: `/finance/report/${name}`,
  title: FINANCE_REPORT_TITLES[name],
  access: 'checked',
  parent: 'dashboard-summary',
  permission: ACTIONS.sales.reports,
  lazy: page(() => import('./finance-report-page'), 'FinanceReportPage'),
}));
