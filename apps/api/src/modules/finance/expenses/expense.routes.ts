import { ZExpenseInputSchema, ZExpenseUpdateSchema } from '@panel/shared/finance/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEntryRoutes } from '../entries/finance-entry.routes';
import type { EntryKind } from '../entries/finance-entry.service';
import { expenseTypes } from '../expense-types/expense-type.table';
import { expenseDocuments, expenses } from './expense.table';

/** The expense side of the finance entries; the report centre prints its receipts too. */
export const EXPENSE_KIND: EntryKind = {
  side: 'Expense',
  table: expenses,
  typeTable: expenseTypes,
  documents: expenseDocuments,
  counter: 'expense',
  noun: 'Gider',
  typeLabel: 'gider türü',
};
export const EXPENSE_RECEIPT_TITLE = 'Gider Makbuzu';

/** /finance/expense: expenses paid from a cash book or owed to an account card. */
export const expenseRoutes: FastifyPluginAsync = async (app) => {
  registerEntryRoutes(app, EXPENSE_KIND, {
    path: '/finance/expense',
    entity: 'expense',
    input: ZExpenseInputSchema,
    update: ZExpenseUpdateSchema,
    messages: {
      created: 'Gider kaydedildi.',
      updated: 'Gider güncellendi.',
      cancelled: 'Gider iptal edildi.',
    },
    receiptTitle: EXPENSE_RECEIPT_TITLE,
  });
};
