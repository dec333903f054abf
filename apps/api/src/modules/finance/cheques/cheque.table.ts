import { bigint, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { createdByUser } from '../../../db/created-by-columns';
import { branchOwned } from '../../../db/owned-columns';
import { students } from '../../students/student.table';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { ledgerTransactions } from '../ledger/ledger.table';

/**
 * A cheque [çek] or promissory note [senet], received from a payer (a student's side or an
 * account card) or given to an account card. `state` is the latest of its cheque_movements.
 * While received and in the portfolio it sits on the ChequePortfolio account (its id).
 */
export const cheques = pgTable(
  'cheques',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    /** Per business, in order of entry (portfolio number). */
    portfolioNo: integer().notNull(),
    /** Cheque or PromissoryNote (CHEQUE_KINDS). */
    kind: text().notNull(),
    /** Received or Given (CHEQUE_DIRECTIONS). */
    direction: text().notNull(),
    /** CHEQUE_STATES. */
    state: text().notNull(),
    /** The number printed on the paper. */
    serialNo: text().notNull(),
    bankName: text(),
    bankBranch: text(),
    accountNo: text(),
    /** Who signed it [keşideci] (or the debtor of a note). */
    drawer: text().notNull(),
    drawerTaxNumber: text(),
    /** Received from a student's side ... */
    studentId: uuid().references(() => students.id),
    /** ... or from / given to an account card. */
    accountCardId: uuid().references(() => accountCards.id),
    issuedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    /** Kuruş. */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Where it is now: the bank cash book it was deposited to or is drawn on. */
    cashBookId: uuid().references(() => cashBooks.id),
    /** The account card it was endorsed [ciro] to. */
    endorsedToAccountCardId: uuid().references(() => accountCards.id),
    note: text(),
    /** Folded serial number, drawer, bank and counterpart names, for the list's search. */
    searchKey: text().notNull(),
    /** The movement that took it in (or gave it out). */
    transactionId: uuid().references(() => ledgerTransactions.id),
    ...createdByUser(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cheques_number_key').on(t.businessId, t.portfolioNo),
    index('cheques_scope_idx').on(t.businessId, t.branchId, t.state, t.dueOn),
    index('cheques_student_idx').on(t.studentId),
    index('cheques_account_card_idx').on(t.accountCardId),
    // The list's filters beside the branch scope: a business-wide due-date range, direction and kind.
    index('cheques_due_idx').on(t.businessId, t.dueOn),
    index('cheques_direction_idx').on(t.businessId, t.direction, t.kind, t.state, t.dueOn),
    index('cheques_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/** One state change of a cheque, with the movement it posted (if any): its history. */
export const chequeMovements = pgTable(
  'cheque_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    chequeId: requiredRef(() => cheques.id),
    /** Null for the first row (the cheque's entry). */
    fromState: text(),
    toState: text().notNull(),
    occurredOn: date({ mode: 'string' }).notNull(),
    cashBookId: uuid().references(() => cashBooks.id),
    accountCardId: uuid().references(() => accountCards.id),
    note: text(),
    transactionId: uuid().references(() => ledgerTransactions.id),
    /** A bounce after collection undoes the collection first: that reversing movement. */
    reverseTransactionId: uuid().references(() => ledgerTransactions.id),
    ...createdByUser(),
  },
  (t) => [index('cheque_movements_cheque_idx').on(t.chequeId, t.createdAt)],
);
