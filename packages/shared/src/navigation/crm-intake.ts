import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** The Excel import of customers: its screens are leaves of the CRM area's group. */
export const CRM_INTAKE_AREA = defineArea({
  id: 'crm-intake',
  groups: [],
  routes: [
    {
      name: 'crm-excel',
      path: '/crm/excel',
      title: 'Excel ile Müşteri Aktarımı',
      parent: 'dashboard-summary',
      permission: ACTIONS.crm.lists,
      menu: 'crm',
    },
    {
      name: 'crm-excel-file',
      path: '/crm/excel/file/:file_id',
      title: 'Aktarım Dosyası',
      parent: 'crm-excel',
      permission: ACTIONS.crm.lists,
    },
  ],
});

/** Enrolment campaigns, kept beside the customers they bring (the CRM group of the menu). */
export const CAMPAIGNS_AREA = defineArea({
  id: 'campaigns',
  groups: [],
  routes: [
    {
      name: 'campaign',
      path: '/campaign',
      title: 'Kampanyalar',
      parent: 'dashboard-summary',
      permission: ACTIONS.communications.campaigns,
      menu: 'crm',
    },
    {
      name: 'campaign-add',
      path: '/campaign/add',
      title: 'Yeni Kampanya',
      parent: 'campaign',
      permission: ACTIONS.communications.campaigns,
    },
    {
      name: 'campaign-detail',
      path: '/campaign/:campaign_id',
      title: 'Kampanya',
      parent: 'campaign',
      permission: ACTIONS.communications.campaigns,
    },
  ],
});

/** The public campaign form: anonymous, phone-first, without the UI kit. */
export const CAMPAIGN_FORM_AREA = defineArea({
  id: 'campaign-form',
  groups: [],
  routes: [
    { name: 'campaign-public', path: '/campaign/public/:id', title: 'Başvuru Formu', access: 'anonymous' },
  ],
});
