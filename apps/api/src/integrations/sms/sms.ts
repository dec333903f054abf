import { randomUUID } from 'node:crypto';
import { type SmsStatus, smsSize } from '@panel/shared/communications/sms';
import type { Db } from '../../db/client';
import { smsMessages } from './sms-message.table';

export type SmsRequest = {
  to: string;
  text: string;
  purpose: string;
  businessId: string | null;
  senderUserId: string | null;
  senderAccountId: string | null;
};

export type SmsRecord = typeof smsMessages.$inferSelect;

/** What a provider reports for one message. */
export type SmsDelivery = { status: SmsStatus; providerMessageId: string | null; error: string | null };

/** The one door to SMS providers; a real provider implements `deliver`. */
export type SmsProvider = { readonly name: string; deliver(to: string, text: string): Promise<SmsDelivery> };

/** Accepts every message: the product works out of the box, and every SMS is still recorded. */
export const localSmsProvider: SmsProvider = {
  name: 'local',
  deliver: async () => ({ status: 'Sent', providerMessageId: `local-${randomUUID()}`, error: null }),
};

/** Sends through the provider and records the message with its cost, whatever the outcome. */
export const sendSms = async (db: Db, provider: SmsProvider, request: SmsRequest): Promise<SmsRecord> => {
  let delivery: SmsDelivery;
  try {
    delivery = await provider.deliver(request.to, request.text);
  } catch (error) {
    delivery = {
      status: 'Failed',
      providerMessageId: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  const [row] = await db
    .insert(smsMessages)
    .values({ ...request, units: smsSize(request.text).units, provider: provider.name, ...delivery })
    .returning();
  return row!;
};
