import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TFinanceReportParams } from '@panel/shared/reports/report-type-specs';
import { branchAndTermInScope, screenReportType } from './report-run';

/** One of the sales reports of /finance/report in its screen's Excel, with the filters the form took. */
export const financeReport = screenReportType<TFinanceReportParams>({
  permission: ACTIONS.sales.reports,
  check: branchAndTermInScope,
  screen: ({ report, ...filters }) => ({ path: `/api/finance/report/${report}`, filters }),
});
