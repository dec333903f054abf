import { ACCOUNT_SORTS, ZAccountPageSchema } from '@panel/shared/accounts/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAccounts } from './account-admin.queries';

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/admin/account',
    {
      config: { permission: ACTIONS.admin.accounts },
      schema: {
        querystring: listQueryWithSort(ACCOUNT_SORTS).extend({ activeOnly: z.stringbool().optional() }),
        response: { 200: ZAccountPageSchema },
      },
    },
    (request) => findAccounts(db, { provider: true }, request.query),
  );
};
