import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { turkishOrder } from '../../../platform/listing';
import { branches } from '../../administration/branches/branch.table';
import { cashBookBalanceSql } from './cash-book.service';
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

/** A cash book as lists and forms read it: its branch's name and its balance (kuruş). */
export const selectCashBooks = (db: Db) =>
  db
    .select({ ...columns, balance: cashBookBalanceSql() })
    .from(cashBooks)
    .innerJoin(branches, eq(branches.id, cashBooks.branchId))
    .$dynamic();

/** The list's search, default order (by branch, then name) and server sorts. */
export const cashBookListing = {
  searchColumns: [cashBooks.searchKey],
  orderBy: [asc(branches.searchKey), asc(cashBooks.searchKey)],
  sortColumns: { name: turkishOrder(cashBooks.name) },
};

/** The list's filters beside the search: the branch and the kind. */
export const cashBookFilter = (q: {
  branchId?: string | undefined;
  kind?: string | undefined;
}): SQL | undefined =>
  and(
    q.branchId ? eq(cashBooks.branchId, q.branchId) : undefined,
    q.kind ? eq(cashBooks.kind, q.kind) : undefined,
  );

/** GET /finance/cash-book/list: the active books with their balances, for selects. */
export const cashBookOptions = {
  select: (db: Db) =>
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
};
