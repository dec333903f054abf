import { fileAnswer } from '@panel/shared/common/answers';
import {
  SMS_STATUSES,
  type SmsKind,
  type SmsStatus,
  smsKindLabels,
  smsPurposeLabel,
  smsStatusLabels,
  ZSmsLogPageSchema,
  ZSmsLogQuery,
} from '@panel/shared/communications/sms';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth';
import { sendExcel } from '../../platform/excel';
import { exportTitleFor } from '../../platform/export-title';
import { businessScope } from '../../platform/scope';
import { findSmsLog, logBusinessName } from './sms-log.queries';

/** Every row of the filtered log, for its Excel: one sheet holds what the filters select. */
const ALL = { _pageNumber: 1, _pageSize: 50_000 };
// No business is named when the log spans all: the title's names are read within this one.
const NO_BUSINESS = '00000000-0000-0000-0000-000000000000';

/**
 * /admin/sms-log: every SMS the product sent, failed or held, per business, for the
 * provider's admins (the admin claim grants `admin.*`), with its Excel.
 */
export const smsLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.smsLog };

  app.get(
    '/admin/sms-log',
    { config, schema: { querystring: ZSmsLogQuery, response: { 200: ZSmsLogPageSchema } } },
    (request) => findSmsLog(db, request.query),
  );

  app.get(
    '/admin/sms-log/excel',
    { config, schema: { querystring: ZSmsLogQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const { _pageNumber, _pageSize, ...filters } = request.query;
      const log = await findSmsLog(db, { ...filters, ...ALL });
      const businessName = await logBusinessName(db, filters.businessId);
      const title = await exportTitleFor(
        db,
        { userId: requireAuth(request).userId, scope: businessScope(filters.businessId ?? NO_BUSINESS) },
        'Gönderilen SMS’ler',
        { ...filters, businessId: undefined },
        {
          status: (v) =>
            SMS_STATUSES.includes(v as SmsStatus) ? smsStatusLabels[v as SmsStatus] : undefined,
          kind: (v) => smsKindLabels[v as SmsKind],
          purpose: smsPurposeLabel,
        },
      );
      return sendExcel(reply, {
        fileName: 'Gönderilen SMSler',
        title: { ...title, branch: businessName ?? 'Tüm kurumlar' },
        columns: [
          { header: 'Tarih', kind: 'day', value: (r) => r.createdAt },
          { header: 'Kurum', value: (r) => r.businessName },
          { header: 'Amaç', value: (r) => smsPurposeLabel(r.purpose) },
          { header: 'Tür', value: (r) => smsKindLabels[r.kind] },
          { header: 'Telefon', value: (r) => r.to },
          { header: 'Mesaj', value: (r) => r.text },
          { header: 'Birim', kind: 'number', value: (r) => r.units },
          { header: 'Durum', value: (r) => smsStatusLabels[r.status] },
          { header: 'Neden', value: (r) => r.error },
          { header: 'Sağlayıcı', value: (r) => r.provider },
          { header: 'Sağlayıcı Kimliği', value: (r) => r.providerMessageId },
        ],
        rows: log._data,
        totals: [{ Tarih: 'Toplam', Birim: log.totalUnits }],
      });
    },
  );
};
