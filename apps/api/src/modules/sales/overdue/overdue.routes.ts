import { listQueryWithSort, type TListQuery, zListSort } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  fillOverdueTemplate,
  OVERDUE_INSTALLMENT_SORTS,
  OVERDUE_REPORTS,
  OVERDUE_SMS_EMPTY_SELECTION,
  OVERDUE_SMS_EMPTY_TEMPLATE,
  OVERDUE_SORTS,
  type OverdueReportName,
  type OverdueSmsResult,
  ZOverdueFiltersSchema,
  ZOverdueInstallmentPageSchema,
  ZOverduePayerPageSchema,
  ZOverdueReportFiltersSchema,
  ZOverdueSmsResultSchema,
  ZOverdueSmsSchema,
} from '@panel/shared/sales/overdue';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { sendAuditedSms } from '../../../platform/audited-sms';
import { requireAuth } from '../../../platform/auth';
import { badRequest } from '../../../platform/errors';
import type { ExcelColumn, ExcelExport, ExcelValue } from '../../../platform/excel';
import { exportTitleFor } from '../../../platform/export-title';
import { EXCEL_PAGE_ROWS, EXCEL_ROW_LIMIT, registerExcelRoute } from '../../../platform/report-routes';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { findOverdueInstallments, findOverduePayers, listOverduePayers } from './overdue.queries';

const PURPOSE = 'overdue';
/** An Excel sheet holds the whole filtered set, up to this many rows, read a page at a time. */
const EXCEL_PAGES = EXCEL_ROW_LIMIT / EXCEL_PAGE_ROWS;

/** A report's columns as the shared exporter writes them: money in kuruş, days as days. */
const excelColumns = (name: OverdueReportName): ExcelColumn<Record<string, unknown>>[] =>
  OVERDUE_REPORTS[name].columns.map((c) => ({
    header: c.header,
    kind: 'kind' in c ? c.kind : /No$|Count$|daysLate/.test(c.key) ? 'number' : 'text',
    value: (row) => row[c.key] as ExcelValue,
  }));

/**
 * Every page of a service's answer after the first, which the caller has already read
 * (for its totals): a 50,000-row export is never held whole.
 */
async function* restOf<R>(
  first: R[],
  page: (pageNumber: number) => Promise<{ _data: R[] }>,
): AsyncGenerator<R> {
  yield* first;
  if (first.length < EXCEL_PAGE_ROWS) return;
  for (let n = 2; n <= EXCEL_PAGES; n++) {
    const rows = (await page(n))._data;
    yield* rows;
    if (rows.length < EXCEL_PAGE_ROWS) return;
  }
}

/**
 * Overdue installments (DOMAIN "Overdue"): the payers' list and its SMS, and the two
 * reports. The report paths are literal so they win over any `finance/report/:name`.
 */
