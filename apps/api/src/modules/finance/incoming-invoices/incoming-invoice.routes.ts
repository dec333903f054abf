import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
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
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { registerDocumentRoutes } from '../../../platform/documents';
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { pagedRows } from '../../../platform/report-routes';
import { tenantOf } from '../../../platform/tenancy';
import { answered, answeredPage } from '../answered';
import { registerCancelRoute } from '../cancel-route';
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

const zDay = zDayFilter();

const ZFilters = z.object({
  branchId: z.uuid().optional(),
  accountCardId: z.uuid().optional(),
  from: zDay,
  to: zDay,
  status: z.enum(INCOMING_INVOICE_FILTERS).optional(),
});

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

  app.get(
    path,
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(INCOMING_INVOICE_SORTS).extend(ZFilters.shape),
        response: { 200: ZIncomingInvoicePageSchema },
      },
    },
    async (request) => answeredPage(await findIncomingInvoices(db, scopeOf(request), request.query)),
  );

  app.get(
    `${path}/excel`,
    {
      config: view,
      schema: {
        querystring: ZFilters.extend({ _searchTerm: z.string().max(200).optional() }),
        response: { 200: fileAnswer('xlsx') },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const source = incomingInvoiceExcelSource(db, scopeOf(request), q);
      const report = 'Gelen Faturalar';
      const [totals, title] = await Promise.all([
        source.totals(),
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
        rows: pagedRows(source.rows),
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

  app.get(
    `${path}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZIncomingInvoiceDetailSchema } } },
    async (request) =>
      answered(await getIncomingInvoiceDetailOrThrow(db, scopeOf(request), request.params.id)),
  );

  app.post(
    path,
    {
      config: manage,
      schema: { body: ZIncomingInvoiceInputSchema, response: { 200: ZIncomingInvoiceCreatedSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const row = await recordIncomingInvoice(db, request, scope, auth.userId, request.body);
      return { id: row.id, amount: row.amount, message: `${row.invoiceNo} numaralı fatura kaydedildi.` };
    },
  );

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
