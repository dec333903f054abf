import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/**
 * Call lists, a consultant's queue, a customer's call-list entries and the CRM reports. Its
 * screens are leaves of the CRM area's group: one place in the menu for customer relations.
 */
export const CRM_CALLS_AREA = defineArea({
  id: 'crm-calls',
  groups: [],
  routes: [
    {
      name: 'crm-call-list',
      path: '/crm/call-list',
      title: 'Arama Listeleri',
      parent: 'dashboard-summary',
      permission: ACTIONS.crm.calls,
      menu: 'crm',
    },
    {
      name: 'crm-call-list-assignment',
      path: '/crm/call-list/assignment/:assignment_id',
      title: 'Arama',
      parent: 'crm-call-list',
      permission: ACTIONS.crm.calls,
    },
    {
      name: 'crm-personnel-assignments',
      path: '/crm/personnel/assignments',
      title: 'Bugünkü Aramalarım',
      parent: 'dashboard-summary',
      permission: ACTIONS.crm.calls,
      menu: 'crm',
    },
    {
      name: 'crm-detail-assignments',
      path: '/crm/detail/:customer_id/assignments',
      title: 'Müşterinin Arama Listeleri',
      parent: 'crm-call-list',
      permission: ACTIONS.crm.calls,
    },
    {
      name: 'crm-detail-assignments-add',
      path: '/crm/detail/:customer_id/assignments/add',
      title: 'Arama Listesine Ekle',
      parent: 'crm-detail-assignments',
      permission: ACTIONS.crm.calls,
    },
    {
      name: 'crm-report-call-list',
      path: '/crm/report/call-list',
      title: 'Arama Raporu',
      parent: 'dashboard-summary',
      permission: ACTIONS.crm.reports,
      menu: 'crm',
    },
    {
      name: 'crm-report-interviews',
      path: '/crm/report/interviews',
      title: 'Görüşme Raporu',
      parent: 'dashboard-summary',
      permission: ACTIONS.crm.reports,
      menu: 'crm',
    },
    {
      name: 'crm-report-interview-states-statistics',
      path: '/crm/report/interview-states/statistics',
      title: 'Görüşme Durumu İstatistikleri',
      parent: 'dashboard-summary',
      permission: ACTIONS.crm.reports,
      menu: 'crm',
    },
    {
      name: 'crm-report-funnel',
      path: '/crm/report/funnel',
      title: 'Aday Dönüşüm Hunisi',
      parent: 'dashboard-summary',
      permission: ACTIONS.crm.reports,
      menu: 'crm',
    },
  ],
});
