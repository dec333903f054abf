import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BulkMessage, bulkSmsAnswer, sendBulkSms } from '../integrations/sms/bulk-sms';
import { writeAudit } from './audit';

/**
 * A screen's SMS to people it chose (the student list's, the overdue payers'): sent through
 * the adapter, audited as one `create` of `audit.entity` with what was asked and the
 * adapter's outcome, and answered as the screen shows it: the counts, who no phone reaches,
 * and the Turkish summary (`sentText` words the sent count).
 */
export const sendAuditedSms = async (
  app: FastifyInstance,
  request: FastifyRequest,
  spec: {
    purpose: string;
    title: string;
    messages: BulkMessage[];
    unreachable: string[];
    audit: { entity: string; entityId?: string; asked: Record<string, unknown> };
    sentText: (sent: number) => string;
  },
) => {
  const { messages, unreachable, audit } = spec;
  const outcome = await sendBulkSms(app, request, { purpose: spec.purpose, title: spec.title, messages });
  await writeAudit(app.db, request, {
    action: 'create',
    entity: audit.entity,
    entityId: audit.entityId,
    before: null,
    after: { ...audit.asked, ...outcome },
  });
  const message = bulkSmsAnswer({ ...outcome, unreachable, total: messages.length }, spec.sentText);
  return { sent: outcome.sent, failed: outcome.failed, unreachable, message, reportId: outcome.reportId };
};
