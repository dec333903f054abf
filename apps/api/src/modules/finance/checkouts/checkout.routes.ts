import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { zPage } from '@panel/shared/common/answers';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answered, answeredPage } from '../answered';
import { registerCancelRoute } from '../cancel-route';
import { registerCreateRoute } from '../create-route';
import { financeFilters, listQueriesOf, registerListRoutes } from '../list-routes';
import { requestScope } from '../request-scope';
import { findPosCashOuts, getPosCashOutOrThrow } from '../transfers/transfer.queries';
import { transferListQuery } from '../transfers/transfer.routes';
import { cancelTransfer, recordPosCashOut } from '../transfers/transfer.service';
import { checkoutExcelSource, findCheckouts, getCheckoutDetailOrThrow } from './checkout.queries';
import { cancelCheckout, expectedOf, recordCheckout } from './checkout.service';

const ZCheckoutFilters = financeFilters({ cashBookId: z.uuid().optional() }, CHECKOUT_STATUSES);

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

  registerListRoutes(app, {
    path: '/finance/checkout',
    permission: view.permission,
    queries: listQueriesOf(CHECKOUT_SORTS, ZCheckoutFilters),
    list: {
      answer: ZCheckoutPageSchema,
      find: findCheckouts,
    },
    excel: {
      report: 'Kasa Sayımları',
      source: checkoutExcelSource,
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
      // The screen's totals: the surplus and the shortage of the live counts.
      totals: (totals) => [
        { 'Fark Nedeni': 'Toplam fazla', Fark: totals.surplus },
        { 'Fark Nedeni': 'Toplam eksik', Fark: totals.shortage },
      ],
    },
  });

  app.get(
    '/finance/checkout/expected',
    {
      config: view,
      schema: { querystring: ZCheckoutExpectedQuerySchema, response: { 200: ZCheckoutExpectedSchema } },
    },
    (request) => expectedOf(db, requestScope(request), request.query.cashBookId, request.query.countedOn),
  );

  app.get(
    '/finance/checkout/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZCheckoutSchema } } },
    async (request) => answered(await getCheckoutDetailOrThrow(db, requestScope(request), request.params.id)),
  );

  registerCreateRoute(app, {
    path: '/finance/checkout',
    permission: manage.permission,
    body: ZCheckoutInputSchema,
    answer: ZCheckoutCreatedSchema,
    record: recordCheckout,
    answerOf: (row) => ({
      id: row.id,
      expected: row.expected,
      difference: row.difference,
      message: row.difference === 0 ? 'Kasa sayımı kaydedildi.' : 'Kasa sayımı ve sayım farkı kaydedildi.',
    }),
  });

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
        querystring: transferListQuery(POS_CASH_OUT_SORTS),
        response: { 200: zPage(ZPosCashOutSchema) },
      },
    },
    async (request) => answeredPage(await findPosCashOuts(db, requestScope(request), request.query)),
  );

  app.get(
    `${posPath}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZPosCashOutSchema } } },
    async (request) => answered(await getPosCashOutOrThrow(db, requestScope(request), request.params.id)),
  );

  registerCreateRoute(app, {
    path: posPath,
    permission: manage.permission,
    body: ZPosCashOutInputSchema,
    answer: ZTransferCreatedSchema,
    record: recordPosCashOut,
    answerOf: (row) => ({
      id: row.id,
      transferNo: row.transferNo,
      message: `POS nakde çevirme kaydedildi. No: ${row.transferNo}`,
    }),
  });

  registerCancelRoute(app, {
    path: posPath,
    permission: manage.permission,
    entity: 'pos-cash-out',
    cancel: (tx, scope, userId, id, reason) => cancelTransfer(tx, scope, userId, 'PosCashOut', id, reason),
    message: 'POS nakde çevirme iptal edildi.',
  });
};
