import { ZExpenseInputSchema, ZExpenseUpdateSchema } from '@panel/shared/finance/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEntryRoutes } from '../entries/finance-entry.routes';
import { expenseTypes } from '../expense-types/expense-type.table';
import { expenseDocuments, expenses } from './expense.table';

/** /finance/expense: expenses paid from a cash book or owed to an account card. */
export const expenseRoutes: FastifyPluginAsync = async (app) => {
  registerEntryRoutes(
    app,
    {
      side: 'Expense',
      table: expenses,
      typeTable: expenseTypes,
      documents: expenseDocuments,
      counter: 'expense',
      noun: 'Gider',
      typeLabel: 'gider türü',
    },
    {
      path: '/finance/expense',
      entity: 'expense',
      input: ZExpenseInputSchema,
      update: ZExpenseUpdateSchema,
      messages: {
        created: 'Gider kaydedildi.',
        updated: 'Gider güncellendi.',
        cancelled: 'Gider iptal edildi.',
      },
      receiptTitle: 'Gider Makbuzu',
    },
  );
};
