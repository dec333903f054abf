import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import {
  INCOMING_INVOICE_FILTERS,
  INCOMING_INVOICE_SORTS,
  incomingInvoiceStatusLabels,
  ZIncomingInvoiceCreatedSchema,
  ZIncomingInvoiceDetailSchema,
  ZIncomingInvoiceInputSchema,
  ZIncomingInvoicePageSchema,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerDocumentRoutes } from '../../../platform/documents';
import { answered } from '../answered';
import { registerCancelRoute } from '../cancel-route';
import { registerCreateRoute } from '../create-route';
import { financeFilters, listQueriesOf, registerListRoutes } from '../list-routes';
import { requestScope } from '../request-scope';
import {
  findIncomingInvoices,
  getIncomingInvoiceDetailOrThrow,
  incomingInvoiceExcelSource,
} from './incoming-invoice.queries';
import {
  cancelIncomingInvoice,
  getIncomingInvoiceOrThrow,
  recordIncomingInvoice,
} from './incoming-invoice.service';
import { incomingInvoiceDocuments } from './incoming-invoice.table';

const ZFilters = financeFilters({ accountCardId: z.uuid().optional() }, INCOMING_INVOICE_FILTERS);

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

  registerListRoutes(app, {
    path,
    permission: view.permission,
    queries: listQueriesOf(INCOMING_INVOICE_SORTS, ZFilters),
    list: {
      answer: ZIncomingInvoicePageSchema,
      find: findIncomingInvoices,
    },
    excel: {
      report: 'Gelen Faturalar',
      filterValues: {
        status: (v) => incomingInvoiceStatusLabels[v as keyof typeof incomingInvoiceStatusLabels],
      },
      source: incomingInvoiceExcelSource,
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
      // The screen's totals, over the live invoices.
      totals: (totals) => [
        {
          'Cari Kart': 'Toplam',
          Toplam: totals.amount,
          Ödenen: totals.paid,
          Kalan: totals.amount - totals.paid,
        },
      ],
    },
  });

  app.get(
    `${path}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZIncomingInvoiceDetailSchema } } },
    async (request) =>
      answered(await getIncomingInvoiceDetailOrThrow(db, requestScope(request), request.params.id)),
  );

  registerCreateRoute(app, {
    path,
    permission: manage.permission,
    body: ZIncomingInvoiceInputSchema,
    answer: ZIncomingInvoiceCreatedSchema,
    record: recordIncomingInvoice,
    answerOf: (row) => ({
      id: row.id,
      amount: row.amount,
      message: `${row.invoiceNo} numaralı fatura kaydedildi.`,
    }),
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
