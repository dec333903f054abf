import { SMS_BATCH_QUEUED_MESSAGE, SMS_HELD_NOTICE, type SmsStatus } from '@panel/shared/communications/sms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
import { sendSms } from './sms';

export type BulkMessage = { name: string; to: string; text: string };

/** What became of a bulk send: counted now, or handed to the job queue (its result to follow). */
export type BulkSmsOutcome = { sent: number; failed: number; held: number; reportId?: string };

/**
 * A screen's bulk send: up to SMS_INLINE_MAX messages in the request, more through the job
 * queue (the report centre's SMS batch, with its progress). The route checked its permission
 * and wrote every message.
 */
export const sendBulkSms = async (
  app: FastifyInstance,
  request: FastifyRequest,
  {
    onSent,
    ...batch
  }: {
    purpose: string;
    title: string;
    messages: BulkMessage[];
    /** Each message's fate when it goes in the request (a link marked sent once delivered). */
    onSent?: (index: number, status: SmsStatus) => void;
  },
): Promise<BulkSmsOutcome> => {
  if (batch.messages.length > app.config.sms.inlineMax)
    return { sent: 0, failed: 0, held: 0, reportId: await app.queueSmsBatch(request, batch) };
  const auth = requireAuth(request);
  const { businessId } = tenantOf(auth);
  const outcome = { sent: 0, failed: 0, held: 0 };
  for (const [index, message] of batch.messages.entries()) {
    const record = await sendSms(app.db, app.sms, {
      to: message.to,
      text: message.text,
      purpose: batch.purpose,
      businessId,
      senderUserId: auth.userId,
      senderAccountId: auth.accountId,
    });
    if (record.status === 'Sent') outcome.sent++;
    else if (record.status === 'Failed') outcome.failed++;
    else outcome.held++;
    onSent?.(index, record.status as SmsStatus);
  }
  return outcome;
};

/**
 * The sender's answer: what went (`sentText` words the count; '' says nothing), what did not,
 * who has no phone.
 */
export const bulkSmsAnswer = (
  outcome: BulkSmsOutcome & { unreachable: string[]; total: number },
  sentText: (sent: number) => string,
): string => {
  const parts = outcome.reportId
    ? [SMS_BATCH_QUEUED_MESSAGE(outcome.total)]
    : [sentText(outcome.sent)].filter(Boolean);
  if (outcome.failed > 0) parts.push(`${outcome.failed} SMS gönderilemedi.`);
  if (outcome.held > 0) parts.push(SMS_HELD_NOTICE(outcome.held));
  const { unreachable } = outcome;
  if (unreachable.length > 0)
    parts.push(
      `Telefonu olmayanlar: ${unreachable.slice(0, 5).join(', ')}${unreachable.length > 5 ? '...' : ''}`,
    );
  return parts.join(' ');
};
