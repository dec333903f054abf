import type { TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fetchPage } from './listing';

/** A table whose records carry the time they were made. */
type DatedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * A page of a table's records, newest first (then by id, so the order is total and no page
 * repeats a row). The rows read through `select`, the table with the joins its rows show (a
 * $dynamic query); the count reads the table alone, so `where` names only its columns.
 */
export const newestFirstPage = <Q extends PgSelect, R>(
  db: Db,
  query: TListQuery,
  spec: {
    table: DatedTable;
    select: () => Q;
    where: SQL | undefined;
    row: (row: Q['_']['result'][number]) => R;
  },
): Promise<Paged<R>> => {
  const { table, where } = spec;
  return fetchPage(query, {
    rows: async (limit, offset) => {
      // A query is a promise of its rows; the generic select keeps that type only as `result`.
      const rows = (await spec
        .select()
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit)
        .offset(offset)) as Q['_']['result'];
      return rows.map(spec.row);
    },
    total: async () => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0,
  });
};
