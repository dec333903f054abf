import { ZExpenseTypeInputSchema } from '@panel/shared/finance/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { expenses } from '../expenses/expense.table';
import { registerFinanceDefinition } from '../finance-definition';
import { expenseTypes } from './expense-type.table';

/** /finance/expense-type: what expenses are for. */
export const expenseTypeRoutes: FastifyPluginAsync = async (app) => {
  registerFinanceDefinition(app, {
    path: '/finance/expense-type',
    entity: 'expense-type',
    table: expenseTypes,
    input: ZExpenseTypeInputSchema,
    usedBy: { table: expenses, column: expenses.typeId },
    nameKey: 'expense_types_name_key',
    noun: 'Gider türü',
  });
};
