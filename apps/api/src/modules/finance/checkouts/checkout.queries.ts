import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { CHECKOUT_SORTS, CheckoutStatus } from '@panel/shared/finance/checkouts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cancelState, dayBetween, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { listWithTotals } from '../finance-listing';
import { checkouts } from './checkout.table';

/** The filters of the count list and its Excel file (the routes' schemas check them). */
export type CheckoutFilters = {
  branchId?: string;
  cashBookId?: string;
  from?: string;
  to?: string;
  status?: CheckoutStatus;
  _searchTerm?: string;
};
export type CheckoutListQuery = TListQuery & ListSort<(typeof CHECKOUT_SORTS)[number]> & CheckoutFilters;

const checkoutList = (db: Db) =>
  db
    .select({
      id: checkouts.id,
      branchId: checkouts.branchId,
      branchName: branches.name,
      cashBookId: checkouts.cashBookId,
      cashBookName: cashBooks.name,
      countedOn: checkouts.countedOn,
      expected: checkouts.expected,
      counted: checkouts.counted,
      difference: checkouts.difference,
      reason: checkouts.reason,
      cancelled: sql<boolean>`${checkouts.cancelledAt} is not null`,
      cancelReason: checkouts.cancelReason,
      createdAt: checkouts.createdAt,
    })
    .from(checkouts)
    .innerJoin(branches, eq(branches.id, checkouts.branchId))
    .innerJoin(cashBooks, eq(cashBooks.id, checkouts.cashBookId))
    .$dynamic();

const checkoutWhere = (scope: TenantScope, q: CheckoutFilters): SQL | undefined =>
  and(
    ownedBy(checkouts, scope),
    searchOver(q._searchTerm, cashBooks.searchKey),
    q.branchId ? eq(checkouts.branchId, q.branchId) : undefined,
    q.cashBookId ? eq(checkouts.cashBookId, q.cashBookId) : undefined,
    dayBetween(checkouts.countedOn, q.from, q.to),
    cancelState(checkouts.cancelledAt, q.status),
  );

/** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
const totalsOf = async (db: Db, where: SQL | undefined) => {
  const [row] = await db
    .select({
      n: count(),
      surplus:
        sql<number>`coalesce(sum(${checkouts.difference}) filter (where ${checkouts.cancelledAt} is null and ${checkouts.difference} > 0), 0)`.mapWith(
          Number,
        ),
      shortage:
        sql<number>`coalesce(sum(${checkouts.difference}) filter (where ${checkouts.cancelledAt} is null and ${checkouts.difference} < 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(checkouts)
    .innerJoin(cashBooks, eq(cashBooks.id, checkouts.cashBookId))
    .where(where);
  return row!;
};

const checkoutListing = listWithTotals({
  table: checkouts,
  select: checkoutList,
  where: checkoutWhere,
  totals: totalsOf,
});

/** GET /finance/checkout: a page of the filtered counts and the surplus and shortage of the whole set. */
export const findCheckouts = async (db: Db, scope: TenantScope, q: CheckoutListQuery) => {
  const order = listOrder(
    q,
    { countedOn: checkouts.countedOn, difference: checkouts.difference },
    [desc(checkouts.countedOn), desc(checkouts.createdAt), desc(checkouts.id)],
    [checkouts.createdAt, checkouts.id],
  );
  const { page, totals } = await checkoutListing.page(db, scope, q, order);
  return { ...page, totals: { surplus: totals.surplus, shortage: totals.shortage } };
};

/** The Excel file's rows in the list's own order, a page at a time, and the totals of them all. */
export const checkoutExcelSource = (db: Db, scope: TenantScope, q: CheckoutFilters) =>
  checkoutListing.excelSource(db, scope, q, [
    desc(checkouts.countedOn),
    desc(checkouts.createdAt),
    asc(checkouts.id),
  ]);

/** One count of the caller's scope as the list shows it. */
export const getCheckoutDetailOrThrow = checkoutListing.getOrThrow;
