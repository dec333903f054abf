import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { ownedBy } from '../../platform/resource';
import { tenantOf } from '../../platform/tenancy';
import { accounts } from '../accounts/account.table';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { countUnread } from '../communications/announcements/announcement.queries';
import { cashBooks } from '../finance/cash-books/cash-book.table';
import { ledgerPostings } from '../finance/ledger/ledger.table';
import { findOverdueInstallments } from '../sales/overdue/overdue.service';
import { collections } from '../sales/sales.table';

const ZDashboardSummarySchema = z.object({
  businessName: z.string().nullable(),
  branchName: z.string().nullable(),
  role: z.string().nullable(),
  roleLabel: z.string().nullable(),
  branchCount: z.number(),
  colleagueCount: z.number(),
  unreadAnnouncements: z.number(),
});

const ZSalesWidgetsSchema = z.object({
  todayCollections: z.object({ count: z.number(), amount: z.number() }),
  overdue: z.object({ installmentCount: z.number(), amount: z.number() }),
});

const ZCashBookBalancesSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.string(),
    branchName: z.string(),
    balance: z.number(),
  }),
);

/** The active account at a glance; area widgets join it as their issues land. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/dashboard/summary',
    {
      config: { permission: ACTIONS.self.dashboard },
      schema: { response: { 200: ZDashboardSummarySchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const unreadAnnouncements = await countUnread(db, { userId: auth.userId, businessId: auth.businessId });
      if (!auth.businessId) {
        return {
          businessName: null,
          branchName: null,
          role: null,
          roleLabel: null,
          branchCount: 0,
          colleagueCount: 0,
          unreadAnnouncements,
        };
      }
      const [[business], [branch], [branchTotal], [colleagues]] = await Promise.all([
        db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, auth.businessId)),
        auth.branchId
          ? db.select({ name: branches.name }).from(branches).where(eq(branches.id, auth.branchId))
          : Promise.resolve([]),
        db
          .select({ n: count() })
          .from(branches)
          .where(and(eq(branches.businessId, auth.businessId), eq(branches.isActive, true))),
        db
          .select({ n: count() })
          .from(accounts)
          .where(
            and(
              eq(accounts.businessId, auth.businessId),
              eq(accounts.isActive, true),
              ...(auth.branchId ? [eq(accounts.branchId, auth.branchId)] : []),
            ),
          ),
      ]);
      return {
        businessName: business?.name ?? null,
        branchName: branch?.name ?? null,
        role: auth.role,
        roleLabel: auth.role ? roleLabels[auth.role as Role] : null,
        branchCount: branchTotal?.n ?? 0,
        colleagueCount: colleagues?.n ?? 0,
        unreadAnnouncements,
      };
    },
  );

  /** The finance desk's first look: what came in today (live collections) and what is late. */
  app.get(
    '/dashboard/sales',
    { config: { permission: ACTIONS.sales.view }, schema: { response: { 200: ZSalesWidgetsSchema } } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      const [[today], overdue] = await Promise.all([
        db
          .select({ count: count(), amount: sql<string>`coalesce(sum(${collections.amount}), 0)` })
          .from(collections)
          .where(
            and(
              ownedBy(collections, scope),
              eq(collections.paidOn, todayInIstanbul()),
              isNull(collections.cancelledAt),
            ),
          ),
        findOverdueInstallments(db, scope, { _pageNumber: 1, _pageSize: 1 }),
      ]);
      return {
        todayCollections: { count: today?.count ?? 0, amount: Number(today?.amount ?? 0) },
        overdue: { installmentCount: overdue._totalData, amount: overdue.totals.remaining },
      };
    },
  );

  /** Every cash book of the scope with its balance: the sum of its postings. */
  app.get(
    '/dashboard/cash-books',
    { config: { permission: ACTIONS.finance.view }, schema: { response: { 200: ZCashBookBalancesSchema } } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      const sums = db
        .select({
          id: ledgerPostings.accountId,
          balance: sql<string>`sum(${ledgerPostings.amount})`.as('balance'),
        })
        .from(ledgerPostings)
        .where(
          and(eq(ledgerPostings.businessId, scope.businessId), eq(ledgerPostings.accountKind, 'CashBook')),
        )
        .groupBy(ledgerPostings.accountId)
        .as('sums');
      const rows = await db
        .select({
          id: cashBooks.id,
          name: cashBooks.name,
          kind: cashBooks.kind,
          branchName: branches.name,
          balance: sql<string>`coalesce(${sums.balance}, 0)`,
        })
        .from(cashBooks)
        .innerJoin(branches, eq(branches.id, cashBooks.branchId))
        .leftJoin(sums, eq(sums.id, cashBooks.id))
        .where(and(ownedBy(cashBooks, scope), eq(cashBooks.isActive, true)))
        .orderBy(asc(branches.searchKey), asc(cashBooks.searchKey));
      return rows.map((r) => ({ ...r, balance: Number(r.balance) }));
    },
  );
};
