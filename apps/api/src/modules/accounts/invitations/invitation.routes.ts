import {
  ZInvitationCreateSchema,
  ZInvitationPageSchema,
  ZInvitationRegisterSchema,
  ZInvitationViewSchema,
} from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZAuthUserNoticeSchema } from '@panel/shared/auth/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { setRefreshCookie } from '../../../platform/cookies';
import { notFound } from '../../../platform/errors';
import { tenantOf } from '../../../platform/tenancy';
import { enterAccount, issueSession } from '../../auth/session.service';
import { getUser } from '../../auth/user.service';
import { getAccountForUser } from '../account.queries';
import {
  acceptInvitation,
  cancelInvitation,
  findInvitations,
  inviteAsCaller,
  registerWithInvitation,
  viewInvitation,
} from './invitation.service';

const ZCodeSchema = z.object({ code: z.string().min(10).max(200) });

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
    { config: { public: true }, schema: { params: ZCodeSchema, response: { 200: ZInvitationViewSchema } } },
    (request) => viewInvitation(db, request.params.code),
  );

  /** An existing user accepts while signed in and continues in the new account. */
  app.post(
    '/invitation/:code/accept',
    {
      config: { permission: ACTIONS.self.accounts },
      schema: { params: ZCodeSchema, response: { 200: ZAuthUserNoticeSchema } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const user = await getUser(db, auth.userId);
      if (!user) throw notFound();
      const accountId = await acceptInvitation(db, request, request.params.code, user);
      const account = await getAccountForUser(db, user.id, accountId);
      const session = await enterAccount(db, accountId, { app, user, account });
      setRefreshCookie(reply, session.refreshToken, app.config.refreshTokenTtlDays);
      return { ...session.user, message: 'Davet kabul edildi.' };
    },
  );

  /** A new person registers and accepts in one step, and is signed in. */
  app.post(
    '/invitation/:code/register',
    {
      config: { public: true },
      schema: {
        params: ZCodeSchema,
        body: ZInvitationRegisterSchema,
        response: { 200: ZAuthUserNoticeSchema },
      },
    },
    async (request, reply) => {
      const { user, accountId } = await registerWithInvitation(
        db,
        request,
        request.params.code,
        request.body,
      );
      const account = await getAccountForUser(db, user.id, accountId);
      const session = await issueSession(db, { app, user, account });
      setRefreshCookie(reply, session.refreshToken, app.config.refreshTokenTtlDays);
      return { ...session.user, message: 'Hesabınız oluşturuldu ve davet kabul edildi.' };
    },
  );
};
