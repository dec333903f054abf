import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TRollCallReportParams } from '@panel/shared/reports/report-type-specs';
import { branchAndClassInScope, screenReportType } from './report-run';

/** The roll call report screen's Excel, with the filters the form took; a teacher's own classes only. */
export const rollCallReport = screenReportType<TRollCallReportParams>({
  permission: ACTIONS.education.reports,
  check: branchAndClassInScope,
  screen: (filters) => ({ path: '/api/education/report/rollcall', filters }),
});
