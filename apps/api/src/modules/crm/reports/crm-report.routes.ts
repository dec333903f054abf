import { fileAnswer } from '@panel/shared/common/answers';
import {
  funnelGroupLabels,
  statePeriodLabels,
  ZCallReportPageSchema,
  ZCrmReportListQuery,
  ZFunnelQuery,
  ZFunnelSchema,
  ZInterviewReportPageSchema,
  ZStateStatisticsQuery,
  ZStateStatisticsSchema,
} from '@panel/shared/crm/crm-report';
import { visitChannelLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth';
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { tenantOf } from '../../../platform/tenancy';
import { callReport, funnelReport, interviewReport, stateStatistics } from './crm-report.service';

/** Every row of a paged report, for its Excel: one sheet holds what the filters select. */
const ALL = { _pageNumber: 1, _pageSize: 50_000 };

/** The CRM reports (/crm/report/...) and their Excel exports. */
export const crmReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const config = { permission: ACTIONS.crm.reports };

  app.get(
    '/crm/reports/calls',
    { config, schema: { querystring: ZCrmReportListQuery, response: { 200: ZCallReportPageSchema } } },
    (request) => callReport(db, scope(request), request.query),
  );
  app.get(
    '/crm/reports/calls/excel',
    { config, schema: { querystring: ZCrmReportListQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const { _pageNumber, _pageSize, ...filters } = request.query;
      const report = await callReport(db, scope(request), { ...filters, ...ALL });
      return sendExcel(reply, {
        fileName: 'Arama Raporu',
        title: await exportTitle(request, 'Arama Raporu', filters),
        columns: [
          { header: 'Tarih', kind: 'day', value: (r) => r.day },
          { header: 'Danışman', value: (r) => r.consultantName },
          { header: 'Görüşme', kind: 'number', value: (r) => r.interviews },
          { header: 'Arama Listesinden', kind: 'number', value: (r) => r.fromCallLists },
          { header: 'Sonraki Görüşme Verilen', kind: 'number', value: (r) => r.withNextContact },
        ],
        rows: report._data,
        totals: [{ Tarih: 'Toplam', Görüşme: report.totalInterviews }],
      });
    },
  );

  app.get(
    '/crm/reports/interviews',
    { config, schema: { querystring: ZCrmReportListQuery, response: { 200: ZInterviewReportPageSchema } } },
    (request) => interviewReport(db, scope(request), request.query),
  );
  app.get(
    '/crm/reports/interviews/excel',
    { config, schema: { querystring: ZCrmReportListQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const { _pageNumber, _pageSize, ...filters } = request.query;
      const report = await interviewReport(db, scope(request), { ...filters, ...ALL });
      return sendExcel(reply, {
        fileName: 'Görüşme Raporu',
        title: await exportTitle(request, 'Görüşme Raporu', filters),
        columns: [
          { header: 'Tarih', kind: 'day', value: (r) => r.createdAt },
          { header: 'Müşteri', value: (r) => r.customerName },
          { header: 'Şube', value: (r) => r.branchName },
          { header: 'Danışman', value: (r) => r.consultantName },
          { header: 'Kanal', value: (r) => visitChannelLabels[r.channel] },
          { header: 'Durum', value: (r) => r.stateName },
          { header: 'Sonraki Görüşme', kind: 'day', value: (r) => r.nextContactOn },
          { header: 'Not', value: (r) => r.note },
        ],
        rows: report._data,
      });
    },
  );

  app.get(
    '/crm/reports/interview-states',
    { config, schema: { querystring: ZStateStatisticsQuery, response: { 200: ZStateStatisticsSchema } } },
    (request) => stateStatistics(db, scope(request), request.query),
  );
  app.get(
    '/crm/reports/interview-states/excel',
    { config, schema: { querystring: ZStateStatisticsQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const stats = await stateStatistics(db, scope(request), request.query);
      type Row = { name: string; counts: number[] };
      return sendExcel<Row>(reply, {
        fileName: 'Görüşme Durumu İstatistikleri',
        title: await exportTitle(request, 'Görüşme Durumu İstatistikleri', request.query, {
          period: (v) => statePeriodLabels[v as keyof typeof statePeriodLabels],
        }),
        columns: [
          { header: 'Durum', value: (r) => r.name },
          ...stats.periods.map((p, i) => ({
            header: p,
            kind: 'number' as const,
            value: (r: Row) => r.counts[i],
          })),
          { header: 'Toplam', kind: 'number', value: (r) => r.counts.reduce((a, b) => a + b, 0) },
        ],
        rows: stats.states.map((s, i) => ({ name: s.name, counts: stats.counts[i]! })),
      });
    },
  );

  app.get(
    '/crm/reports/funnel',
    { config, schema: { querystring: ZFunnelQuery, response: { 200: ZFunnelSchema } } },
    (request) => funnelReport(db, scope(request), request.query),
  );
  app.get(
    '/crm/reports/funnel/excel',
    { config, schema: { querystring: ZFunnelQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const funnel = await funnelReport(db, scope(request), request.query);
      type Row = (typeof funnel.rows)[number];
      return sendExcel<Row>(reply, {
        fileName: 'Aday Dönüşüm Hunisi',
        title: await exportTitle(request, 'Aday Dönüşüm Hunisi', request.query, {
          groupBy: (v) => funnelGroupLabels[v as keyof typeof funnelGroupLabels],
        }),
        columns: [
          { header: funnelGroupLabels[request.query.groupBy], value: (r) => r.label },
          { header: 'Aday', kind: 'number', value: (r) => r.customers },
          { header: 'Görüşülen', kind: 'number', value: (r) => r.interviewed },
          { header: 'Kayıt Olan', kind: 'number', value: (r) => r.registered },
          { header: 'Görüşme Oranı (%)', kind: 'number', value: (r) => r.interviewRate },
          { header: 'Kayıt Oranı (%)', kind: 'number', value: (r) => r.registerRate },
        ],
        rows: [...funnel.rows, funnel.total],
      });
    },
  );
};
