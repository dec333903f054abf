import { bigint, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The answer given to a write that carried an Idempotency-Key header: a retried or
 * double-clicked request gets the same answer instead of writing twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: uuid().notNull(),
    scope: text().notNull(),
    key: text().notNull(),
    status: text().notNull(),
    /** What the key was first sent with (platform/idempotency.ts requestHashOf); null on rows from before. */
    requestHash: text(),
    response: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.scope, t.key] })],
);

/** Gapless document numbers (receipts, invoices) per business and counter name. */
export const documentCounters = pgTable(
  'document_counters',
  {
    businessId: uuid().notNull(),
    counter: text().notNull(),
    last: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.counter] })],
);
