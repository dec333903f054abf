import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TOverdueReportParams } from '@panel/shared/reports/report-type-specs';
import { branchAndTermInScope, screenReportType } from './report-run';

/** The overdue installments screen's Excel, with the filters the form took. */
export const overdueReport = screenReportType<TOverdueReportParams>({
  permission: ACTIONS.sales.reports,
  check: branchAndTermInScope,
  screen: (filters) => ({ path: '/api/finance/report/overdue', filters }),
});
