import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { and, asc, count, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fetchPage, listOrder, searchOver } from './listing';

/** The rows of a select made with drizzle's `$dynamic()`. */
type RowsOf<S extends PgSelect> = Awaited<S>[number];

/**
 * A page of a list over one table: `select` gives its columns and joins (joins that add
 * columns, never drop rows) as drizzle's `$dynamic()`, `where` and `orderBy` narrow and order
 * it, and the total counts the table's rows under the same condition.
 */
export const fetchTablePage = <S extends PgSelect>(
  db: Db,
  query: TListQuery,
  list: { table: PgTable; select: () => S; where: SQL | undefined; orderBy: (SQL | PgColumn)[] },
): Promise<Paged<RowsOf<S>>> =>
  fetchPage(query, {
    rows: (limit, offset) =>
      list
        .select()
        .where(list.where)
        .orderBy(...list.orderBy)
        .limit(limit)
        .offset(offset) as Promise<RowsOf<S>[]>,
    total: async () => (await db.select({ n: count() }).from(list.table).where(list.where))[0]?.n ?? 0,
  });

/** A table whose rows are found by a Turkish-folded `searchKey` column. */
type SearchKeyTable = PgTable & { id: PgColumn; searchKey: PgColumn };

/**
 * A page of a list over one table found by its `searchKey` (majors, branches, users ...):
 * the search and `where` (the caller's scope) narrow it, the user's sort or else the search
 * key orders it with the id as tie-break.
 */
export const fetchSearchKeyPage = <S extends PgSelect, K extends string>(
  db: Db,
  query: TListQuery & ListSort<K>,
  list: { table: SearchKeyTable; select: () => S; where?: SQL | undefined; sorts: Record<K, SQLWrapper> },
): Promise<Paged<RowsOf<S>>> => {
  const { table } = list;
  return fetchTablePage(db, query, {
    table,
    select: list.select,
    where: and(list.where, searchOver(query._searchTerm, table.searchKey)),
    orderBy: listOrder(query, list.sorts, [asc(table.searchKey), asc(table.id)], [table.id]),
  });
};
