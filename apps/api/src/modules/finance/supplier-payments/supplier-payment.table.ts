import { bigint, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { cancellationColumns } from '../../../db/cancellation-columns';
import { requiredRef } from '../../../db/column-types';
import { createdByUser } from '../../../db/created-by-columns';
import { branchOwned, businessOwned } from '../../../db/owned-columns';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { incomingInvoices } from '../incoming-invoices/incoming-invoice.table';
import { ledgerTransactions } from '../ledger/ledger.table';

/** A payment to an account card from a cash book. Posting: AccountCard debit, CashBook credit. */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    /** Per business, in order of entry. */
    paymentNo: integer().notNull(),
    accountCardId: requiredRef(() => accountCards.id),
    cashBookId: requiredRef(() => cashBooks.id),
    amount: bigint({ mode: 'number' }).notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    description: text(),
    /** Folded number, account card and cash book names and description, for the list's search. */
    searchKey: text().notNull(),
    transactionId: requiredRef(() => ledgerTransactions.id),
    ...createdByUser(),
    ...cancellationColumns(),
  },
  (t) => [
    unique('supplier_payments_number_key').on(t.businessId, t.paymentNo),
    index('supplier_payments_scope_idx').on(t.businessId, t.branchId, t.paidOn),
    index('supplier_payments_account_card_idx').on(t.accountCardId, t.paidOn),
    index('supplier_payments_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/** The part of a payment that settles one incoming invoice (partial or whole). */
export const supplierPaymentAllocations = pgTable(
  'supplier_payment_allocations',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    paymentId: requiredRef(() => supplierPayments.id),
    incomingInvoiceId: requiredRef(() => incomingInvoices.id),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('supplier_payment_allocations_payment_idx').on(t.paymentId),
    index('supplier_payment_allocations_invoice_idx').on(t.incomingInvoiceId),
  ],
);
