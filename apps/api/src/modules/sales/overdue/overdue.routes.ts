import { formatDay } from '@panel/shared/common/dates';
import { listQueryWithSort, ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  fillOverdueTemplate,
  OVERDUE_REPORTS,
  OVERDUE_SMS_EMPTY_SELECTION,
  OVERDUE_SMS_EMPTY_TEMPLATE,
  type OverdueReportName,
  type OverdueSmsResult,
  ZOverdueFiltersSchema,
  ZOverdueReportFiltersSchema,
  ZOverdueSmsSchema,
} from '@panel/shared/sales/overdue';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSms } from '../../../integrations/sms/sms';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { badRequest } from '../../../platform/errors';
import { type ExcelColumn, sendExcel } from '../../../platform/excel';
import { tenantOf } from '../../../platform/tenancy';
import {
  findOverdueInstallments,
  findOverduePayers,
  listOverduePayers,
  OVERDUE_SORTS,
} from './overdue.service';

const PURPOSE = 'overdue';
/** An Excel sheet holds the whole filtered set, up to this many rows. */
const EXCEL_ROWS = 50_000;

/** A report's rows as the sheet prints them: money in lira, days as dd.mm.yyyy. */
const excelColumns = (name: OverdueReportName): ExcelColumn<Record<string, unknown>>[] =>
  OVERDUE_REPORTS[name].columns.map((c) => ({
    header: 'kind' in c && c.kind === 'money' ? `${c.header} (₺)` : c.header,
    width: c.key === 'studentNames' || c.key === 'payerName' ? 28 : undefined,
    value: (row) => {
      const v = row[c.key];
      if (v === null || v === undefined) return '';
      if ('kind' in c && c.kind === 'money') return Number(v) / 100;
      if ('kind' in c && c.kind === 'day') return formatDay(String(v));
      return v as string | number;
    },
  }));

/**
 * Overdue installments (DOMAIN "Overdue"): the payers' list and its SMS, and the two
 * reports. The report paths are literal so they win over any `finance/report/:name`.
 */
export const overdueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scopeOf = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const reports = { permission: ACTIONS.sales.reports };
  const payersQuery = listQueryWithSort(OVERDUE_SORTS).extend(ZOverdueFiltersSchema.shape);
  const installmentsQuery = ZListQuerySchema.extend(ZOverdueReportFiltersSchema.shape);

  app.get(
    '/finance/overdue',
    { config: { permission: ACTIONS.sales.view }, schema: { querystring: payersQuery } },
    (request) => findOverduePayers(db, scopeOf(request), request.query),
  );

  app.post(
    '/finance/overdue-sms',
    { config: { permission: ACTIONS.sales.overdueSms }, schema: { body: ZOverdueSmsSchema } },
    async (request): Promise<OverdueSmsResult> => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const { payerKeys, template, branchId } = request.body;
      const keys = [...new Set(payerKeys.filter(Boolean))];
      if (keys.length === 0) throw badRequest(OVERDUE_SMS_EMPTY_SELECTION);
      if (!template.trim()) throw badRequest(OVERDUE_SMS_EMPTY_TEMPLATE);
      const payers = await listOverduePayers(db, scope, { payerKeys: keys, branchId });
      if (payers.length === 0) throw badRequest('Seçilen kişilerin gecikmiş ödemesi bulunmuyor.');
      let sent = 0;
      let failed = 0;
      const unreachable: string[] = [];
      for (const payer of payers) {
        if (!payer.phone) {
          unreachable.push(payer.payerName);
          continue;
        }
        const record = await sendSms(db, app.sms, {
          to: payer.phone,
          text: fillOverdueTemplate(template.trim(), payer),
          purpose: PURPOSE,
          businessId: scope.businessId,
          senderUserId: auth.userId,
          senderAccountId: auth.accountId,
        });
        if (record.status === 'Failed') failed++;
        else sent++;
      }
      await writeAudit(db, request, {
        action: 'create',
        entity: 'overdue-sms',
        before: null,
        after: { payerKeys: payers.map((p) => p.payerKey), template, branchId, sent, failed, unreachable },
      });
      const parts = [`${sent} kişiye SMS gönderildi.`];
      if (failed > 0) parts.push(`${failed} SMS gönderilemedi.`);
      if (unreachable.length > 0)
        parts.push(
          `Telefonu olmayanlar: ${unreachable.slice(0, 5).join(', ')}${unreachable.length > 5 ? '...' : ''}`,
        );
      return { sent, failed, unreachable, message: parts.join(' ') };
    },
  );

  app.get(
    '/finance/report/overdue',
    { config: reports, schema: { querystring: installmentsQuery } },
    (request) => findOverdueInstallments(db, scopeOf(request), request.query),
  );
  app.get(
    '/finance/report/overdue/excel',
    { config: reports, schema: { querystring: ZOverdueReportFiltersSchema } },
    async (request, reply) => {
      const page = await findOverdueInstallments(db, scopeOf(request), {
        ...request.query,
        _pageNumber: 1,
        _pageSize: EXCEL_ROWS,
      });
      return sendExcel(
        reply,
        'gecikmis-odemeler',
        OVERDUE_REPORTS.overdue.title,
        excelColumns('overdue'),
        page._data,
      );
    },
  );

  app.get(
    '/finance/report/overdue-call-list',
    { config: reports, schema: { querystring: payersQuery } },
    (request) => findOverduePayers(db, scopeOf(request), request.query),
  );
  app.get(
    '/finance/report/overdue-call-list/excel',
    { config: reports, schema: { querystring: ZOverdueFiltersSchema } },
    async (request, reply) => {
      const page = await findOverduePayers(db, scopeOf(request), {
        ...request.query,
        _pageNumber: 1,
        _pageSize: EXCEL_ROWS,
      });
      return sendExcel(
        reply,
        'gecikmis-odeme-arama-listesi',
        OVERDUE_REPORTS['overdue-call-list'].title,
        excelColumns('overdue-call-list'),
        page._data,
      );
    },
  );
};
