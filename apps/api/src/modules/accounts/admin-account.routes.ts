import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { ZListQuerySchema } from '@panel/shared/common/pagination';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fetchPage, searchOver } from '../../platform/listing';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { countLicensesEndingWithin } from '../administration/licenses/license.service';
import { users } from '../auth/user.table';
import { accounts } from './account.table';

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/admin/account',
    { config: { permission: ACTIONS.admin.accounts }, schema: { querystring: ZListQuerySchema } },
    async (request) => {
      const where = and(
        eq(accounts.isActive, true),
        searchOver(request.query._searchTerm, users.searchKey, businesses.searchKey),
      );
      return fetchPage(request.query, {
        rows: async (limit, offset) => {
          const rows = await db
            .select({
              id: accounts.id,
              role: accounts.role,
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
              businessName: businesses.name,
              branchName: branches.name,
            })
            .from(accounts)
            .innerJoin(users, eq(users.id, accounts.userId))
            .innerJoin(businesses, eq(businesses.id, accounts.businessId))
            .leftJoin(branches, eq(branches.id, accounts.branchId))
            .where(where)
            .orderBy(asc(users.searchKey), asc(accounts.id))
            .limit(limit)
            .offset(offset);
          return rows.map((r) => ({ ...r, roleLabel: roleLabels[r.role as Role] ?? r.role }));
        },
        total: async () => {
          const [row] = await db
            .select({ total: count() })
            .from(accounts)
            .innerJoin(users, eq(users.id, accounts.userId))
            .innerJoin(businesses, eq(businesses.id, accounts.businessId))
            .where(where);
          return row?.total ?? 0;
        },
      });
    },
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
