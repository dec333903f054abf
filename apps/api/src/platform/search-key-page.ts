import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { and, asc, count, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fetchPage, listOrder, searchOver } from './listing';

/** A table whose rows are found by a Turkish-folded `searchKey` column. */
type SearchKeyTable = PgTable & { id: PgColumn; searchKey: PgColumn };

/**
 * A page of a list over one table found by its `searchKey` (majors, branches, users ...):
 * the search and `where` (the caller's scope) narrow it, the user's sort or else the search
 * key orders it with the id as tie-break, and the total counts the table's rows under the
 * same condition. `select` gives the columns and joins, as drizzle's `$dynamic()`.
 */
export const fetchSearchKeyPage = <S extends PgSelect, K extends string>(
  db: Db,
  query: TListQuery & ListSort<K>,
  list: { table: SearchKeyTable; select: () => S; where?: SQL | undefined; sorts: Record<K, SQLWrapper> },
): Promise<Paged<Awaited<S>[number]>> => {
  const { table } = list;
  const where = and(list.where, searchOver(query._searchTerm, table.searchKey));
  return fetchPage(query, {
    rows: (limit, offset) =>
      list
        .select()
        .where(where)
        .orderBy(...listOrder(query, list.sorts, [asc(table.searchKey), asc(table.id)], [table.id]))
        .limit(limit)
        .offset(offset) as Promise<Awaited<S>[number][]>,
    total: async () => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0,
  });
};
