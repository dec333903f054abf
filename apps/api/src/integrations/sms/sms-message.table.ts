import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** İYS kind: 'Informational' goes to anyone, 'Commercial' only to numbers with consent on record. */
    kind: text().notNull().default('Informational'),
    /** The masked number (`0(5xx) xxx xx xx`) whenever the request's number was a valid one. */
    to: text().notNull(),
    text: text().notNull(),
    units: integer().notNull(),
    provider: text().notNull(),
    providerMessageId: text(),
    /** The provider's own answer code (NetGSM `00`, `30` ...), kept beside the Turkish reason. */
    providerCode: text(),
    status: text().notNull(),
    /** Why it was not sent: the provider's reason when Failed, the guard's when Held. */
    error: text(),
    /** A background bulk send (its report centre result) and the message's place in it. */
    batchId: uuid(),
    batchIndex: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_business_idx').on(t.businessId, t.createdAt),
    index('sms_messages_purpose_idx').on(t.purpose, t.createdAt),
    // The sent-SMS log's filters, and the duplicate guard's look-up (business, number, window).
    index('sms_messages_business_to_idx').on(t.businessId, t.to, t.createdAt),
    index('sms_messages_business_status_idx').on(t.businessId, t.status, t.createdAt),
    index('sms_messages_business_purpose_idx').on(t.businessId, t.purpose, t.createdAt),
    // A resumed batch skips what it already sent; no message of a batch is recorded twice.
    uniqueIndex('sms_messages_batch_idx').on(t.batchId, t.batchIndex),
  ],
);
