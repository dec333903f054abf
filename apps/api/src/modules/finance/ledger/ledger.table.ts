import { bigint, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { createdByUser } from '../../../db/created-by-columns';
import { branchOwned } from '../../../db/owned-columns';

/**
 * One money movement [hareket]: a balanced set of postings written in one database
 * transaction. Never updated or deleted; a mistake is undone by a reversing movement.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    /** A finance transaction kind (SPEC 3) or a back-office kind (LEDGER_KINDS). */
    kind: text().notNull(),
    occurredOn: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    /** What caused it, for the screens that list a record's movements. */
    sourceType: text(),
    sourceId: uuid(),
    reversesId: uuid(),
    ...createdByUser(),
  },
  (t) => [
    index('ledger_transactions_source_idx').on(t.sourceType, t.sourceId),
    index('ledger_transactions_scope_idx').on(t.businessId, t.occurredOn),
  ],
);

/**
 * One line of a movement. Debit is positive, credit negative; a movement's lines sum to
 * zero. The account is a kind (Student, CashBook, SalesRevenue ...) and, for accounts
 * that are records, the record's id.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: requiredRef(() => ledgerTransactions.id),
    ...branchOwned(),
    accountKind: text().notNull(),
    accountId: uuid(),
    amount: bigint({ mode: 'number' }).notNull(),
    occurredOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.businessId, t.accountKind, t.accountId, t.occurredOn),
    index('ledger_postings_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Each cash book's net postings per day, kept by a deferred trigger on ledger_postings
 * (migration 0018_cash_book_days): a balance at a date is a sum over days, not over every
 * posting (case-status read 770,000 postings at full scale; docs/performance.md). Postings
 * are never updated or deleted, so inserts are all it follows.
 */
export const cashBookDays = pgTable(
  'cash_book_days',
  {
    businessId: uuid().notNull(),
    cashBookId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cashBookId, t.day] }),
    index('cash_book_days_scope_idx').on(t.businessId, t.day),
  ],
);
