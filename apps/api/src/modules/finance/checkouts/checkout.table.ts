import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cancellationColumns } from '../../../db/cancellation-columns';
import { requiredRef } from '../../../db/column-types';
import { createdByUser } from '../../../db/created-by-columns';
import { branchOwned } from '../../../db/owned-columns';
import { cashBooks } from '../cash-books/cash-book.table';
import { ledgerTransactions } from '../ledger/ledger.table';

/**
 * An end-of-day count [gün sonu] of one cash book: the balance the ledger expected, the
 * money counted and their difference, posted against CashDifference with its reason.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    cashBookId: requiredRef(() => cashBooks.id),
    countedOn: date({ mode: 'string' }).notNull(),
    /** Kuruş: the cash book's balance up to and including the day, before the difference. */
    expected: bigint({ mode: 'number' }).notNull(),
    /** Kuruş counted. */
    counted: bigint({ mode: 'number' }).notNull(),
    /** counted - expected; a positive difference is a surplus. */
    difference: bigint({ mode: 'number' }).notNull(),
    /** Required when the difference is not zero. */
    reason: text(),
    /** The difference's movement; null when nothing differed. */
    transactionId: uuid().references(() => ledgerTransactions.id),
    ...createdByUser(),
    ...cancellationColumns(),
  },
  (t) => [
    index('checkouts_cash_book_idx').on(t.cashBookId, t.countedOn),
    index('checkouts_scope_idx').on(t.businessId, t.branchId, t.countedOn),
    // One live count per book and day, even for two counts that race past the service's check.
    uniqueIndex('checkouts_live_day_key').on(t.cashBookId, t.countedOn).where(sql`${t.cancelledAt} is null`),
  ],
);
