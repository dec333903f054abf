import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { CHECKOUT_STATUSES } from '@panel/shared/finance/checkouts';
import { SUPPLIER_PAYMENT_SORTS, ZSupplierPaymentInputSchema } from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { idempotencyKeyOf, onceForKey } from '../../../platform/idempotency';
import {
  cancelState,
  dayBetween,
  fetchPage,
  listOrder,
  searchOver,
  turkishOrder,
} from '../../../platform/listing';
import { pagedRows } from '../../../platform/report-routes';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { accountCards } from '../account-cards/account-card.table';
import { registerCancelRoute } from '../cancel-route';
import { cashBooks } from '../cash-books/cash-book.table';
import { incomingInvoices } from '../incoming-invoices/incoming-invoice.table';
import { cancelSupplierPayment, createSupplierPayment } from './supplier-payment.service';
import { supplierPaymentAllocations, supplierPayments } from './supplier-payment.table';

const P = supplierPayments;
const zDay = zDayFilter();

const ZFilters = z.object({
  branchId: z.uuid().optional(),
  accountCardId: z.uuid().optional(),
  cashBookId: z.uuid().optional(),
  incomingInvoiceId: z.uuid().optional(),
  from: zDay,
  to: zDay,
  status: z.enum(CHECKOUT_STATUSES).optional(),
});
type Filters = z.infer<typeof ZFilters> & { _searchTerm?: string };

/** A payment settles exactly one invoice (one allocation), so the join keeps one row per payment. */
const list = (db: Db) =>
  db
    .select({
      id: P.id,
      paymentNo: P.paymentNo,
      branchId: P.branchId,
      branchName: branches.name,
      accountCardId: P.accountCardId,
      accountCardName: accountCards.name,
      cashBookId: P.cashBookId,
      cashBookName: cashBooks.name,
      incomingInvoiceId: supplierPaymentAllocations.incomingInvoiceId,
      invoiceNo: incomingInvoices.invoiceNo,
      amount: P.amount,
      paidOn: P.paidOn,
      description: P.description,
      cancelled: sql<boolean>`${P.cancelledAt} is not null`,
      cancelReason: P.cancelReason,
      createdAt: P.createdAt,
    })
    .from(P)
    .innerJoin(branches, eq(branches.id, P.branchId))
    .innerJoin(accountCards, eq(accountCards.id, P.accountCardId))
    .innerJoin(cashBooks, eq(cashBooks.id, P.cashBookId))
    .innerJoin(supplierPaymentAllocations, eq(supplierPaymentAllocations.paymentId, P.id))
    .innerJoin(incomingInvoices, eq(incomingInvoices.id, supplierPaymentAllocations.incomingInvoiceId))
    .$dynamic();

const whereOf = (scope: TenantScope, q: Filters): SQL | undefined =>
  and(
    ownedBy(P, scope),
    searchOver(q._searchTerm, P.searchKey),
    q.branchId ? eq(P.branchId, q.branchId) : undefined,
    q.accountCardId ? eq(P.accountCardId, q.accountCardId) : undefined,
    q.cashBookId ? eq(P.cashBookId, q.cashBookId) : undefined,
    q.incomingInvoiceId ? eq(supplierPaymentAllocations.incomingInvoiceId, q.incomingInvoiceId) : undefined,
    dayBetween(P.paidOn, q.from, q.to),
    cancelState(P.cancelledAt, q.status),
  );

/**
 * /finance/payment: payments of incoming invoices from cash books. A paged list with
 * totals and its Excel, one payment, pay (once per Idempotency-Key; asks before taking
 * more than the cash book holds) and cancel (reverses, reopens the invoice).
 */
