import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer } from '@panel/shared/common/answers';
import {
  type TChequeDetail,
  type TChequeRow,
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
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { pagedRows } from '../../../platform/report-routes';
import { tenantOf } from '../../../platform/tenancy';
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
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  app.get(
    '/finance/cheque',
    { config: view, schema: { querystring: ZChequeListQuerySchema, response: { 200: ZChequePageSchema } } },
    (request) => findCheques(db, scopeOf(request), request.query),
  );

  app.get(
    '/finance/cheque/excel',
    { config: view, schema: { querystring: ZChequeFiltersSchema, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const source = chequeExcelSource(db, scopeOf(request), request.query);
      const report = 'Çek ve Senetler';
      const [totals, title] = await Promise.all([
        source.totals(),
        exportTitle(request, report, request.query, {
          direction: (v) => chequeDirectionLabels[v as keyof typeof chequeDirectionLabels],
          kind: (v) => chequeKindLabels[v as keyof typeof chequeKindLabels],
          state: (v) => chequeStateLabels[v as keyof typeof chequeStateLabels],
        }),
      ]);
      return sendExcel<TChequeRow>(reply, {
        fileName: report,
        title,
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
        rows: pagedRows(source.rows),
        // The screen's totals: how many, and their sum.
        totals: [{ 'Portföy No': 'Toplam', Keşideci: `${totals.n} adet`, Tutar: totals.amount }],
      });
    },
  );

  app.get(
    '/finance/cheque/next-number',
    { config: view, schema: { response: { 200: ZChequeNextNumberSchema } } },
    async (request) => ({
      portfolioNo: await suggestPortfolioNo(db, scopeOf(request)),
    }),
  );

  app.get(
    '/finance/cheque/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZChequeDetailSchema } } },
    (request): Promise<TChequeDetail> => getChequeDetailOrThrow(db, scopeOf(request), request.params.id),
  );

  app.post(
    '/finance/cheque',
    { config: manage, schema: { body: ZChequeCreateSchema, response: { 200: ZChequeCreatedSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const row = await recordCheque(db, request, scope, auth.userId, request.body);
      const noun = chequeKindLabels[row.kind as ChequeKind];
      return {
        id: row.id,
        portfolioNo: row.portfolioNo,
        message: `${noun} kaydedildi. Portföy No: ${row.portfolioNo}`,
      };
    },
  );

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
