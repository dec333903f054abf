import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { cancellationColumns } from '../../../db/cancellation-columns';
import { requiredRef } from '../../../db/column-types';
import { createdByUser } from '../../../db/created-by-columns';
import { branchOwned } from '../../../db/owned-columns';
import { branches } from '../../administration/branches/branch.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { ledgerTransactions } from '../ledger/ledger.table';

/**
 * A transfer [virman] from one cash book to another. `branchId` is the sending branch,
 * `toBranchId` the receiving one (the same but for a branch virman). An account virman or a
 * POS cash-out is one movement; a branch virman is two, one per branch, each balanced
 * through the BranchTransfer account, written in one database transaction.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    /** Per business, in order of entry. */
    transferNo: integer().notNull(),
    /** Account, Branch or PosCashOut (TRANSFER_KINDS). */
    kind: text().notNull(),
    fromCashBookId: requiredRef(() => cashBooks.id),
    toCashBookId: requiredRef(() => cashBooks.id),
    toBranchId: requiredRef(() => branches.id),
    /** Kuruş leaving the source. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Kuruş kept back on the way (a POS commission), posted as an expense; the rest arrives. */
    fee: bigint({ mode: 'number' }).notNull().default(0),
    occurredOn: date({ mode: 'string' }).notNull(),
    description: text(),
    /** Folded number, cash book names and description, for the list's search. */
    searchKey: text().notNull(),
    /** The sending branch's movement (the only one when both sides are one branch). */
    transactionId: requiredRef(() => ledgerTransactions.id),
    /** The receiving branch's movement of a branch virman. */
    toTransactionId: uuid().references(() => ledgerTransactions.id),
    ...createdByUser(),
    ...cancellationColumns(),
    cancelToTransactionId: uuid().references(() => ledgerTransactions.id),
  },
  (t) => [
    unique('transfers_number_key').on(t.businessId, t.transferNo),
    index('transfers_scope_idx').on(t.businessId, t.branchId, t.occurredOn),
    index('transfers_to_branch_idx').on(t.businessId, t.toBranchId, t.occurredOn),
    /** The POS cash-out list and report read one kind across the business. */
    index('transfers_kind_idx').on(t.businessId, t.kind, t.occurredOn),
    check('transfers_two_books', sql`${t.fromCashBookId} <> ${t.toCashBookId}`),
    check('transfers_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);
