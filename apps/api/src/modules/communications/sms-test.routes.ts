import { ZListQuerySchema } from '@panel/shared/common/list-query';
import {
  type SmsKind,
  type SmsStatus,
  ZSmsTestAnswerSchema,
  ZSmsTestPageSchema,
  ZSmsTestSchema,
} from '@panel/shared/communications/sms';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSms } from '../../integrations/sms/sms';
import { writeAudit } from '../../platform/audit';
import { requireAuth } from '../../platform/auth';
import { findSmsOfPurpose } from './sms-test.queries';

const PURPOSE = 'admin-test';

/** The admin's check that the configured SMS provider delivers. */
export const smsTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.smsTest };

  app.post(
    '/admin/sms-test',
    { config, schema: { body: ZSmsTestSchema, response: { 200: ZSmsTestAnswerSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const record = await sendSms(db, app.sms, {
        to: request.body.phone,
        text: request.body.text,
        purpose: PURPOSE,
        businessId: null,
        senderUserId: auth.userId,
        senderAccountId: auth.accountId,
      });
      await writeAudit(db, request, {
        action: 'send',
        entity: 'sms',
        entityId: record.id,
        after: { to: record.to, status: record.status },
      });
      const message =
        record.status === 'Sent'
          ? `Test SMS'i ${record.provider} sağlayıcısıyla gönderildi (${record.units} birim).`
          : record.status === 'Held'
            ? `Test SMS'i bekletildi: ${record.error ?? ''}`
            : `Test SMS'i gönderilemedi: ${record.error ?? 'bilinmeyen hata'}`;
      return {
        ...record,
        kind: record.kind as SmsKind,
        status: record.status as SmsStatus,
        businessName: null,
        createdAt: record.createdAt.toISOString(),
        message,
      };
    },
  );

  app.get(
    '/admin/sms-test',
    { config, schema: { querystring: ZListQuerySchema, response: { 200: ZSmsTestPageSchema } } },
    (request) => findSmsOfPurpose(db, PURPOSE, request.query),
  );
};
