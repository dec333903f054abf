import { sql } from 'drizzle-orm';
import { check, index, pgTable, unique } from 'drizzle-orm/pg-core';
import { bytea, requiredRef } from '../../../db/column-types';
import { financeDocumentColumns, financeEntryColumns } from '../entries/finance-entry.table';
import { expenseTypes } from '../expense-types/expense-type.table';

/**
 * An expense [gider]. Posting: Expense (its type) debit; the cash book credit when paid,
 * else the account card credit (owed to the supplier).
 */
export const expenses = pgTable(
  'expenses',
  {
    ...financeEntryColumns(),
    /** The expense type. */
    typeId: requiredRef(() => expenseTypes.id),
  },
  (t) => [
    unique('expenses_number_key').on(t.businessId, t.entryNo),
    index('expenses_scope_idx').on(t.businessId, t.branchId, t.occurredOn),
    index('expenses_cash_book_idx').on(t.cashBookId, t.occurredOn),
    index('expenses_account_card_idx').on(t.accountCardId, t.occurredOn),
    index('expenses_type_idx').on(t.businessId, t.typeId, t.occurredOn),
    check('expenses_one_counterpart', sql`(${t.cashBookId} is null) <> (${t.accountCardId} is null)`),
  ],
);

/** A file kept with an expense (the receipt, the invoice). */
export const expenseDocuments = pgTable(
  'expense_documents',
  {
    ...financeDocumentColumns(),
    expenseId: requiredRef(() => expenses.id),
    content: bytea().notNull(),
  },
  (t) => [index('expense_documents_expense_idx').on(t.expenseId)],
);
