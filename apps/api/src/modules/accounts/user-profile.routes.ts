import { ZProfileUpdateSchema } from '@panel/shared/accounts/profile';
import { ZAuthUserNoticeSchema, ZMeSchema, ZPasswordSchema } from '@panel/shared/auth/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { setRefreshCookie } from '../../platform/cookies';
import { notFound } from '../../platform/errors';
import { changePassword } from '../auth/auth.service';
import { getUser, renameOwnUser } from '../auth/user.service';

export const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const loadUser = async (userId: string) => {
    const user = await getUser(db, userId);
    if (!user) throw notFound();
    return user;
  };

  app.get(
    '/user/me',
    { config: { permission: ACTIONS.self.profile }, schema: { response: { 200: ZMeSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const user = await loadUser(auth.userId);
      let impersonatedBy: string | null = null;
      if (auth.impersonatorUserId) {
        const admin = await loadUser(auth.impersonatorUserId);
        impersonatedBy = `${admin.firstName} ${admin.lastName}`;
      }
      return {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        loggedInUser: `${user.firstName} ${user.lastName}`,
        isAdmin: auth.isAdmin,
        impersonatedBy,
      };
    },
  );

  app.post(
    '/user/me/update',
    {
      config: { permission: ACTIONS.self.profile },
      schema: { body: ZProfileUpdateSchema, response: { 200: ZMessageAnswerSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      await renameOwnUser(db, request, auth.userId, request.body);
      return { message: 'Bilgileriniz kaydedildi.' };
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
      setRefreshCookie(reply, session.refreshToken, app.config.refreshTokenTtlDays);
      return { ...session.user, message: 'Şifreniz değiştirildi.' };
    },
  );
};
