import { ZInvitationCodeParamsSchema, ZInvitationRegisterSchema } from '@panel/shared/accounts/contracts';
import { ZAuthUserNoticeSchema, ZAuthUserSchema, ZPasswordSchema } from '@panel/shared/auth/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { getAccountForUser } from '../accounts/account.queries';
import { acceptInvitation, registerWithInvitation } from '../accounts/invitations/invitation.service';
import { getUser } from '../users/user.service';
import { changePassword } from './auth.service';
import { enterAccount, issueSession } from './session.service';
import { answerSession } from './session-answer';

/**
 * Where a user signed in, or just registered, gets a new session: switching to another of
 * the user's accounts, joining through an invitation, changing the password. The accounts
 * and invitations are the accounts module's; the session each answer carries is auth's.
 */
export const sessionEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/account/set-active-account/:id',
    {
      config: { permission: ACTIONS.self.accounts },
      schema: { params: z.object({ id: z.uuid() }), response: { 200: ZAuthUserSchema } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.impersonatorUserId) {
        throw badRequest(
          'Başka bir hesap adına girişte hesap değiştirilemez. Lütfen çıkış yapıp tekrar deneyin.',
        );
      }
      const account = await getAccountForUser(db, auth.userId, request.params.id);
      if (!account) throw notFound();
      const user = await getUser(db, auth.userId);
      if (!user?.isActive) throw notFound();
      const session = await enterAccount(db, account.id, { app, user, account });
      return answerSession(reply, session);
    },
  );

  /** An existing user accepts while signed in and continues in the new account. */
  app.post(
    '/invitation/:code/accept',
    {
      config: { permission: ACTIONS.self.accounts },
      schema: { params: ZInvitationCodeParamsSchema, response: { 200: ZAuthUserNoticeSchema } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const user = await getUser(db, auth.userId);
      if (!user) throw notFound();
      const accountId = await acceptInvitation(db, request, request.params.code, user);
      const account = await getAccountForUser(db, user.id, accountId);
      const session = await enterAccount(db, accountId, { app, user, account });
      return { ...answerSession(reply, session), message: 'Davet kabul edildi.' };
    },
  );

  /** A new person registers and accepts in one step, and is signed in. */
  app.post(
    '/invitation/:code/register',
    {
      config: { public: true },
      schema: {
        params: ZInvitationCodeParamsSchema,
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
      return { ...answerSession(reply, session), message: 'Hesabınız oluşturuldu ve davet kabul edildi.' };
    },
  );

  app.post(
    '/user/me/change-password',
    {
      config: { permission: ACTIONS.self.profile },
      schema: {
        body: z.object({
          currentPassword: z.string().min(1, 'Lütfen Mevcut Şifre Giriniz!').max(200),
          newPassword: ZPasswordSchema,
        }),
        response: { 200: ZAuthUserNoticeSchema },
      },
    },
    async (request, reply) => {
      const session = await changePassword(db, {
        app,
        auth: requireAuth(request),
        ...request.body,
        request,
      });
      return { ...answerSession(reply, session), message: 'Şifreniz değiştirildi.' };
    },
  );
};
