import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import {
  CHECKOUT_SORTS,
  CHECKOUT_STATUSES,
  POS_CASH_OUT_SORTS,
  ZCheckoutExpectedQuerySchema,
  ZCheckoutInputSchema,
  ZPosCashOutInputSchema,
} from '@panel/shared/finance/checkouts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { cancelState, dayBetween, fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { pagedRows } from '../../../platform/report-routes';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { registerCancelRoute } from '../cancel-route';
import { cashBooks } from '../cash-books/cash-book.table';
import { cancelTransfer, createTransfer } from '../transfers/transfer.service';
import { transfers } from '../transfers/transfer.table';
import { cancelCheckout, createCheckout, expectedOf } from './checkout.service';
import { checkouts } from './checkout.table';

const zDay = zDayFilter();

const ZCheckoutFilters = z.object({
  branchId: z.uuid().optional(),
  cashBookId: z.uuid().optional(),
  from: zDay,
  to: zDay,
  status: z.enum(CHECKOUT_STATUSES).optional(),
});
type CheckoutFilters = z.infer<typeof ZCheckoutFilters> & { _searchTerm?: string };

const checkoutList = (db: Db) =>
  db
    .select({
      id: checkouts.id,
      branchId: checkouts.branchId,
      branchName: branches.name,
      cashBookId: checkouts.cashBookId,
      cashBookName: cashBooks.name,
      countedOn: checkouts.countedOn,
      expected: checkouts.expected,
      counted: checkouts.counted,
      difference: checkouts.difference,
      reason: checkouts.reason,
      cancelled: sql<boolean>`${checkouts.cancelledAt} is not null`,
      cancelReason: checkouts.cancelReason,
      createdAt: checkouts.createdAt,
    })
    .from(checkouts)
    .innerJoin(branches, eq(branches.id, checkouts.branchId))
    .innerJoin(cashBooks, eq(cashBooks.id, checkouts.cashBookId))
    .$dynamic();

const checkoutWhere = (scope: TenantScope, q: CheckoutFilters): SQL | undefined =>
  and(
    ownedBy(checkouts, scope),
    searchOver(q._searchTerm, cashBooks.searchKey),
    q.branchId ? eq(checkouts.branchId, q.branchId) : undefined,
    q.cashBookId ? eq(checkouts.cashBookId, q.cashBookId) : undefined,
    dayBetween(checkouts.countedOn, q.from, q.to),
    cancelState(checkouts.cancelledAt, q.status),
  );

const fromBook = alias(cashBooks, 'from_book');
const toBook = alias(cashBooks, 'to_book');

