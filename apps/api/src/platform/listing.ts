import type { SortOrder, TListQuery } from '@panel/shared/common/list-query';
import { type Paged, SEARCH_MIN_LENGTH, toPaged } from '@panel/shared/common/pagination';
import { foldTurkish } from '@panel/shared/common/text';
import { and, gte, ilike, isNotNull, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so a search for '%' finds a percent sign. */
export const likeContains = (folded: string): string => `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search condition over Turkish-folded key columns, or none below the spec's two
 * characters (SPEC 9) so a one-letter search lists everything instead of scanning.
 */
export const searchOver = (term: string | undefined, ...keyColumns: PgColumn[]): SQL | undefined => {
  const folded = foldTurkish(term ?? '');
  if (folded.length < SEARCH_MIN_LENGTH) return undefined;
  const pattern = likeContains(folded);
  return or(...keyColumns.map((c) => ilike(c, pattern)));
};

/** A day column within a range whose ends may each be open: a list's date filter. */
export const dayBetween = (day: PgColumn, from?: string | null, to?: string | null): SQL | undefined =>
  and(from ? gte(day, from) : undefined, to ? lte(day, to) : undefined);

/** The status filter of a list of cancellable records: live ones, cancelled ones, or all. */
export const cancelState = (cancelledAt: PgColumn, status?: string | null): SQL | undefined =>
  status === 'active' ? isNull(cancelledAt) : status === 'cancelled' ? isNotNull(cancelledAt) : undefined;

/**
 * One page and the total. With `countOnlyWhenFull`, a page shorter than the page size tells
 * the total by itself (a citizen id finds one row), so the count runs only when the page is
 * full or past the end; without it the two run together.
 */
export const fetchPage = async <T>(
  query: TListQuery,
  run: { rows: (limit: number, offset: number) => Promise<T[]>; total: () => Promise<number> },
  options: { countOnlyWhenFull?: boolean } = {},
): Promise<Paged<T>> => {
  const offset = (query._pageNumber - 1) * query._pageSize;
  if (options.countOnlyWhenFull) {
    const rows = await run.rows(query._pageSize, offset);
    const known = rows.length > 0 && rows.length < query._pageSize;
    return toPaged(rows, known ? offset + rows.length : await run.total(), query._pageSize);
  }
  const [rows, total] = await Promise.all([run.rows(query._pageSize, offset), run.total()]);
  return toPaged(rows, total, query._pageSize);
};

/**
 * A list's ORDER BY: the column the user sorted by (`_sort`, whitelisted by the route's
 * schema, so `columns` has it) then `tieBreak`, which must make the order total so a page
 * never repeats or skips a row; without a sort, the list's own order. Empty values go last
 * both ways, as a user expects of a sorted column. Names sort by their Turkish sort key
 * (turkishSortKey): its plain byte order is the alphabet's on PGlite and PostgreSQL alike.
 */
export const listOrder = <K extends string>(
  query: { _sort?: K; _order?: SortOrder },
  columns: Record<K, SQLWrapper>,
  fallback: SQL[],
  tieBreak: SQLWrapper[],
): SQL[] => {
  if (!query._sort) return fallback;
  const desc = query._order === 'desc';
  const direction = desc ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${columns[query._sort]} ${direction}`, ...tieBreak.map((c) => sql`${c} ${direction}`)];
};

// turkishSortKey's alphabet, upper and lower case, and the letters each maps to (0x41 + index).
const TR_UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVWXYZ';
const TR_LOWER = 'abcçdefgğhıijklmnoöprsştuüvwxyz';
const TR_KEYS = Array.from(TR_LOWER, (_, i) => String.fromCharCode(0x41 + i)).join('');

/**
 * turkishSortKey computed by the database, for a small definition table's name, which keeps
 * no sort key column: any other character gets the same `~` marker, and the C collation
 * compares the bytes, so the order is the alphabet's whatever the database's locale.
 */
export const turkishOrder = (text: SQLWrapper): SQL =>
  sql`translate(regexp_replace(btrim(${text}), ${`[^${TR_UPPER}${TR_LOWER}]`}, '~\\&', 'g'), ${TR_UPPER + TR_LOWER}, ${TR_KEYS + TR_KEYS}) collate "C"`;
