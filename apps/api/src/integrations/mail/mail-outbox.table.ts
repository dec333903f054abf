import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the product sends; the local adapter only records here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    provider: text().notNull(),
    status: text().notNull(),
    error: text(),
    /** The recipient and subject folded for Turkish (foldTurkish): the admin's outgoing mail search. */
    searchKey: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // The outgoing mail list: newest first, the id making the order total for paging.
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    index('mail_outbox_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);