const posCashOutList = (db: Db) =>
  db
    .select({
      id: transfers.id,
      transferNo: transfers.transferNo,
      branchId: transfers.branchId,
      fromCashBookId: transfers.fromCashBookId,
      fromCashBookName: fromBook.name,
      toCashBookId: transfers.toCashBookId,
      toCashBookName: toBook.name,
      amount: transfers.amount,
      fee: transfers.fee,
      /** The commission's expense type lives on its posting: transfers has no column for it. */
      expenseTypeName: sql<
        string | null
      >`(select et.name from ledger_postings lp join expense_types et on et.id = lp.account_id where lp.transaction_id = ${transfers.transactionId} and lp.account_kind = 'Expense' limit 1)`,
      occurredOn: transfers.occurredOn,
      description: transfers.description,
      cancelled: sql<boolean>`${transfers.cancelledAt} is not null`,
      cancelReason: transfers.cancelReason,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .innerJoin(fromBook, eq(fromBook.id, transfers.fromCashBookId))
    .innerJoin(toBook, eq(toBook.id, transfers.toCashBookId))
    .$dynamic();

/**
 * /finance/checkout: end-of-day counts of cash books (list, Excel, the expected balance
 * of a book on a day, one, create, cancel) and, on the same screen, POS cash-outs
 * [POS nakde çevirme], which are transfers of kind PosCashOut: the transfers table stays
 * the one record of them, so the pos-cash-out report reads it.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.checkout };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
  const totalsOf = async (where: SQL | undefined) => {
    const [row] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        surplus:
          sql<number>`coalesce(sum(${checkouts.difference}) filter (where ${checkouts.cancelledAt} is null and ${checkouts.difference} > 0), 0)`.mapWith(
            Number,
          ),
        shortage:
          sql<number>`coalesce(sum(${checkouts.difference}) filter (where ${checkouts.cancelledAt} is null and ${checkouts.difference} < 0), 0)`.mapWith(
            Number,
          ),
      })
      .from(checkouts)
      .innerJoin(cashBooks, eq(cashBooks.id, checkouts.cashBookId))
      .where(where);
    return row!;
  };

  app.get(
    '/finance/checkout',
    {
      config: view,
      schema: { querystring: listQueryWithSort(CHECKOUT_SORTS).extend(ZCheckoutFilters.shape) },
    },
    async (request) => {
      const q = request.query;
      const where = checkoutWhere(scopeOf(request), q);
      const totals = () => totalsOf(where);
      let summary: Awaited<ReturnType<typeof totals>> | undefined;
      const page = await fetchPage(q, {
        rows: (limit, offset) =>
          checkoutList(db)
            .where(where)
            .orderBy(
              ...listOrder(
                q,
                { countedOn: checkouts.countedOn, difference: checkouts.difference },
                [desc(checkouts.countedOn), desc(checkouts.createdAt), desc(checkouts.id)],
                [checkouts.createdAt, checkouts.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () => {
          summary = await totals();
          return summary.n;
        },
      });
      return { ...page, totals: { surplus: summary!.surplus, shortage: summary!.shortage } };
    },
  );

  app.get(
    '/finance/checkout/excel',
    {
      config: view,
      schema: { querystring: ZCheckoutFilters.extend({ _searchTerm: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const where = checkoutWhere(scopeOf(request), request.query);
      const report = 'Kasa Sayımları';
      const [totals, title] = await Promise.all([
        totalsOf(where),
        exportTitle(request, report, request.query),
      ]);
      return sendExcel(reply, {
        fileName: report,
        title,
        columns: [
          { header: 'Sayım Tarihi', kind: 'day', value: (r) => r.countedOn },
          { header: 'Şube', value: (r) => r.branchName },
          { header: 'Kasa', value: (r) => r.cashBookName },
          { header: 'Beklenen', kind: 'money', value: (r) => r.expected },
          { header: 'Sayılan', kind: 'money', value: (r) => r.counted },
          { header: 'Fark', kind: 'money', value: (r) => r.difference },
          { header: 'Fark Nedeni', value: (r) => r.reason },
          { header: 'Durum', value: (r) => (r.cancelled ? 'İptal' : 'Geçerli') },
          { header: 'İptal Nedeni', value: (r) => r.cancelReason },
        ],
        rows: pagedRows((limit, offset) =>
          checkoutList(db)
            .where(where)
            .orderBy(desc(checkouts.countedOn), desc(checkouts.createdAt), asc(checkouts.id))
            .limit(limit)
            .offset(offset),
        ),
        // The screen's totals: the surplus and the shortage of the live counts.
        totals: [
          { 'Fark Nedeni': 'Toplam fazla', Fark: totals.surplus },
          { 'Fark Nedeni': 'Toplam eksik', Fark: totals.shortage },
        ],
      });
    },
  );

  app.get(
    '/finance/checkout/expected',
    { config: view, schema: { querystring: ZCheckoutExpectedQuerySchema } },
    (request) => expectedOf(db, scopeOf(request), request.query.cashBookId, request.query.countedOn),
  );

  app.get('/finance/checkout/:id', { config: view, schema: { params: ZIdParamsSchema } }, async (request) => {
    const [row] = await checkoutList(db).where(
      and(eq(checkouts.id, request.params.id), ownedBy(checkouts, scopeOf(request))),
    );
    if (!row) throw notFound();
    return row;
  });

  app.post(
    '/finance/checkout',
    { config: manage, schema: { body: ZCheckoutInputSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const row = await db.transaction(async (tx) => {
        const created = await createCheckout(tx, scope, auth.userId, request.body);
        await writeAudit(tx, request, {
          action: 'create',
          entity: 'checkout',
          entityId: created.id,
          after: {
            ...request.body,
            expected: created.expected,
            difference: created.difference,
            transactionId: created.transactionId,
          },
        });
        return created;
      });
      return {
        id: row.id,
        expected: row.expected,
        difference: row.difference,
        message: row.difference === 0 ? 'Kasa sayımı kaydedildi.' : 'Kasa sayımı ve sayım farkı kaydedildi.',
      };
    },
  );

  registerCancelRoute(app, {
    path: '/finance/checkout',
    permission: manage.permission,
    entity: 'checkout',
    cancel: cancelCheckout,
    message: 'Kasa sayımı iptal edildi.',
  });

  const posPath = '/finance/checkout/pos-cash-out';
  const posWhere = (scope: TenantScope) => and(eq(transfers.kind, 'PosCashOut'), ownedBy(transfers, scope));

  app.get(
    posPath,
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(POS_CASH_OUT_SORTS).extend({
          cashBookId: z.uuid().optional(),
          branchId: z.uuid().optional(),
          from: zDay,
          to: zDay,
          status: z.enum(CHECKOUT_STATUSES).optional(),
        }),
      },
    },
    (request) => {
      const q = request.query;
      const where = and(
        posWhere(scopeOf(request)),
        searchOver(q._searchTerm, transfers.searchKey),
        q.cashBookId
          ? or(eq(transfers.fromCashBookId, q.cashBookId), eq(transfers.toCashBookId, q.cashBookId))
          : undefined,
        q.branchId ? eq(transfers.branchId, q.branchId) : undefined,
        dayBetween(transfers.occurredOn, q.from, q.to),
        cancelState(transfers.cancelledAt, q.status),
      );
      return fetchPage(q, {
        rows: (limit, offset) =>
          posCashOutList(db)
            .where(where)
            .orderBy(
              ...listOrder(
                q,
                { occurredOn: transfers.occurredOn, amount: transfers.amount },
                [desc(transfers.occurredOn), desc(transfers.transferNo)],
                [transfers.transferNo, transfers.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () =>
          (
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(transfers)
              .where(where)
          )[0]!.n,
      });
    },
  );

  app.get(`${posPath}/:id`, { config: view, schema: { params: ZIdParamsSchema } }, async (request) => {
    const [row] = await posCashOutList(db).where(
      and(eq(transfers.id, request.params.id), posWhere(scopeOf(request))),
    );
    if (!row) throw notFound();
    return row;
  });

  app.post(posPath, { config: manage, schema: { body: ZPosCashOutInputSchema } }, async (request) => {
    const auth = requireAuth(request);
    const scope = tenantOf(auth);
    const row = await db.transaction(async (tx) => {
      const created = await createTransfer(tx, scope, auth.userId, 'PosCashOut', request.body);
      await writeAudit(tx, request, {
        action: 'create',
        entity: 'pos-cash-out',
        entityId: created.id,
        after: { ...request.body, transferNo: created.transferNo, transactionId: created.transactionId },
      });
      return created;
    });
    return {
      id: row.id,
      transferNo: row.transferNo,
      message: `POS nakde çevirme kaydedildi. No: ${row.transferNo}`,
    };
  });

  registerCancelRoute(app, {
    path: posPath,
    permission: manage.permission,
    entity: 'pos-cash-out',
    cancel: (tx, scope, userId, id, reason) => cancelTransfer(tx, scope, userId, 'PosCashOut', id, reason),
    message: 'POS nakde çevirme iptal edildi.',
  });
};
