import {
  ZSmsConsentInput,
  ZSmsConsentPageSchema,
  ZSmsConsentQuery,
  ZSmsConsentSchema,
} from '@panel/shared/communications/sms';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { findSmsConsents, recordSmsConsent } from './sms-consent.service';

/**
 * İYS consent for commercial SMS, kept by whoever runs the business's campaigns (the
 * campaigns permission): commercial messages go only to numbers whose latest event is a
 * given consent. Events are only added; a withdrawal is a new event, never an edit.
 */
export const smsConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.communications.campaigns };

  app.get(
    '/communications/sms-consents',
    { config, schema: { querystring: ZSmsConsentQuery, response: { 200: ZSmsConsentPageSchema } } },
    (request) => findSmsConsents(db, tenantOf(requireAuth(request)), request.query),
  );

  app.post(
    '/communications/sms-consents',
    { config, schema: { body: ZSmsConsentInput, response: { 200: ZSmsConsentSchema } } },
    async (request) => {
      const consent = await recordSmsConsent(db, tenantOf(requireAuth(request)), request.body);
      await writeAudit(db, request, {
        action: 'create',
        entity: 'sms-consent',
        entityId: consent.id,
        after: { phone: consent.phone, state: consent.state, source: consent.source },
      });
      return consent;
    },
  );
};
