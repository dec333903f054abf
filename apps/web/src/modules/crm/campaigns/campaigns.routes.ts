import { CAMPAIGNS_AREA } from '@panel/shared/navigation/crm-intake';
import { defineAreaRoutes, page } from '../../../app/route-entry';

const listPage = () => import('./campaign-list-page');
const formPage = () => import('./campaign-form-page');

export const routes = defineAreaRoutes(CAMPAIGNS_AREA, {
  campaign: page(listPage, 'CampaignListPage'),
  'campaign-add': page(formPage, 'CampaignFormPage'),
  'campaign-detail': page(formPage, 'CampaignFormPage'),
});
