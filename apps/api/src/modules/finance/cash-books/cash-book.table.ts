import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branchOwned } from '../../../db/owned-columns';

/**
 * A cash book [kasa]: a branch's cash drawer, bank account (IBAN) or POS account, in lira.
 * It has no balance column: its balance is the sum of its ledger postings.
 */
export const cashBooks = pgTable(
  'cash_books',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    /** Cash, Bank or Pos (CASH_BOOK_KINDS). */
    kind: text().notNull(),
    bankName: text(),
    iban: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_books_scope_idx').on(t.businessId, t.branchId, t.searchKey)],
);
