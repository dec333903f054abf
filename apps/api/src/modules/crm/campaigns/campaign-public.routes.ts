import {
  ZCampaignParamsSchema,
  ZPublicCampaignSchema,
  ZPublicSubmissionAnswerSchema,
  ZPublicSubmissionSchema,
} from '@panel/shared/crm/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitPublicCampaign, viewPublicCampaign } from './campaign-public.service';

/**
 * The public campaign form, anonymous: the campaign's id is the key. A closed or ended
 * campaign answers 200 with its Turkish message, so the page can say so.
 */
export const campaignPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { public: true } as const;

  app.get(
    '/campaign/public/:campaign_id',
    { config, schema: { params: ZCampaignParamsSchema, response: { 200: ZPublicCampaignSchema } } },
    (request) => viewPublicCampaign(db, request.params.campaign_id),
  );
  app.post(
    '/campaign/public/:campaign_id',
    {
      config,
      schema: {
        params: ZCampaignParamsSchema,
        body: ZPublicSubmissionSchema,
        response: { 200: ZPublicSubmissionAnswerSchema },
      },
    },
    (request) => submitPublicCampaign(db, request.params.campaign_id, request.ip, request.body),
  );
};
