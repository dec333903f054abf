import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from '../../../db/owned-columns';
import { accounts } from '../../accounts/account.table';

/**
 * İYS consent for commercial SMS, one row per event: a number's consent is the latest row
 * of its business (given or withdrawn), and earlier rows stay as the record of how it got there.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    /** The masked number (`0(5xx) xxx xx xx`). */
    phone: text().notNull(),
    /** 'Given' or 'Withdrawn'. */
    state: text().notNull(),
    /** Where it came from: 'Written', 'Web', 'Iys' ... (SMS_CONSENT_SOURCES). */
    source: text().notNull(),
    /** When the person gave or withdrew it, which may precede its recording. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    recordedByAccountId: uuid().references(() => accounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_consents_business_phone_idx').on(t.businessId, t.phone, t.occurredAt)],
);
