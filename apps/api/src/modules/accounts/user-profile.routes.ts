import { ZProfileUpdateSchema } from '@panel/shared/accounts/profile';
import { ZMeSchema } from '@panel/shared/auth/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { getUser, renameOwnUser } from '../users/user.service';

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
};
