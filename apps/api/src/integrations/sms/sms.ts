import { randomUUID } from 'node:crypto';
import {
  SMS_DUPLICATE_WINDOW_MINUTES,
  SMS_HOLD_REASONS,
  type SmsKind,
  type SmsStatus,
  smsSize,
} from '@panel/shared/communications/sms';
import { normalisePhone } from '@panel/shared/validation/phone';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hasSmsConsent } from '../../modules/communications/sms-consents/sms-consent.service';
import { countRows } from '../../platform/count-rows';
import { firstId } from '../../platform/first-id';
import { smsMessages } from './sms-message.table';

export type SmsRequest = {
  to: string;
  text: string;
  purpose: string;
  /** İYS: informational unless said otherwise; commercial goes only to numbers with consent on record. */
  kind?: SmsKind;
  businessId: string | null;
  senderUserId: string | null;
  senderAccountId: string | null;
  /** A background bulk send (its report centre result) and the message's place in it. */
  batchId?: string;
  batchIndex?: number;
};

export type SmsRecord = typeof smsMessages.$inferSelect;

/** What a provider reports for one message; `providerCode` is its own answer code, when it gave one. */
export type SmsDelivery = {
  status: Exclude<SmsStatus, 'Held'>;
  providerMessageId: string | null;
  providerCode?: string | null;
  error: string | null;
};

/**
 * The one door to SMS providers; a real provider implements `deliver`. `perMinute` is the
 * per-business limit sends through it keep (the app sets it from SMS_PER_MINUTE).
 */
export type SmsProvider = {
  readonly name: string;
  deliver(to: string, text: string, kind: SmsKind): Promise<SmsDelivery>;
  readonly perMinute?: number;
};

/** Accepts every message: the product works out of the box, and every SMS is still recorded. */
export const localSmsProvider: SmsProvider = {
  name: 'local',
  deliver: async () => ({ status: 'Sent', providerMessageId: `local-${randomUUID()}`, error: null }),
};

const sameBusiness = (businessId: string | null): SQL =>
  businessId ? eq(smsMessages.businessId, businessId) : isNull(smsMessages.businessId);

const since = (minutes: number): SQL =>
  gt(smsMessages.createdAt, sql`now() - make_interval(mins => ${minutes})`);

/** Why the message must not go out now, or null when it may. */
const holdReason = async (
  db: Db,
  provider: SmsProvider,
  message: { businessId: string | null; to: string; text: string; kind: SmsKind },
): Promise<string | null> => {
  if (message.kind === 'Commercial') {
    const consent = message.businessId ? await hasSmsConsent(db, message.businessId, message.to) : false;
    if (!consent) return SMS_HOLD_REASONS.noConsent;
  }
  const duplicate = await firstId(
    db,
    smsMessages,
    and(
      sameBusiness(message.businessId),
      eq(smsMessages.to, message.to),
      since(SMS_DUPLICATE_WINDOW_MINUTES),
      eq(smsMessages.text, message.text),
      eq(smsMessages.status, 'Sent'),
    ),
  );
  if (duplicate) return SMS_HOLD_REASONS.duplicate;
  // Business-less sends (the admin's test) have no business to throttle.
  if (provider.perMinute && message.businessId) {
    const lastMinute = await countRows(
      db,
      smsMessages,
      and(sameBusiness(message.businessId), since(1), inArray(smsMessages.status, ['Sent', 'Failed'])),
    );
    if (lastMinute >= provider.perMinute) return SMS_HOLD_REASONS.throttled;
  }
  return null;
};

/**
 * Sends through the provider and records the message with its cost, whatever the outcome:
 * sent, failed with the provider's reason (a thrown error included), or held with the guard's
 * reason (no İYS consent, a duplicate, the business's per-minute limit).
 *
 * An excess message is held, not made to wait: a send runs inside a request (or a caller's
 * transaction), and waiting out a minute there would keep the request and a database
 * connection open while the user sees nothing; the held record shows in the SMS log with
 * its reason, and the limit itself is there to stop a runaway loop, not to pace a bulk send.
 *
 * The business's sends are serialised by a transaction lock, so two at once cannot both
 * pass the duplicate and per-minute checks.
 */
export const sendSms = async (db: Db, provider: SmsProvider, request: SmsRequest): Promise<SmsRecord> => {
  const kind = request.kind ?? 'Informational';
  const to = normalisePhone(request.to) ?? request.to;
  const base = { ...request, to, kind, units: smsSize(request.text).units, provider: provider.name };
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${request.businessId ?? to}`}, 0))`,
    );
    const held = await holdReason(tx, provider, {
      businessId: request.businessId,
      to,
      text: request.text,
      kind,
    });
    let delivery: Omit<SmsDelivery, 'status'> & { status: SmsStatus };
    if (held) {
      delivery = { status: 'Held', providerMessageId: null, providerCode: null, error: held };
    } else {
      try {
        delivery = await provider.deliver(to, request.text, kind);
      } catch (error) {
        delivery = {
          status: 'Failed',
          providerMessageId: null,
          providerCode: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    }
    const [row] = await tx
      .insert(smsMessages)
      .values({ ...base, ...delivery })
      .returning();
    return row!;
  });
};
