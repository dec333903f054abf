import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

const C = ACTIONS.crm;

/**
 * Customer relations: prospective families from the first call to a registered student. The
 * call lists, the Excel import and the campaigns hang their screens in this area's CRM group.
 */
export const CRM_AREA = defineArea({
  id: 'crm',
  groups: [{ id: 'crm', title: 'CRM', icon: 'phone' }],
  routes: [
    {
      name: 'crm-new',
      path: '/crm/new',
      title: 'Yeni Müşteri',
      parent: 'dashboard-summary',
      permission: C.manage,
      menu: 'crm',
    },
    {
      name: 'crm-search',
      path: '/crm/search',
      title: 'Müşteri Arama',
      parent: 'dashboard-summary',
      permission: C.view,
      menu: 'crm',
    },
    {
      name: 'crm-detail',
      path: '/crm/detail/:customer_id',
      title: 'Müşteri Kartı',
      parent: 'crm-search',
      permission: C.view,
    },
    {
      name: 'crm-detail-interviews',
      path: '/crm/detail/:customer_id/interviews',
      title: 'Görüşmeler',
      parent: 'crm-detail',
      permission: C.view,
    },
    {
      name: 'crm-detail-interview-add',
      path: '/crm/detail/:customer_id/interviews/add',
      title: 'Yeni Görüşme',
      parent: 'crm-detail-interviews',
      permission: C.calls,
    },
    {
      name: 'crm-detail-interview',
      path: '/crm/detail/:customer_id/interviews/:interview_id',
      title: 'Görüşme',
      parent: 'crm-detail-interviews',
      permission: C.view,
    },
    {
      name: 'crm-interview-state',
      path: '/crm/interview-state',
      title: 'Görüşme Durumları',
      parent: 'dashboard-summary',
      permission: C.view,
      menu: 'crm',
    },
    {
      name: 'crm-interview-state-add',
      path: '/crm/interview-state/add',
      title: 'Yeni Görüşme Durumu',
      parent: 'crm-interview-state',
      permission: C.manage,
    },
    {
      name: 'crm-interview-state-edit',
      path: '/crm/interview-state/:interview_state_id',
      title: 'Görüşme Durumu',
      parent: 'crm-interview-state',
      permission: C.view,
    },
    {
      name: 'crm-reference',
      path: '/crm/reference',
      title: 'Referans Kaynakları',
      parent: 'dashboard-summary',
      permission: C.view,
      menu: 'crm',
    },
    {
      name: 'crm-reference-add',
      path: '/crm/reference/add',
      title: 'Yeni Referans Kaynağı',
      parent: 'crm-reference',
      permission: C.manage,
    },
    {
      name: 'crm-reference-edit',
      path: '/crm/reference/:reference_id',
      title: 'Referans Kaynağı',
      parent: 'crm-reference',
      permission: C.view,
    },
  ],
});
