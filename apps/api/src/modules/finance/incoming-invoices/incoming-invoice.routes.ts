import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import {
  INCOMING_INVOICE_FILTERS,
  INCOMING_INVOICE_SORTS,
  type IncomingInvoiceFilter,
  type IncomingInvoiceStatus,
  incomingInvoiceStatusLabels,
  ZIncomingInvoiceInputSchema,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { registerDocumentRoutes } from '../../../platform/documents';
import { notFound } from '../../../platform/errors';
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { dayBetween, fetchPage, listOrder, searchOver, turkishOrder } from '../../../platform/listing';
import { pagedRows } from '../../../platform/report-routes';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { accountCards } from '../account-cards/account-card.table';
import { registerCancelRoute } from '../cancel-route';
import { expenseTypes } from '../expense-types/expense-type.table';
import { paymentsOfInvoice } from '../supplier-payments/supplier-payment.service';
import {
  cancelIncomingInvoice,
  createIncomingInvoice,
  getIncomingInvoiceOrThrow,
} from './incoming-invoice.service';
import { incomingInvoiceDocuments, incomingInvoices } from './incoming-invoice.table';

const I = incomingInvoices;
const zDay = zDayFilter();

const ZFilters = z.object({
  branchId: z.uuid().optional(),
  accountCardId: z.uuid().optional(),
  from: zDay,
  to: zDay,
  status: z.enum(INCOMING_INVOICE_FILTERS).optional(),
});
type Filters = z.infer<typeof ZFilters> & { _searchTerm?: string };

const live = isNull(I.cancelledAt);
const STATUS_WHERE: Record<IncomingInvoiceFilter, SQL> = {
  Unpaid: and(live, eq(I.paid, 0))!,
  PartlyPaid: and(live, sql`${I.paid} > 0`, lt(I.paid, I.amount))!,
  Paid: and(live, gte(I.paid, I.amount))!,
  Cancelled: isNotNull(I.cancelledAt),
  Open: and(live, lt(I.paid, I.amount))!,
};

const list = (db: Db) =>
  db
    .select({
      id: I.id,
      branchId: I.branchId,
      branchName: branches.name,
      accountCardId: I.accountCardId,
      accountCardName: accountCards.name,
      expenseTypeId: I.expenseTypeId,
      expenseTypeName: expenseTypes.name,
      invoiceNo: I.invoiceNo,
      issuedOn: I.issuedOn,
      dueOn: I.dueOn,
      netAmount: I.netAmount,
      vatRate: I.vatRate,
      vatAmount: I.vatAmount,
      amount: I.amount,
      paid: I.paid,
      open: sql<number>`case when ${I.cancelledAt} is null then ${I.amount} - ${I.paid} else 0 end`.mapWith(
        Number,
      ),
      status: sql<IncomingInvoiceStatus>`case when ${I.cancelledAt} is not null then 'Cancelled' when ${I.paid} <= 0 then 'Unpaid' when ${I.paid} < ${I.amount} then 'PartlyPaid' else 'Paid' end`,
      description: I.description,
      cancelled: sql<boolean>`${I.cancelledAt} is not null`,
      cancelReason: I.cancelReason,
      createdAt: I.createdAt,
    })
    .from(I)
    .innerJoin(branches, eq(branches.id, I.branchId))
    .innerJoin(accountCards, eq(accountCards.id, I.accountCardId))
    .leftJoin(expenseTypes, eq(expenseTypes.id, I.expenseTypeId))
    .$dynamic();

const whereOf = (scope: TenantScope, q: Filters): SQL | undefined =>
  and(
    ownedBy(I, scope),
    searchOver(q._searchTerm, I.searchKey),
    q.branchId ? eq(I.branchId, q.branchId) : undefined,
    q.accountCardId ? eq(I.accountCardId, q.accountCardId) : undefined,
    dayBetween(I.issuedOn, q.from, q.to),
    q.status ? STATUS_WHERE[q.status] : undefined,
  );

/** What is still owed comes first by due day (the payment screen); otherwise newest first. */
const orderOf = (q: Filters) =>
  q.status === 'Open' ? [asc(I.dueOn), asc(I.invoiceNo)] : [desc(I.issuedOn), desc(I.createdAt)];

/**
 * /finance/invoice/incoming: purchase invoices from account cards. A paged list with
 * search, filters and totals, its Excel, one invoice with its payments, create (posts),
 * cancel (reverses; refused while a payment is live) and the invoice's documents.
 */
export const incomingInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const path = '/finance/invoice/incoming';
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.payments };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
  const totalsOf = async (where: SQL | undefined) => {
    const [row] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${I.amount}) filter (where ${live}), 0)`.mapWith(Number),
        paid: sql<number>`coalesce(sum(${I.paid}) filter (where ${live}), 0)`.mapWith(Number),
      })
      .from(I)
      .where(where);
    return row!;
  };

  app.get(
    path,
    {
      config: view,
      schema: { querystring: listQueryWithSort(INCOMING_INVOICE_SORTS).extend(ZFilters.shape) },
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
                {
                  issuedOn: I.issuedOn,
                  dueOn: I.dueOn,
                  amount: I.amount,
                  accountCardName: turkishOrder(accountCards.name),
                },
                orderOf(q),
                [I.createdAt, I.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () => {
          summary = await totals();
          return summary.n;
        },
      });
      const { amount, paid } = summary!;
      return { ...page, totals: { amount, paid, open: amount - paid } };
    },
  );

  app.get(
    `${path}/excel`,
    {
      config: view,
      schema: { querystring: ZFilters.extend({ _searchTerm: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const q = request.query;
      const where = whereOf(scopeOf(request), q);
      const report = 'Gelen Faturalar';
      const [totals, title] = await Promise.all([
        totalsOf(where),
        exportTitle(request, report, q, {
          status: (v) => incomingInvoiceStatusLabels[v as keyof typeof incomingInvoiceStatusLabels],
        }),
      ]);
      return sendExcel(reply, {
        fileName: report,
        title,
        columns: [
          { header: 'Fatura No', value: (r) => r.invoiceNo },
          { header: 'Fatura Tarihi', kind: 'day', value: (r) => r.issuedOn },
          { header: 'Vade Tarihi', kind: 'day', value: (r) => r.dueOn },
          { header: 'Cari Kart', value: (r) => r.accountCardName },
          { header: 'Şube', value: (r) => r.branchName },
          { header: 'Gider Türü', value: (r) => r.expenseTypeName },
          { header: 'Tutar', kind: 'money', value: (r) => r.netAmount },
          { header: 'KDV Oranı (%)', kind: 'number', value: (r) => r.vatRate },
          { header: 'KDV', kind: 'money', value: (r) => r.vatAmount },
          { header: 'Toplam', kind: 'money', value: (r) => r.amount },
          { header: 'Ödenen', kind: 'money', value: (r) => r.paid },
          { header: 'Kalan', kind: 'money', value: (r) => r.open },
          { header: 'Durum', value: (r) => incomingInvoiceStatusLabels[r.status] },
          { header: 'Açıklama', value: (r) => r.description },
        ],
        rows: pagedRows((limit, offset) =>
          list(db)
            .where(where)
            .orderBy(...orderOf(q), asc(I.id))
            .limit(limit)
            .offset(offset),
        ),
        // The screen's totals, over the live invoices.
        totals: [
          {
            'Cari Kart': 'Toplam',
            Toplam: totals.amount,
            Ödenen: totals.paid,
            Kalan: totals.amount - totals.paid,
          },
        ],
      });
    },
  );

  app.get(`${path}/:id`, { config: view, schema: { params: ZIdParamsSchema } }, async (request) => {
    const [row] = await list(db).where(and(eq(I.id, request.params.id), ownedBy(I, scopeOf(request))));
    if (!row) throw notFound();
    return { ...row, payments: await paymentsOfInvoice(db, row.id) };
  });

  app.post(path, { config: manage, schema: { body: ZIncomingInvoiceInputSchema } }, async (request) => {
    const auth = requireAuth(request);
    const scope = tenantOf(auth);
    const row = await db.transaction(async (tx) => {
      const created = await createIncomingInvoice(tx, scope, auth.userId, request.body);
      await writeAudit(tx, request, {
        action: 'create',
        entity: 'incoming-invoice',
        entityId: created.id,
        after: {
          ...request.body,
          vatAmount: created.vatAmount,
          amount: created.amount,
          transactionId: created.transactionId,
        },
      });
      return created;
    });
    return { id: row.id, amount: row.amount, message: `${row.invoiceNo} numaralı fatura kaydedildi.` };
  });

  registerCancelRoute(app, {
    path,
    permission: manage.permission,
    entity: 'incoming-invoice',
    cancel: cancelIncomingInvoice,
    message: 'Fatura iptal edildi.',
  });

  registerDocumentRoutes(app, {
    path: `${path}/document`,
    entity: 'incoming-invoice-document',
    table: incomingInvoiceDocuments,
    ownerKey: 'incomingInvoiceId',
    view: ACTIONS.finance.view,
    manage: ACTIONS.finance.payments,
    getOwner: async (q, scope, id) => {
      const row = await getIncomingInvoiceOrThrow(q, scope, id);
      return { id: row.id, branchId: row.branchId };
    },
  });
};
