import {
  ZCampaignDetailSchema,
  ZCampaignInputSchema,
  ZCampaignPageSchema,
  ZCampaignParamsSchema,
  ZCampaignQuerySchema,
  ZOfferServicesSchema,
  ZSavedCampaignSchema,
} from '@panel/shared/crm/campaigns';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { listOfferServices } from './campaign.queries';
import { createCampaign, findCampaigns, getCampaignOrThrow, updateCampaign } from './campaign.service';

/** /campaign: enrolment campaigns, their offers and their public form. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.communications.campaigns };
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));

  app.get(
    '/campaign',
    { config, schema: { querystring: ZCampaignQuerySchema, response: { 200: ZCampaignPageSchema } } },
    (request) => findCampaigns(db, scope(request), request.query),
  );
  app.get('/campaign/services', { config, schema: { response: { 200: ZOfferServicesSchema } } }, (request) =>
    listOfferServices(db, scope(request)),
  );
  app.get(
    '/campaign/:campaign_id',
    { config, schema: { params: ZCampaignParamsSchema, response: { 200: ZCampaignDetailSchema } } },
    (request) => getCampaignOrThrow(db, scope(request), request.params.campaign_id),
  );
  app.post(
    '/campaign',
    { config, schema: { body: ZCampaignInputSchema, response: { 200: ZSavedCampaignSchema } } },
    async (request) => ({
      ...(await createCampaign(db, request, scope(request), request.body)),
      message: 'Kampanya kaydedildi.',
    }),
  );
  app.put(
    '/campaign/:campaign_id',
    {
      config,
      schema: {
        params: ZCampaignParamsSchema,
        body: ZCampaignInputSchema,
        response: { 200: ZSavedCampaignSchema },
      },
    },
    async (request) => ({
      ...(await updateCampaign(db, request, scope(request), request.params.campaign_id, request.body)),
      message: 'Kampanya güncellendi.',
    }),
  );
};
