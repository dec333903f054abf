import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { POS_CASH_OUT_SORTS } from '@panel/shared/finance/checkouts';
import type { TRANSFER_SORTS } from '@panel/shared/finance/contracts';
import type { CashBookKind, TransferKind } from '@panel/shared/finance/enums';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { notFound } from '../../../platform/errors';
import { cancelState, dayBetween, fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { sortedRows } from '../../../platform/select-page';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { transfers } from './transfer.table';

/** The filters of the virman and POS cash-out lists (the routes' schemas check them). */
type TransferFilters = {
  cashBookId?: string;
  branchId?: string;
  from?: string;
  to?: string;
  status?: 'active' | 'cancelled';
};
export type TransferListQuery = TListQuery & ListSort<(typeof TRANSFER_SORTS)[number]> & TransferFilters;
export type PosCashOutListQuery = TListQuery &
  ListSort<(typeof POS_CASH_OUT_SORTS)[number]> &
  TransferFilters;

const fromBook = alias(cashBooks, 'from_book');
const toBook = alias(cashBooks, 'to_book');
const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

/** The columns both transfer lists show; each adds its own. */
const transferColumns = {
  id: transfers.id,
  transferNo: transfers.transferNo,
  fromCashBookId: transfers.fromCashBookId,
  fromCashBookName: fromBook.name,
  toCashBookId: transfers.toCashBookId,
  toCashBookName: toBook.name,
  amount: transfers.amount,
  occurredOn: transfers.occurredOn,
  description: transfers.description,
  cancelled: sql<boolean>`${transfers.cancelledAt} is not null`,
  cancelReason: transfers.cancelReason,
  createdAt: transfers.createdAt,
};

const list = (db: Db) =>
  db
    .select({
      ...transferColumns,
      kind: sql<Exclude<TransferKind, 'PosCashOut'>>`${transfers.kind}`,
      fromBranchId: transfers.branchId,
      fromBranchName: fromBranch.name,
      toBranchId: transfers.toBranchId,
      toBranchName: toBranch.name,
    })
    .from(transfers)
    .innerJoin(fromBook, eq(fromBook.id, transfers.fromCashBookId))
    .innerJoin(toBook, eq(toBook.id, transfers.toCashBookId))
    .innerJoin(fromBranch, eq(fromBranch.id, transfers.branchId))
    .innerJoin(toBranch, eq(toBranch.id, transfers.toBranchId))
    .$dynamic();

/** A branch sees the virmans it sent and those it received; the business sees all. */
const visibleTo = (scope: TenantScope) =>
  scope.branchId
    ? and(
        inBusiness(transfers.businessId, scope),
        or(eq(transfers.branchId, scope.branchId), eq(transfers.toBranchId, scope.branchId)),
      )
    : inBusiness(transfers.businessId, scope);

/** The filters both lists take but the branch, which a virman matches on either side. */
const commonFilters = (q: TransferListQuery | PosCashOutListQuery) => [
  searchOver(q._searchTerm, transfers.searchKey),
  q.cashBookId
    ? or(eq(transfers.fromCashBookId, q.cashBookId), eq(transfers.toCashBookId, q.cashBookId))
    : undefined,
  dayBetween(transfers.occurredOn, q.from, q.to),
  cancelState(transfers.cancelledAt, q.status),
];

/** Both lists' order: newest first unless the user sorted. */
const transferOrder = (q: TransferListQuery | PosCashOutListQuery) =>
  listOrder(
    q,
    { occurredOn: transfers.occurredOn, amount: transfers.amount },
    [desc(transfers.occurredOn), desc(transfers.transferNo)],
    [transfers.transferNo, transfers.id],
  );

/** GET /finance/account-virman and /finance/branch-virman: a page of the virmans of `kind`. */
export const findTransfers = (
  db: Db,
  scope: TenantScope,
  kind: Exclude<TransferKind, 'PosCashOut'>,
  q: TransferListQuery,
) => {
  const where = and(
    eq(transfers.kind, kind),
    visibleTo(scope),
    q.branchId ? or(eq(transfers.branchId, q.branchId), eq(transfers.toBranchId, q.branchId)) : undefined,
    ...commonFilters(q),
  );
  return fetchPage(q, {
    rows: sortedRows(() => list(db), where, transferOrder(q)),
    // The lists' joins add no rows: the transfers the condition picks are the total.
    total: () => countRows(db, transfers, where),
  });
};

/** The active cash books of the business's other branches, for a branch virman's receiving side. */
export const listBranchTransferTargets = (db: Db, scope: TenantScope) =>
  db
    .select({
      id: cashBooks.id,
      name: cashBooks.name,
      kind: sql<CashBookKind>`${cashBooks.kind}`,
      branchId: cashBooks.branchId,
      branchName: branches.name,
    })
    .from(cashBooks)
    .innerJoin(branches, eq(branches.id, cashBooks.branchId))
    .where(
      and(
        inBusiness(cashBooks.businessId, scope),
        eq(cashBooks.isActive, true),
        eq(branches.isActive, true),
        scope.branchId ? ne(cashBooks.branchId, scope.branchId) : undefined,
      ),
    )
    .orderBy(asc(branches.searchKey), asc(cashBooks.searchKey))
    .limit(1000);

/** One virman of `kind` as the list shows it, seen from either branch. */
export const getTransferDetailOrThrow = async (
  db: Db,
  scope: TenantScope,
  kind: Exclude<TransferKind, 'PosCashOut'>,
  id: string,
) => {
  const [row] = await list(db).where(and(eq(transfers.id, id), eq(transfers.kind, kind), visibleTo(scope)));
  if (!row) throw notFound();
  return row;
};

const posCashOutList = (db: Db) =>
  db
    .select({
      ...transferColumns,
      branchId: transfers.branchId,
      fee: transfers.fee,
      /** The commission's expense type lives on its posting: transfers has no column for it. */
      expenseTypeName: sql<
        string | null
      >`(select et.name from ledger_postings lp join expense_types et on et.id = lp.account_id where lp.transaction_id = ${transfers.transactionId} and lp.account_kind = 'Expense' limit 1)`,
    })
    .from(transfers)
    .innerJoin(fromBook, eq(fromBook.id, transfers.fromCashBookId))
    .innerJoin(toBook, eq(toBook.id, transfers.toCashBookId))
    .$dynamic();

const posWhere = (scope: TenantScope) => and(eq(transfers.kind, 'PosCashOut'), ownedBy(transfers, scope));

/** GET /finance/checkout/pos-cash-out: a page of the POS cash-outs of the caller's scope. */
export const findPosCashOuts = (db: Db, scope: TenantScope, q: PosCashOutListQuery) => {
  const where = and(
    posWhere(scope),
    q.branchId ? eq(transfers.branchId, q.branchId) : undefined,
    ...commonFilters(q),
  );
  return fetchPage(q, {
    rows: sortedRows(() => posCashOutList(db), where, transferOrder(q)),
    total: () => countRows(db, transfers, where),
  });
};

export const getPosCashOutOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await posCashOutList(db).where(and(eq(transfers.id, id), posWhere(scope)));
  if (!row) throw notFound();
  return row;
};
