import { ZRevenueTypeInputSchema } from '@panel/shared/finance/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerFinanceDefinition } from '../finance-definition';
import { revenues } from '../revenues/revenue.table';
import { revenueTypes } from './revenue-type.table';

/** /finance/revenue-type: what revenues outside sales are from. */
export const revenueTypeRoutes: FastifyPluginAsync = async (app) => {
  registerFinanceDefinition(app, {
    path: '/finance/revenue-type',
    entity: 'revenue-type',
    table: revenueTypes,
    input: ZRevenueTypeInputSchema,
    usedBy: { table: revenues, column: revenues.typeId },
    nameKey: 'revenue_types_name_key',
    noun: 'Gelir türü',
  });
};
