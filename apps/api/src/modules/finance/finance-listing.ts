import type { TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { fetchPage } from '../../platform/listing';

/**
 * A list's rows a page at a time: a fresh `select` (a $dynamic query with its joins) under
 * `where`, in `orderBy`. The screen's page and its Excel file read through it.
 */
export const sortedRows =
  <Q extends PgSelect>(select: () => Q, where: SQL | undefined, orderBy: SQL[]) =>
  (limit: number, offset: number) =>
    // A query is a promise of its rows; the generic select keeps that type only as `result`.
    select()
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset) as Promise<Q['_']['result']>;

/** What a money column sums to over the live (not cancelled) rows of a filtered set. */
export const liveSum = (column: PgColumn, cancelledAt: PgColumn) =>
  sql<number>`coalesce(sum(${column}) filter (where ${cancelledAt} is null), 0)`.mapWith(Number);

/**
 * A page of a list and the totals of its whole filtered set (what the screen shows under
 * the table). The totals' query counts the set too (`n`), so the page needs no count of its own.
 */
export const fetchPageWithTotals = async <R, T extends { n: number }>(
  query: TListQuery,
  run: { rows: (limit: number, offset: number) => Promise<R[]>; totals: () => Promise<T> },
): Promise<{ page: Paged<R>; totals: T }> => {
  let totals: T | undefined;
  const page = await fetchPage(query, {
    rows: run.rows,
    total: async () => {
      totals = await run.totals();
      return totals.n;
    },
  });
  return { page, totals: totals! };
};
