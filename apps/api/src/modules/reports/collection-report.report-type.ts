import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TCollectionReportParams } from '@panel/shared/reports/report-type-specs';
import { branchAndTermInScope, screenReportType } from './report-run';

/** The collection report screen's Excel, with the filters the form took. */
export const collectionReport = screenReportType<TCollectionReportParams>({
  permission: ACTIONS.sales.reports,
  check: branchAndTermInScope,
  screen: (filters) => ({ path: '/api/finance/report/collection', filters }),
});
