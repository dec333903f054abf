import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { CHECKOUT_STATUSES } from '@panel/shared/finance/checkouts';
import {
  SUPPLIER_PAYMENT_SORTS,
  ZSupplierPaymentCreatedSchema,
  ZSupplierPaymentInputSchema,
  ZSupplierPaymentPageSchema,
  ZSupplierPaymentSchema,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { idempotencyKeyOf, onceForKey } from '../../../platform/idempotency';
import { tenantOf } from '../../../platform/tenancy';
import { answered } from '../answered';
import { registerCancelRoute } from '../cancel-route';
import { financeFilters, listQueriesOf, registerListRoutes } from '../list-routes';
import { requestScope } from '../request-scope';
import {
  findSupplierPayments,
  getSupplierPaymentViewOrThrow,
  supplierPaymentExcelSource,
} from './supplier-payment.queries';
import { cancelSupplierPayment, recordSupplierPayment } from './supplier-payment.service';

const ZFilters = financeFilters(
  {
    accountCardId: z.uuid().optional(),
    cashBookId: z.uuid().optional(),
    incomingInvoiceId: z.uuid().optional(),
  },
  CHECKOUT_STATUSES,
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

  registerListRoutes(app, {
    path,
    permission: view.permission,
    queries: listQueriesOf(SUPPLIER_PAYMENT_SORTS, ZFilters),
    list: {
      answer: ZSupplierPaymentPageSchema,
      find: findSupplierPayments,
    },
    excel: {
      report: 'Tedarikçi Ödemeleri',
      filterValues: { status: (v) => ({ active: 'Geçerli', cancelled: 'İptal' })[v] },
      source: supplierPaymentExcelSource,
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
      // The screen's total: what the live payments paid.
      totals: (totals) => [{ 'Cari Kart': 'Toplam', Tutar: totals.amount }],
    },
  });

  app.get(
    `${path}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZSupplierPaymentSchema } } },
    async (request) =>
      answered(await getSupplierPaymentViewOrThrow(db, requestScope(request), request.params.id)),
  );

  app.post(
    path,
    {
      config: manage,
      schema: { body: ZSupplierPaymentInputSchema, response: { 200: ZSupplierPaymentCreatedSchema } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      return onceForKey(
        db,
        reply,
        { businessId: scope.businessId, scope: 'finance/payment', key: idempotencyKeyOf(request) },
        async (tx) => {
          const row = await recordSupplierPayment(tx, request, scope, auth.userId, request.body);
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
