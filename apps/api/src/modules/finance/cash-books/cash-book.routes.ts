import { foldTurkish } from '@panel/shared/common/text';
import { ZCashBookInputSchema } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { registerResource } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
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

/** /finance/cash-book: the cash drawers, bank and POS accounts money is collected into. */
export const cashBookRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/finance/cash-book',
    entity: 'cash-book',
    table: cashBooks,
    view: ACTIONS.finance.view,
    manage: ACTIONS.finance.definitions,
    input: ZCashBookInputSchema,
    select: (db) =>
      db.select(columns).from(cashBooks).innerJoin(branches, eq(branches.id, cashBooks.branchId)).$dynamic(),
    searchColumns: [cashBooks.searchKey],
    orderBy: [asc(branches.searchKey), asc(cashBooks.searchKey)],
    filters: {
      shape: { branchId: z.uuid().optional(), kind: z.string().optional() },
      where: (q) =>
        and(
          q.branchId ? eq(cashBooks.branchId, q.branchId) : undefined,
          q.kind ? eq(cashBooks.kind, q.kind) : undefined,
        ),
    },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    options: {
      select: (db) =>
        db
          .select({
            id: cashBooks.id,
            name: cashBooks.name,
            branchId: cashBooks.branchId,
            kind: cashBooks.kind,
          })
          .from(cashBooks)
          .$dynamic(),
      where: eq(cashBooks.isActive, true),
      orderBy: [asc(cashBooks.searchKey)],
    },
    messages: { created: 'Kasa kaydedildi.', updated: 'Kasa güncellendi.', deleted: 'Kasa silindi.' },
  });
};
