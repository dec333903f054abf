import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { and, asc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { countRows } from './count-rows';
import { fetchPage, listOrder, searchOver } from './listing';

/** A row of a select made with drizzle's `$dynamic()`. */
type RowOf<Q extends PgSelect> = Q['_']['result'][number];

/**
 * A list's rows a page at a time: a fresh `select` (a $dynamic query with its joins) under
 * `where`, in `orderBy`. The screen's page and its Excel file read through it.
 */
export const sortedRows =
  <Q extends PgSelect>(select: () => Q, where: SQL | undefined, orderBy: (SQL | PgColumn)[]) =>
  (limit: number, offset: number) =>
    // A query is a promise of its rows; the generic select keeps that type only as `result`.
    select()
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset) as Promise<RowOf<Q>[]>;

type PageSpec<Q extends PgSelect> = {
  /** The list's columns and joins, as drizzle's `$dynamic()`. */
  select: () => Q;
  where: SQL | undefined;
  orderBy: (SQL | PgColumn)[];
  /**
   * The one table to count under `where`, when the joins only add columns (never drop or
   * repeat rows): a count that skips the joins. Without it the count reads the select itself.
   */
  countTable?: PgTable;
};

/**
 * A page of a list's select under `where` in `orderBy`, and the count of every row it
 * selects, so the total never disagrees with the rows the pages show. `row` shapes each row
 * of the page (the row as selected when left out).
 */
export const selectPage = <Q extends PgSelect, R = RowOf<Q>>(
  db: Db,
  query: TListQuery,
  spec: PageSpec<Q> & { row?: (row: RowOf<Q>) => R },
): Promise<Paged<R>> => {
  const { where, countTable } = spec;
  return fetchPage(query, {
    rows: async (limit, offset) => {
      const rows = await sortedRows(spec.select, where, spec.orderBy)(limit, offset);
      // Without `row`, R is the selected row (its default).
      return spec.row ? rows.map(spec.row) : (rows as R[]);
    },
    total: () =>
      countTable ? countRows(db, countTable, where) : db.$count(sql`${spec.select().where(where)} as listed`),
  });
};

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
): Promise<Paged<S['_']['result'][number]>> => {
  const { table } = list;
  return selectPage(db, query, {
    countTable: table,
    select: list.select,
    where: and(list.where, searchOver(query._searchTerm, table.searchKey)),
    orderBy: listOrder(query, list.sorts, [asc(table.searchKey), asc(table.id)], [table.id]),
  });
};
