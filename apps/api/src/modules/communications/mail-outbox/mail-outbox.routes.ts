import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ZOutgoingMailPageSchema, ZOutgoingMailSchema } from '@panel/shared/communications/mail-outbox';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOutgoingMails, getOutgoingMailOrThrow } from './mail-outbox.queries';

/**
 * /admin/mail-outbox: what the product mailed (invitations, password resets). Only the
 * provider's admin reads it: the bodies carry links that open accounts.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.mailOutbox };

  app.get(
    '/admin/mail-outbox',
    { config, schema: { querystring: ZListQuerySchema, response: { 200: ZOutgoingMailPageSchema } } },
    (request) => findOutgoingMails(db, request.query),
  );
  app.get(
    '/admin/mail-outbox/:id',
    { config, schema: { params: ZIdParamsSchema, response: { 200: ZOutgoingMailSchema } } },
    (request) => getOutgoingMailOrThrow(db, request.params.id),
  );
};
