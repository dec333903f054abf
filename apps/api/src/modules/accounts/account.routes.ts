import { ZAccountEntrySchema } from '@panel/shared/auth/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { listAccountsOfUser } from './account.queries';

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
};
