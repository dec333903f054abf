import { ZRevenueInputSchema, ZRevenueUpdateSchema } from '@panel/shared/finance/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerEntryRoutes } from '../entries/finance-entry.routes';
import type { EntryKind } from '../entries/finance-entry.service';
import { revenueTypes } from '../revenue-types/revenue-type.table';
import { revenueDocuments, revenues } from './revenue.table';

/** /finance/revenue: revenues outside sales, received into a cash book or owed by an account card. */
export const revenueRoutes: FastifyPluginAsync = async (app) => {
  registerEntryRoutes(
    app,
    {
      side: 'Revenue',
      // Same columns as the expense tables (financeEntryColumns + typeId); only the names differ.
      table: revenues as unknown as EntryKind['table'],
      typeTable: revenueTypes as unknown as EntryKind['typeTable'],
      documents: revenueDocuments as unknown as EntryKind['documents'],
      counter: 'revenue',
      noun: 'Gelir',
      typeLabel: 'gelir türü',
    },
    {
      path: '/finance/revenue',
      entity: 'revenue',
      input: ZRevenueInputSchema,
      update: ZRevenueUpdateSchema,
      messages: {
        created: 'Gelir kaydedildi.',
        updated: 'Gelir güncellendi.',
        cancelled: 'Gelir iptal edildi.',
      },
      receiptTitle: 'Gelir Makbuzu',
    },
  );
};
