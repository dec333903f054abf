import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type { CheckoutStatus } from '@panel/shared/finance/checkouts';
import type { SUPPLIER_PAYMENT_SORTS } from '@panel/shared/finance/incoming-invoices';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cancelState, dayBetween, listOrder, searchOver, turkishOrder } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { listWithTotals, liveSum } from '../finance-listing';
import { incomingInvoices } from '../incoming-invoices/incoming-invoice.table';
import { supplierPaymentAllocations, supplierPayments } from './supplier-payment.table';

const P = supplierPayments;

export type SupplierPaymentFilters = {
  _searchTerm?: string | undefined;
  branchId?: string | undefined;
  accountCardId?: string | undefined;
  cashBookId?: string | undefined;
  incomingInvoiceId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: CheckoutStatus | undefined;
};

export type SupplierPaymentListQuery = TListQuery &
  ListSort<(typeof SUPPLIER_PAYMENT_SORTS)[number]> &
  SupplierPaymentFilters;

/** A payment settles exactly one invoice (one allocation), so the join keeps one row per payment. */
const list = (db: Db) =>
  db
    .select({
      id: P.id,
      paymentNo: P.paymentNo,
      branchId: P.branchId,
      branchName: branches.name,
      accountCardId: P.accountCardId,
      accountCardName: accountCards.name,
      cashBookId: P.cashBookId,
      cashBookName: cashBooks.name,
      incomingInvoiceId: supplierPaymentAllocations.incomingInvoiceId,
      invoiceNo: incomingInvoices.invoiceNo,
      amount: P.amount,
      paidOn: P.paidOn,
      description: P.description,
      cancelled: sql<boolean>`${P.cancelledAt} is not null`,
      cancelReason: P.cancelReason,
      createdAt: P.createdAt,
    })
    .from(P)
    .innerJoin(branches, eq(branches.id, P.branchId))
    .innerJoin(accountCards, eq(accountCards.id, P.accountCardId))
    .innerJoin(cashBooks, eq(cashBooks.id, P.cashBookId))
    .innerJoin(supplierPaymentAllocations, eq(supplierPaymentAllocations.paymentId, P.id))
    .innerJoin(incomingInvoices, eq(incomingInvoices.id, supplierPaymentAllocations.incomingInvoiceId))
    .$dynamic();

const whereOf = (scope: TenantScope, q: SupplierPaymentFilters): SQL | undefined =>
  and(
    ownedBy(P, scope),
    searchOver(q._searchTerm, P.searchKey),
    q.branchId ? eq(P.branchId, q.branchId) : undefined,
    q.accountCardId ? eq(P.accountCardId, q.accountCardId) : undefined,
    q.cashBookId ? eq(P.cashBookId, q.cashBookId) : undefined,
    q.incomingInvoiceId ? eq(supplierPaymentAllocations.incomingInvoiceId, q.incomingInvoiceId) : undefined,
    dayBetween(P.paidOn, q.from, q.to),
    cancelState(P.cancelledAt, q.status),
  );

/** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
const totalsOf = async (db: Db, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: count(), amount: liveSum(P.amount, P.cancelledAt) })
    .from(P)
    .innerJoin(supplierPaymentAllocations, eq(supplierPaymentAllocations.paymentId, P.id))
    .where(where);
  return row!;
};

const NEWEST_FIRST = [desc(P.paidOn), desc(P.paymentNo)];

const paymentListing = listWithTotals({ table: P, select: list, where: whereOf, totals: totalsOf });

/** GET /finance/payment: a page of the filtered payments and what the live ones of the whole set paid. */
export const findSupplierPayments = async (db: Db, scope: TenantScope, q: SupplierPaymentListQuery) => {
  const order = listOrder(
    q,
    { paidOn: P.paidOn, amount: P.amount, accountCardName: turkishOrder(accountCards.name) },
    NEWEST_FIRST,
    [P.paymentNo, P.id],
  );
  const { page, totals } = await paymentListing.page(db, scope, q, order);
  return { ...page, totals: { amount: totals.amount } };
};

/** The Excel file's rows, newest first, a page at a time, and the totals of them all. */
export const supplierPaymentExcelSource = (db: Db, scope: TenantScope, q: SupplierPaymentFilters) =>
  paymentListing.excelSource(db, scope, q, NEWEST_FIRST);

/** One payment of the caller's scope as the list shows it. */
export const getSupplierPaymentViewOrThrow = paymentListing.getOrThrow;
