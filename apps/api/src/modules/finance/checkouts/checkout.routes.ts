import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer, zPage } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import {
  CHECKOUT_SORTS,
  CHECKOUT_STATUSES,
  POS_CASH_OUT_SORTS,
  ZCheckoutCreatedSchema,
  ZCheckoutExpectedQuerySchema,
  ZCheckoutExpectedSchema,
  ZCheckoutInputSchema,
  ZCheckoutPageSchema,
  ZCheckoutSchema,
  ZPosCashOutInputSchema,
  ZPosCashOutSchema,
} from '@panel/shared/finance/checkouts';
import { ZTransferCreatedSchema } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { pagedRows } from '../../../platform/report-routes';
import { tenantOf } from '../../../platform/tenancy';
import { answered, answeredPage } from '../answered';
import { registerCancelRoute } from '../cancel-route';
import { findPosCashOuts, getPosCashOutOrThrow } from '../transfers/transfer.queries';
import { cancelTransfer, recordPosCashOut } from '../transfers/transfer.service';
import { checkoutExcelSource, findCheckouts, getCheckoutDetailOrThrow } from './checkout.queries';
import { cancelCheckout, expectedOf, recordCheckout } from './checkout.service';

const zDay = zDayFilter();

const ZCheckoutFilters = z.object({
  branchId: z.uuid().optional(),
  cashBookId: z.uuid().optional(),
  from: zDay,
  to: zDay,
  status: z.enum(CHECKOUT_STATUSES).optional(),
});

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

  app.get(
    '/finance/checkout',
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(CHECKOUT_SORTS).extend(ZCheckoutFilters.shape),
        response: { 200: ZCheckoutPageSchema },
      },
    },
    async (request) => answeredPage(await findCheckouts(db, scopeOf(request), request.query)),
  );

  app.get(
    '/finance/checkout/excel',
    {
      config: view,
      schema: {
        querystring: ZCheckoutFilters.extend({ _searchTerm: z.string().max(200).optional() }),
        response: { 200: fileAnswer('xlsx') },
      },
    },
    async (request, reply) => {
      const source = checkoutExcelSource(db, scopeOf(request), request.query);
      const report = 'Kasa Sayımları';
      const [totals, title] = await Promise.all([
        source.totals(),
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
        rows: pagedRows(source.rows),
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
    {
      config: view,
      schema: { querystring: ZCheckoutExpectedQuerySchema, response: { 200: ZCheckoutExpectedSchema } },
    },
    (request) => expectedOf(db, scopeOf(request), request.query.cashBookId, request.query.countedOn),
  );

  app.get(
    '/finance/checkout/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZCheckoutSchema } } },
    async (request) => answered(await getCheckoutDetailOrThrow(db, scopeOf(request), request.params.id)),
  );

  app.post(
    '/finance/checkout',
    { config: manage, schema: { body: ZCheckoutInputSchema, response: { 200: ZCheckoutCreatedSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const row = await recordCheckout(db, request, scope, auth.userId, request.body);
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
        response: { 200: zPage(ZPosCashOutSchema) },
      },
    },
    async (request) => answeredPage(await findPosCashOuts(db, scopeOf(request), request.query)),
  );

  app.get(
    `${posPath}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZPosCashOutSchema } } },
    async (request) => answered(await getPosCashOutOrThrow(db, scopeOf(request), request.params.id)),
  );

  app.post(
    posPath,
    { config: manage, schema: { body: ZPosCashOutInputSchema, response: { 200: ZTransferCreatedSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const row = await recordPosCashOut(db, request, scope, auth.userId, request.body);
      return {
        id: row.id,
        transferNo: row.transferNo,
        message: `POS nakde çevirme kaydedildi. No: ${row.transferNo}`,
      };
    },
  );

  registerCancelRoute(app, {
    path: posPath,
    permission: manage.permission,
    entity: 'pos-cash-out',
    cancel: (tx, scope, userId, id, reason) => cancelTransfer(tx, scope, userId, 'PosCashOut', id, reason),
    message: 'POS nakde çevirme iptal edildi.',
  });
};
