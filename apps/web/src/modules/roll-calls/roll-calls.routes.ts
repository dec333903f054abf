import { ROLL_CALLS_AREA } from '@panel/shared/navigation/roll-calls';
import { defineAreaRoutes, page } from '../../app/route-entry';

const rollCallPages = () => import('./roll-call-pages');
const rollCallSettingsPages = () => import('./roll-call-settings-pages');

export const routes = defineAreaRoutes(ROLL_CALLS_AREA, {
  'education-student-rollcall': page(rollCallPages, 'RollCallListPage'),
  'education-student-rollcall-add': page(rollCallPages, 'RollCallTakePage'),
  'education-student-rollcall-alert-rule': page(rollCallSettingsPages, 'AlertRulePage'),
  'education-report-rollcall': page(rollCallSettingsPages, 'RollCallReportPage'),
});
