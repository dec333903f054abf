import { index, pgTable } from 'drizzle-orm/pg-core';
import { bytea, requiredRef } from '../../../db/column-types';
import {
  financeDocumentColumns,
  financeEntryColumns,
  financeEntryKeys,
} from '../entries/finance-entry.table';
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
  (t) => financeEntryKeys('expenses', t),
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
