import { CAMPAIGN_FORM_AREA } from '@panel/shared/navigation/crm-intake';
import { defineAreaRoutes, page } from '../../../app/route-entry';

const publicPage = () => import('./campaign-public-page');

export const routes = defineAreaRoutes(CAMPAIGN_FORM_AREA, {
  'campaign-public': page(publicPage, 'CampaignPublicPage'),
});