export const overdueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scopeOf = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const reports = { permission: ACTIONS.sales.reports };
  const payersQuery = listQueryWithSort(OVERDUE_SORTS).extend(ZOverdueFiltersSchema.shape);
  const installmentsQuery = listQueryWithSort(OVERDUE_INSTALLMENT_SORTS).extend(
    ZOverdueReportFiltersSchema.shape,
  );
  // The Excel files follow the sort on screen.
  const installmentsExcelQuery = ZOverdueReportFiltersSchema.extend(zListSort(OVERDUE_INSTALLMENT_SORTS));
  const payersExcelQuery = ZOverdueFiltersSchema.extend(zListSort(OVERDUE_SORTS));

  app.get(
    '/finance/overdue',
    {
      config: { permission: ACTIONS.sales.view },
      schema: { querystring: payersQuery, response: { 200: ZOverduePayerPageSchema } },
    },
    (request) => findOverduePayers(db, scopeOf(request), request.query),
  );

  app.post(
    '/finance/overdue-sms',
    {
      config: { permission: ACTIONS.sales.overdueSms },
      schema: { body: ZOverdueSmsSchema, response: { 200: ZOverdueSmsResultSchema } },
    },
    async (request): Promise<OverdueSmsResult> => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const { payerKeys, template, branchId } = request.body;
      const keys = [...new Set(payerKeys.filter(Boolean))];
      if (keys.length === 0) throw badRequest(OVERDUE_SMS_EMPTY_SELECTION);
      if (!template.trim()) throw badRequest(OVERDUE_SMS_EMPTY_TEMPLATE);
      const payers = await listOverduePayers(db, scope, { payerKeys: keys, branchId });
      if (payers.length === 0) throw badRequest('Seçilen kişilerin gecikmiş ödemesi bulunmuyor.');
      const unreachable = payers.filter((p) => !p.phone).map((p) => p.payerName);
      const messages = payers.flatMap((payer) =>
        payer.phone
          ? [{ name: payer.payerName, to: payer.phone, text: fillOverdueTemplate(template.trim(), payer) }]
          : [],
      );
      return sendAuditedSms(app, request, {
        purpose: PURPOSE,
        title: 'Gecikmiş Ödeme SMS',
        messages,
        unreachable,
        audit: {
          entity: 'overdue-sms',
          asked: { payerKeys: payers.map((p) => p.payerKey), template, branchId, unreachable },
        },
        sentText: (sent) => `${sent} kişiye SMS gönderildi.`,
      });
    },
  );

  /**
   * GET /finance/report/{name}, the report's page with the totals of its whole filtered set,
   * and its Excel as its screen's button and the report centre make it: how many rows it would
   * hold (a page of one), then every page of them with the totals under them.
   */
  const reportRoutes = <Q extends TListQuery, T>(spec: {
    name: OverdueReportName;
    query: z.ZodType<Q>;
    excelQuery: z.ZodType<Omit<Q, keyof TListQuery>>;
    answer: z.ZodType;
    find: (db: Db, scope: TenantScope, query: Q) => Promise<Paged<Record<string, unknown>> & { totals: T }>;
    totalsRow: (totals: T) => Record<string, ExcelValue>;
  }) => {
    const { title } = OVERDUE_REPORTS[spec.name];
    const path = `/finance/report/${spec.name}`;
    app.get(
      path,
      { config: reports, schema: { querystring: spec.query, response: { 200: spec.answer } } },
      (request) => spec.find(db, scopeOf(request), request.query as Q),
    );
    registerExcelRoute(app, {
      path,
      permission: reports.permission,
      title,
      query: spec.excelQuery,
      open: async (reportDb, asker, query) => {
        // The Excel's filters and a page: what the screen's query holds.
        const read = (n: number, size: number) =>
          spec.find(reportDb, asker.scope, { ...query, _pageNumber: n, _pageSize: size } as Q);
        return {
          rows: async () => (await read(1, 1))._totalData,
          excel: async (): Promise<ExcelExport<Record<string, unknown>>> => {
            const page = (n: number) => read(n, EXCEL_PAGE_ROWS);
            const [first, titleRows] = await Promise.all([
              page(1),
              exportTitleFor(reportDb, asker, title, query),
            ]);
            return {
              fileName: title,
              title: titleRows,
              columns: excelColumns(spec.name),
              rows: restOf(first._data, page),
              totals: [spec.totalsRow(first.totals)],
            };
          },
        };
      },
    });
  };

  reportRoutes({
    name: 'overdue',
    query: installmentsQuery,
    excelQuery: installmentsExcelQuery,
    answer: ZOverdueInstallmentPageSchema,
    find: findOverdueInstallments,
    totalsRow: (totals) => ({
      'Ad Soyad': 'Toplam',
      Şube: `${totals.installmentCount} taksit`,
      Tutar: totals.amount,
      Ödenen: totals.paid,
      Kalan: totals.remaining,
    }),
  });
  reportRoutes({
    name: 'overdue-call-list',
    query: payersQuery,
    excelQuery: payersExcelQuery,
    answer: ZOverduePayerPageSchema,
    find: findOverduePayers,
    totalsRow: (totals) => ({
      'Ödeme Sorumlusu': 'Toplam',
      Telefon: `${totals.payerCount} kişi`,
      'Taksit Sayısı': totals.installmentCount,
      'Gecikmiş Tutar': totals.overdueAmount,
    }),
  });
};
