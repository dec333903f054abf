import { foldTurkish } from '@panel/shared/common/text';
import {
  CASH_BOOK_SORTS,
  ZCashBookCreateSchema,
  ZCashBookInputSchema,
  ZCashBookOptionSchema,
  ZCashBookSchema,
} from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { registerResource } from '../../../platform/resource';
import { cashBookFilter, cashBookListing, cashBookOptions, selectCashBooks } from './cash-book.queries';
import { assertCashBookBranchKept, assertCashBookDeletable, postOpeningBalance } from './cash-book.service';
import { cashBooks } from './cash-book.table';

/**
 * /finance/cash-book: the cash drawers, bank and POS accounts money is collected into.
 * Lists carry each book's balance (kuruş), derived from its postings.
 */
export const cashBookRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/finance/cash-book',
    entity: 'cash-book',
    table: cashBooks,
    view: ACTIONS.finance.view,
    manage: ACTIONS.finance.definitions,
    input: ZCashBookInputSchema,
    create: { input: ZCashBookCreateSchema, after: postOpeningBalance },
    select: selectCashBooks,
    record: ZCashBookSchema,
    searchColumns: cashBookListing.searchColumns,
    orderBy: cashBookListing.orderBy,
    sorts: { keys: CASH_BOOK_SORTS, columns: cashBookListing.sortColumns },
    filters: {
      shape: { branchId: z.uuid().optional(), kind: z.string().optional() },
      where: cashBookFilter,
    },
    toRow: (input) => ({
      branchId: input.branchId,
      name: input.name,
      kind: input.kind,
      bankName: input.bankName,
      iban: input.iban,
      isActive: input.isActive,
      searchKey: foldTurkish(input.name),
    }),
    check: assertCashBookBranchKept,
    beforeDelete: (db, scope, record) => assertCashBookDeletable(db, scope, record.id as string),
    options: { ...cashBookOptions, option: ZCashBookOptionSchema },
    messages: { created: 'Kasa kaydedildi.', updated: 'Kasa güncellendi.', deleted: 'Kasa silindi.' },
  });
};
