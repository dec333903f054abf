import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/**
 * The report centre (SPEC 2 /report-list, 7 POST report/set): the documents the account may
 * have made in the background, and the page a result opens in (its progress, then the file).
 */
export const REPORTS_AREA = defineArea({
  id: 'reports',
  groups: [],
  routes: [
    {
      name: 'report-list',
      path: '/report-list',
      title: 'Rapor Merkezi',
      parent: 'dashboard-summary',
      permission: ACTIONS.reports.centre,
      // Not in the menu: the user menu opens it (apps/web user-menu), beside the account's own pages.
    },
    {
      name: 'report-result',
      path: '/report/:id',
      title: 'Rapor',
      parent: 'report-list',
      permission: ACTIONS.reports.centre,
    },
  ],
});
