import { ZAccountEntrySchema, ZAuthUserSchema } from '@panel/shared/auth/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { setRefreshCookie } from '../../platform/cookies';
import { badRequest, notFound } from '../../platform/errors';
import { enterAccount } from '../auth/session.service';
import { getUser } from '../auth/user.service';
import { getAccountForUser, listAccountsOfUser } from './account.queries';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/account/roles',
    {
      config: { permission: ACTIONS.self.accounts },
      schema: { response: { 200: z.array(ZAccountEntrySchema) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return listAccountsOfUser(db, auth.userId, auth.accountId);
    },
  );

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
      setRefreshCookie(reply, session.refreshToken, app.config.refreshTokenTtlDays);
      return session.user;
    },
  );
};
