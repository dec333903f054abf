import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every SMS the product sends, whatever the provider: recipient, text, sender, status, cost. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid(),
    senderUserId: uuid(),
    senderAccountId: uuid(),
    /** Why it was sent: 'admin-test', 'overdue', 'private' ... */
    purpose: text().notNull(),
    to: text().notNull(),
    text: text().notNull(),
    units: integer().notNull(),
    provider: text().notNull(),
    providerMessageId: text(),
    status: text().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_business_idx').on(t.businessId, t.createdAt),
    index('sms_messages_purpose_idx').on(t.purpose, t.createdAt),
  ],
);
