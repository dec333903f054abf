import {
  ZInvitationCodeParamsSchema,
  ZInvitationCreateSchema,
  ZInvitationPageSchema,
  ZInvitationViewSchema,
} from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { findInvitations, viewInvitation } from './invitation.queries';
import { cancelInvitation, inviteAsCaller } from './invitation.service';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const manage = { permission: ACTIONS.general.invitationsManage };

  app.get(
    '/general/invitation',
    { config: manage, schema: { querystring: ZListQuerySchema, response: { 200: ZInvitationPageSchema } } },
    (request) => findInvitations(db, tenantOf(requireAuth(request)), request.query),
  );
  app.post(
    '/general/invitation',
    { config: manage, schema: { body: ZInvitationCreateSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => ({
      ...(await inviteAsCaller(app, request, request.body)),
      message: 'Davet gönderildi.',
    }),
  );
  app.get(
    '/general/invitation/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await cancelInvitation(db, request, tenantOf(requireAuth(request)), request.params.id);
      return { message: 'Davet iptal edildi.' };
    },
  );

  // The invitation page, before anyone signs in.
  app.get(
    '/invitation/:code',
    {
      config: { public: true },
      schema: { params: ZInvitationCodeParamsSchema, response: { 200: ZInvitationViewSchema } },
    },
    (request) => viewInvitation(db, request.params.code),
  );
};
