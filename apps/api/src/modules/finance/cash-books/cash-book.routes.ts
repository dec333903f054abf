import { foldTurkish } from '@panel/shared/common/text';
import {
  CASH_BOOK_SORTS,
  ZCashBookCreateSchema,
  ZCashBookInputSchema,
} from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { registerResource } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { cashBookBalanceSql, cashBookHasPostings, postOpeningBalance } from './cash-book.service';
import { cashBooks } from './cash-book.table';

const columns = {
  id: cashBooks.id,
  branchId: cashBooks.branchId,
  branchName: branches.name,
  name: cashBooks.name,
  kind: cashBooks.kind,
  bankName: cashBooks.bankName,
  iban: cashBooks.iban,
  isActive: cashBooks.isActive,
};

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
    select: (db) =>
      db
        .select({ ...columns, balance: cashBookBalanceSql() })
        .from(cashBooks)
        .innerJoin(branches, eq(branches.id, cashBooks.branchId))
        .$dynamic(),
    searchColumns: [cashBooks.searchKey],
    orderBy: [asc(branches.searchKey), asc(cashBooks.searchKey)],
    sorts: { keys: CASH_BOOK_SORTS, columns: { name: turkishOrder(cashBooks.name) } },
    filters: {
      shape: { branchId: z.uuid().optional(), kind: z.string().optional() },
      where: (q) =>
        and(
          q.branchId ? eq(cashBooks.branchId, q.branchId) : undefined,
          q.kind ? eq(cashBooks.kind, q.kind) : undefined,
        ),
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
    check: async (db, scope, input, id) => {
      if (!id) return;
      const [before] = await db
        .select({ branchId: cashBooks.branchId })
        .from(cashBooks)
        .where(eq(cashBooks.id, id));
      if (
        before &&
        before.branchId !== input.branchId &&
        (await cashBookHasPostings(db, scope.businessId, id))
      )
        throw badRequest('Hareket görmüş bir kasanın şubesi değiştirilemez.');
    },
    beforeDelete: async (db, scope, record) => {
      if (await cashBookHasPostings(db, scope.businessId, record.id as string))
        throw badRequest('Hareket görmüş bir kasa silinemez. Kasayı pasif yapabilirsiniz.');
    },
    options: {
      select: (db) =>
        db
          .select({
            id: cashBooks.id,
            name: cashBooks.name,
            branchId: cashBooks.branchId,
            kind: cashBooks.kind,
            balance: cashBookBalanceSql(),
          })
          .from(cashBooks)
          .$dynamic(),
      where: eq(cashBooks.isActive, true),
      orderBy: [asc(cashBooks.searchKey)],
    },
    messages: { created: 'Kasa kaydedildi.', updated: 'Kasa güncellendi.', deleted: 'Kasa silindi.' },
  });
};
