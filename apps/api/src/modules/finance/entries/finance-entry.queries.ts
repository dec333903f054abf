import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { FINANCE_ENTRY_SORTS } from '@panel/shared/finance/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { cancelState, dayBetween, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { sortedRows } from '../../../platform/select-page';
import type { TenantScope } from '../../../platform/tenancy';
import { fetchPageWithTotals, liveSum } from '../finance-listing';
import { selectEntries } from './entry-receipt.document';
import type { EntryKind } from './finance-entry.service';

/** The search and filters of an entry list and of the expense and revenue reports (null: none chosen). */
export type EntryFilters = {
  _searchTerm?: string | undefined;
  branchId?: string | null | undefined;
  typeId?: string | null | undefined;
  cashBookId?: string | null | undefined;
  accountCardId?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  /** active or cancelled; the reports also take all. */
  status?: string | null | undefined;
};

export type EntryListQuery = TListQuery &
  ListSort<(typeof FINANCE_ENTRY_SORTS)[number]> &
  EntryFilters & { status?: 'active' | 'cancelled' | undefined };

/** The entries of the caller's scope that a list's or a report's search and filters pick. */
export const entriesWhere = (E: EntryKind['table'], scope: TenantScope, q: EntryFilters): SQL | undefined =>
  and(
    ownedBy(E, scope),
    searchOver(q._searchTerm, E.searchKey),
    q.branchId ? eq(E.branchId, q.branchId) : undefined,
    q.typeId ? eq(E.typeId, q.typeId) : undefined,
    q.cashBookId ? eq(E.cashBookId, q.cashBookId) : undefined,
    q.accountCardId ? eq(E.accountCardId, q.accountCardId) : undefined,
    dayBetween(E.occurredOn, q.from, q.to),
    cancelState(E.cancelledAt, q.status),
  );

/** One entry of the caller's scope with the names its ids point at, as its screen and receipt show it. */
export const getEntryViewOrThrow = async (db: Db, kind: EntryKind, scope: TenantScope, id: string) => {
  const E = kind.table;
  const [row] = await selectEntries(db, kind).where(and(eq(E.id, id), ownedBy(E, scope)));
  if (!row) throw notFound();
  return row;
};

/** A page of the filtered entries and the totals of the live ones in the whole set. */
export const findEntries = async (db: Db, kind: EntryKind, scope: TenantScope, q: EntryListQuery) => {
  const E = kind.table;
  const where = entriesWhere(E, scope, q);
  const { page, totals } = await fetchPageWithTotals(q, {
    rows: sortedRows(
      () => selectEntries(db, kind),
      where,
      listOrder(
        q,
        { occurredOn: E.occurredOn, amount: E.amount },
        [desc(E.occurredOn), desc(E.entryNo)],
        [E.entryNo, E.id],
      ),
    ),
    totals: async () => {
      const [row] = await db
        .select({
          n: count(),
          amount: liveSum(E.amount, E.cancelledAt),
          vatAmount: liveSum(E.vatAmount, E.cancelledAt),
        })
        .from(E)
        .where(where);
      return row!;
    },
  });
  return { ...page, totals: { amount: totals.amount, vatAmount: totals.vatAmount } };
};
