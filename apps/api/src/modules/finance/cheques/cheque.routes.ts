import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import {
  type TChequeDetail,
  ZChequeCreatedSchema,
  ZChequeCreateSchema,
  ZChequeDetailSchema,
  ZChequeFiltersSchema,
  ZChequeListQuerySchema,
  ZChequeMovedSchema,
  ZChequeMovementSchema,
  ZChequeNextNumberSchema,
  ZChequePageSchema,
} from '@panel/shared/finance/cheques';
import {
  type ChequeKind,
  chequeDirectionLabels,
  chequeKindLabels,
  chequeStateLabels,
} from '@panel/shared/finance/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { registerCreateRoute } from '../create-route';
import { registerListRoutes } from '../list-routes';
import { requestScope } from '../request-scope';
import { chequeExcelSource, findCheques, getChequeDetailOrThrow } from './cheque.queries';
import { recordCheque, recordChequeMovement, suggestPortfolioNo } from './cheque.service';

/**
 * /finance/cheque: cheques and promissory notes received and given. A paged list with
 * filters and the totals of the whole filtered set, its Excel file, the next portfolio
 * number, one cheque with its history, entry, and every later state change through
 * POST /finance/cheque/{id}/movement. Reads need finance.view, writes finance.cheques.
 */
export const chequeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.cheques };

  registerListRoutes(app, {
    path: '/finance/cheque',
    permission: view.permission,
    queries: { list: ZChequeListQuerySchema, excel: ZChequeFiltersSchema },
    list: { answer: ZChequePageSchema, find: findCheques },
    excel: {
      report: 'Çek ve Senetler',
      filterValues: {
        direction: (v) => chequeDirectionLabels[v as keyof typeof chequeDirectionLabels],
        kind: (v) => chequeKindLabels[v as keyof typeof chequeKindLabels],
        state: (v) => chequeStateLabels[v as keyof typeof chequeStateLabels],
      },
      source: chequeExcelSource,
      columns: [
        { header: 'Portföy No', value: (r) => r.portfolioNo },
        { header: 'Yön', value: (r) => chequeDirectionLabels[r.direction] },
        { header: 'Tür', value: (r) => chequeKindLabels[r.kind] },
        { header: 'Durum', value: (r) => chequeStateLabels[r.state] },
        { header: 'Seri No', value: (r) => r.serialNo },
        { header: 'Keşideci', value: (r) => r.drawer },
        { header: 'Banka', value: (r) => r.bankName },
        { header: 'Cari', value: (r) => r.accountCardName },
        { header: 'Ciro Edilen', value: (r) => r.endorsedToName },
        { header: 'Kasa', value: (r) => r.cashBookName },
        { header: 'Öğrenci', value: (r) => r.studentName },
        { header: 'Şube', value: (r) => r.branchName },
        { header: 'Keşide Tarihi', kind: 'day', value: (r) => r.issuedOn },
        { header: 'Vade Tarihi', kind: 'day', value: (r) => r.dueOn },
        { header: 'Tutar', kind: 'money', value: (r) => r.amount },
      ],
      // The screen's totals: how many, and their sum.
      totals: (totals) => [{ 'Portföy No': 'Toplam', Keşideci: `${totals.n} adet`, Tutar: totals.amount }],
    },
  });

  app.get(
    '/finance/cheque/next-number',
    { config: view, schema: { response: { 200: ZChequeNextNumberSchema } } },
    async (request) => ({
      portfolioNo: await suggestPortfolioNo(db, requestScope(request)),
    }),
  );

  app.get(
    '/finance/cheque/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZChequeDetailSchema } } },
    (request): Promise<TChequeDetail> => getChequeDetailOrThrow(db, requestScope(request), request.params.id),
  );

  registerCreateRoute(app, {
    path: '/finance/cheque',
    permission: manage.permission,
    body: ZChequeCreateSchema,
    answer: ZChequeCreatedSchema,
    record: recordCheque,
    answerOf: (row) => ({
      id: row.id,
      portfolioNo: row.portfolioNo,
      message: `${chequeKindLabels[row.kind as ChequeKind]} kaydedildi. Portföy No: ${row.portfolioNo}`,
    }),
  });

  app.post(
    '/finance/cheque/:id/movement',
    {
      config: manage,
      schema: { params: ZIdParamsSchema, body: ZChequeMovementSchema, response: { 200: ZChequeMovedSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const result = await recordChequeMovement(
        db,
        request,
        scope,
        auth.userId,
        request.params.id,
        request.body,
      );
      const noun = chequeKindLabels[result.after.kind as ChequeKind];
      return {
        id: result.after.id,
        state: result.transition.to,
        message: `${noun} durumu "${chequeStateLabels[result.transition.to]}" olarak kaydedildi.`,
      };
    },
  );
};
