import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cancellationColumns } from '../../../db/cancellation-columns';
import { bytea, requiredRef } from '../../../db/column-types';
import { createdByUser } from '../../../db/created-by-columns';
import { branchOwned } from '../../../db/owned-columns';
import { accountCards } from '../account-cards/account-card.table';
import { financeDocumentColumns } from '../entries/finance-entry.table';
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
    accountCardId: requiredRef(() => accountCards.id),
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
    transactionId: requiredRef(() => ledgerTransactions.id),
    ...createdByUser(),
    ...cancellationColumns(),
  },
  (t) => [
    // A cancelled invoice gives its number back: the correction is to cancel and enter it again.
    uniqueIndex('incoming_invoices_live_number_key')
      .on(t.businessId, t.accountCardId, t.invoiceNo)
      .where(sql`${t.cancelledAt} is null`),
    index('incoming_invoices_scope_idx').on(t.businessId, t.branchId, t.issuedOn),
    index('incoming_invoices_account_card_idx').on(t.accountCardId, t.dueOn),
    // The payment screen's list: what is still owed, by due day.
    index('incoming_invoices_open_idx')
      .on(t.businessId, t.dueOn)
      .where(sql`${t.cancelledAt} is null and ${t.paid} < ${t.amount}`),
    index('incoming_invoices_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/** A file kept with an incoming invoice (the supplier's paper, scanned). */
export const incomingInvoiceDocuments = pgTable(
  'incoming_invoice_documents',
  {
    ...financeDocumentColumns(),
    incomingInvoiceId: requiredRef(() => incomingInvoices.id),
    content: bytea().notNull(),
  },
  (t) => [index('incoming_invoice_documents_invoice_idx').on(t.incomingInvoiceId)],
);
