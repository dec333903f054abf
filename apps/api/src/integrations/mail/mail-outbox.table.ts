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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);
