import type { TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { fetchPage } from './listing';

/**
 * A page of a list's select (a $dynamic query with its joins) under `where` in `orderBy`,
 * and the count of every row it selects. The count reads the same select, joins and all,
 * so the total can never disagree with the rows the pages show.
 */
export const selectPage = <Q extends PgSelect, R>(
  db: Db,
  query: TListQuery,
  spec: {
    select: () => Q;
    where: SQL | undefined;
    orderBy: (SQL | PgColumn)[];
    row: (row: Q['_']['result'][number]) => R;
  },
): Promise<Paged<R>> => {
  const { where } = spec;
  return fetchPage(query, {
    rows: async (limit, offset) => {
      // A query is a promise of its rows; the generic select keeps that type only as `result`.
      const rows = (await spec
        .select()
        .where(where)
        .orderBy(...spec.orderBy)
        .limit(limit)
        .offset(offset)) as Q['_']['result'];
      return rows.map(spec.row);
    },
    total: () => db.$count(sql`${spec.select().where(where)} as listed`),
  });
};
