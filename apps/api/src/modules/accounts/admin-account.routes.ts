import { ZListQuerySchema } from '@panel/shared/common/pagination';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { countLicensesEndingWithin } from '../administration/licenses/license.service';
import { users } from '../auth/user.table';
import { accounts } from './account.table';
import { findAccounts } from './account-admin.service';

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/admin/account',
    {
      config: { permission: ACTIONS.admin.accounts },
      schema: { querystring: ZListQuerySchema.extend({ activeOnly: z.stringbool().optional() }) },
    },
    (request) => findAccounts(db, { provider: true }, request.query),
  );

  app.get('/admin/account-summary', { config: { permission: ACTIONS.admin.accountSummary } }, async () => {
    const [[b], [br], [acc], [u]] = await Promise.all([
      db.select({ n: count() }).from(businesses).where(eq(businesses.isActive, true)),
      db.select({ n: count() }).from(branches).where(eq(branches.isActive, true)),
      db.select({ n: count() }).from(accounts).where(eq(accounts.isActive, true)),
      db.select({ n: count() }).from(users).where(eq(users.isActive, true)),
    ]);
    return {
      businessCount: b?.n ?? 0,
      branchCount: br?.n ?? 0,
      activeAccountCount: acc?.n ?? 0,
      userCount: u?.n ?? 0,
      licensesEndingIn30Days: await countLicensesEndingWithin(db, 30),
    };
  });
};