export const supplierPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const path = '/finance/payment';
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.payments };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
  const totalsOf = async (where: SQL | undefined) => {
    const [row] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${P.amount}) filter (where ${P.cancelledAt} is null), 0)`.mapWith(
          Number,
        ),
      })
      .from(P)
      .innerJoin(supplierPaymentAllocations, eq(supplierPaymentAllocations.paymentId, P.id))
      .where(where);
    return row!;
  };

  app.get(
    path,
    {
      config: view,
      schema: { querystring: listQueryWithSort(SUPPLIER_PAYMENT_SORTS).extend(ZFilters.shape) },
    },
    async (request) => {
      const q = request.query;
      const where = whereOf(scopeOf(request), q);
      const totals = () => totalsOf(where);
      let summary: Awaited<ReturnType<typeof totals>> | undefined;
      const page = await fetchPage(q, {
        rows: (limit, offset) =>
          list(db)
            .where(where)
            .orderBy(
              ...listOrder(
                q,
                { paidOn: P.paidOn, amount: P.amount, accountCardName: turkishOrder(accountCards.name) },
                [desc(P.paidOn), desc(P.paymentNo)],
                [P.paymentNo, P.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () => {
          summary = await totals();
          return summary.n;
        },
      });
      return { ...page, totals: { amount: summary!.amount } };
    },
  );

  app.get(
    `${path}/excel`,
    {
      config: view,
      schema: { querystring: ZFilters.extend({ _searchTerm: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const where = whereOf(scopeOf(request), request.query);
      const report = 'Tedarikçi Ödemeleri';
      const [totals, title] = await Promise.all([
        totalsOf(where),
        exportTitle(request, report, request.query, {
          status: (v) => ({ active: 'Geçerli', cancelled: 'İptal' })[v],
        }),
      ]);
      return sendExcel(reply, {
        fileName: report,
        title,
        columns: [
          { header: 'No', kind: 'number', value: (r) => r.paymentNo },
          { header: 'Ödeme Tarihi', kind: 'day', value: (r) => r.paidOn },
          { header: 'Cari Kart', value: (r) => r.accountCardName },
          { header: 'Fatura No', value: (r) => r.invoiceNo },
          { header: 'Kasa', value: (r) => r.cashBookName },
          { header: 'Şube', value: (r) => r.branchName },
          { header: 'Tutar', kind: 'money', value: (r) => r.amount },
          { header: 'Açıklama', value: (r) => r.description },
          { header: 'Durum', value: (r) => (r.cancelled ? 'İptal' : 'Geçerli') },
          { header: 'İptal Nedeni', value: (r) => r.cancelReason },
        ],
        rows: pagedRows((limit, offset) =>
          list(db).where(where).orderBy(desc(P.paidOn), desc(P.paymentNo)).limit(limit).offset(offset),
        ),
        // The screen's total: what the live payments paid.
        totals: [{ 'Cari Kart': 'Toplam', Tutar: totals.amount }],
      });
    },
  );

  app.get(`${path}/:id`, { config: view, schema: { params: ZIdParamsSchema } }, async (request) => {
    const [row] = await list(db).where(and(eq(P.id, request.params.id), ownedBy(P, scopeOf(request))));
    if (!row) throw notFound();
    return row;
  });

  app.post(
    path,
    { config: manage, schema: { body: ZSupplierPaymentInputSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      return onceForKey(
        db,
        reply,
        { businessId: scope.businessId, scope: 'finance/payment', key: idempotencyKeyOf(request) },
        async (tx) => {
          const row = await createSupplierPayment(tx, scope, auth.userId, request.body);
          await writeAudit(tx, request, {
            action: 'create',
            entity: 'supplier-payment',
            entityId: row.id,
            after: { ...request.body, paymentNo: row.paymentNo, transactionId: row.transactionId },
          });
          return {
            status: 200,
            body: {
              id: row.id,
              paymentNo: row.paymentNo,
              message: `Ödeme kaydedildi. No: ${row.paymentNo}`,
            },
          };
        },
      );
    },
  );

  registerCancelRoute(app, {
    path,
    permission: manage.permission,
    entity: 'supplier-payment',
    cancel: cancelSupplierPayment,
    message: 'Ödeme iptal edildi.',
  });
};
