import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { SEARCH_MIN_LENGTH, toPaged, ZListQuerySchema } from '@panel/shared/common/pagination';
import { foldTurkish } from '@panel/shared/common/text';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { users } from '../auth/user.table';
import { accounts } from './account.table';

/** Escapes LIKE wildcards so a search for '%' finds a percent sign. */
export const likeContains = (folded: string): string => `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/admin/account',
    { config: { permission: ACTIONS.admin.accounts }, schema: { querystring: ZListQuerySchema } },
    async (request) => {
      const { _searchTerm, _pageNumber, _pageSize } = request.query;
      const term = foldTurkish(_searchTerm ?? '');
      const filters: SQL[] = [eq(accounts.isActive, true)];
      if (term.length >= SEARCH_MIN_LENGTH) {
        const pattern = likeContains(term);
        filters.push(or(ilike(users.searchKey, pattern), ilike(businesses.searchKey, pattern))!);
      }
      const where = and(...filters);
      const from = () =>
        db
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
          .leftJoin(branches, eq(branches.id, accounts.branchId));
      const [rows, [totals]] = await Promise.all([
        from()
          .where(where)
          .orderBy(asc(users.searchKey), asc(accounts.id))
          .limit(_pageSize)
          .offset((_pageNumber - 1) * _pageSize),
        db
          .select({ total: count() })
          .from(accounts)
          .innerJoin(users, eq(users.id, accounts.userId))
          .innerJoin(businesses, eq(businesses.id, accounts.businessId))
          .where(where),
      ]);
      const data = rows.map((r) => ({ ...r, roleLabel: roleLabels[r.role as Role] ?? r.role }));
      return toPaged(data, totals?.total ?? 0, _pageSize);
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
    };
  });
};
