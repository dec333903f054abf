import { bigint, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { branchOwned } from '../../../db/owned-columns';
import { users } from '../../auth/user.table';
import { accountCards } from '../account-cards/account-card.table';
import { expenseTypes } from '../expense-types/expense-type.table';
import { ledgerTransactions } from '../ledger/ledger.table';

/**
 * A purchase invoice [gelen fatura] from an account card. Posting: Expense (its type)
 * debit, AccountCard credit. `paid` is the sum of its live supplier payment allocations,
 * kept in the transaction that writes them (under a row lock).
 */
export const incomingInvoices = pgTable(
  'incoming_invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    accountCardId: uuid()
      .notNull()
      .references(() => accountCards.id),
    expenseTypeId: uuid().references(() => expenseTypes.id),
    invoiceNo: text().notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    /** Kuruş before VAT. */
    netAmount: bigint({ mode: 'number' }).notNull(),
    vatRate: integer().notNull().default(0),
    vatAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** Kuruş, VAT included: what is owed. */
    amount: bigint({ mode: 'number' }).notNull(),
    paid: bigint({ mode: 'number' }).notNull().default(0),
    description: text(),
    /** Folded invoice number, account card name and description, for the list's search. */
    searchKey: text().notNull(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: uuid().references(() => users.id),
    cancelReason: text(),
    cancelTransactionId: uuid().references(() => ledgerTransactions.id),
  },
  (t) => [
    unique('incoming_invoices_number_key').on(t.businessId, t.accountCardId, t.invoiceNo),
    index('incoming_invoices_scope_idx').on(t.businessId, t.branchId, t.issuedOn),
    index('incoming_invoices_account_card_idx').on(t.accountCardId, t.dueOn),
  ],
);
