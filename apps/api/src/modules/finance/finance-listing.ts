import type { TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { fetchPage } from '../../platform/listing';
import { type OwnedTable, ownedBy } from '../../platform/scope';
import { sortedRows } from '../../platform/select-page';
import type { TenantScope } from '../../platform/tenancy';

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

/**
 * A list whose screen shows the totals of the whole filtered set under its table (cheques,
 * counts, incoming invoices, supplier payments): its page, its Excel file's source and one
 * record as the list shows it, all read through one select, one filter and one totals query.
 */
export const listWithTotals = <Q extends PgSelect, F, T extends { n: number }>(spec: {
  table: OwnedTable;
  /** A fresh $dynamic select with its joins. */
  select: (db: Db) => Q;
  /** The caller's scope, the search and the filters. */
  where: (scope: TenantScope, filters: F) => SQL | undefined;
  totals: (db: Db, where: SQL | undefined) => Promise<T>;
}) => {
  type Row = Q['_']['result'][number];
  const rowsOf = (db: Db, where: SQL | undefined, orderBy: SQL[]) =>
    sortedRows(() => spec.select(db), where, orderBy);
  return {
    /** A page in `orderBy` and the totals of the whole filtered set. */
    page: (db: Db, scope: TenantScope, q: TListQuery & F, orderBy: SQL[]) => {
      const where = spec.where(scope, q);
      return fetchPageWithTotals(q, {
        rows: rowsOf(db, where, orderBy),
        totals: () => spec.totals(db, where),
      });
    },
    /** The Excel file's rows in `orderBy`, a page at a time, and the totals of them all. */
    excelSource: (db: Db, scope: TenantScope, q: F, orderBy: SQL[]) => {
      const where = spec.where(scope, q);
      return { totals: () => spec.totals(db, where), rows: rowsOf(db, where, orderBy) };
    },
    /** One record of the caller's scope as the list shows it. */
    getOrThrow: async (db: Db, scope: TenantScope, id: string): Promise<Row> => {
      const [row] = (await spec
        .select(db)
        .where(and(eq(spec.table.id, id), ownedBy(spec.table, scope)))) as Row[];
      if (!row) throw notFound();
      return row;
    },
  };
};
