import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type {
  INCOMING_INVOICE_SORTS,
  IncomingInvoiceFilter,
  IncomingInvoiceStatus,
} from '@panel/shared/finance/incoming-invoices';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dayBetween, listOrder, searchOver, turkishOrder } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { accountCards } from '../account-cards/account-card.table';
import { expenseTypes } from '../expense-types/expense-type.table';
import { listWithTotals, liveSum } from '../finance-listing';
import { paymentsOfInvoice } from '../supplier-payments/supplier-payment.service';
import { incomingInvoices } from './incoming-invoice.table';

const I = incomingInvoices;

export type IncomingInvoiceFilters = {
  _searchTerm?: string | undefined;
  branchId?: string | undefined;
  accountCardId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: IncomingInvoiceFilter | undefined;
};

export type IncomingInvoiceListQuery = TListQuery &
  ListSort<(typeof INCOMING_INVOICE_SORTS)[number]> &
  IncomingInvoiceFilters;

const live = isNull(I.cancelledAt);
const STATUS_WHERE: Record<IncomingInvoiceFilter, SQL> = {
  Unpaid: and(live, eq(I.paid, 0))!,
  PartlyPaid: and(live, sql`${I.paid} > 0`, lt(I.paid, I.amount))!,
  Paid: and(live, gte(I.paid, I.amount))!,
  Cancelled: isNotNull(I.cancelledAt),
  Open: and(live, lt(I.paid, I.amount))!,
};

const list = (db: Db) =>
  db
    .select({
      id: I.id,
      branchId: I.branchId,
      branchName: branches.name,
      accountCardId: I.accountCardId,
      accountCardName: accountCards.name,
      expenseTypeId: I.expenseTypeId,
      expenseTypeName: expenseTypes.name,
      invoiceNo: I.invoiceNo,
      issuedOn: I.issuedOn,
      dueOn: I.dueOn,
      netAmount: I.netAmount,
      vatRate: I.vatRate,
      vatAmount: I.vatAmount,
      amount: I.amount,
      paid: I.paid,
      open: sql<number>`case when ${I.cancelledAt} is null then ${I.amount} - ${I.paid} else 0 end`.mapWith(
        Number,
      ),
      status: sql<IncomingInvoiceStatus>`case when ${I.cancelledAt} is not null then 'Cancelled' when ${I.paid} <= 0 then 'Unpaid' when ${I.paid} < ${I.amount} then 'PartlyPaid' else 'Paid' end`,
      description: I.description,
      cancelled: sql<boolean>`${I.cancelledAt} is not null`,
      cancelReason: I.cancelReason,
      createdAt: I.createdAt,
    })
    .from(I)
    .innerJoin(branches, eq(branches.id, I.branchId))
    .innerJoin(accountCards, eq(accountCards.id, I.accountCardId))
    .leftJoin(expenseTypes, eq(expenseTypes.id, I.expenseTypeId))
    .$dynamic();

const whereOf = (scope: TenantScope, q: IncomingInvoiceFilters): SQL | undefined =>
  and(
    ownedBy(I, scope),
    searchOver(q._searchTerm, I.searchKey),
    q.branchId ? eq(I.branchId, q.branchId) : undefined,
    q.accountCardId ? eq(I.accountCardId, q.accountCardId) : undefined,
    dayBetween(I.issuedOn, q.from, q.to),
    q.status ? STATUS_WHERE[q.status] : undefined,
  );

/** What is still owed comes first by due day (the payment screen); otherwise newest first. */
const orderOf = (q: IncomingInvoiceFilters) =>
  q.status === 'Open' ? [asc(I.dueOn), asc(I.invoiceNo)] : [desc(I.issuedOn), desc(I.createdAt)];

/** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
const totalsOf = async (db: Db, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: count(), amount: liveSum(I.amount, I.cancelledAt), paid: liveSum(I.paid, I.cancelledAt) })
    .from(I)
    .where(where);
  return row!;
};

const invoiceListing = listWithTotals({ table: I, select: list, where: whereOf, totals: totalsOf });

/** GET /finance/invoice/incoming: a page of the filtered invoices and the totals of the whole set. */
export const findIncomingInvoices = async (db: Db, scope: TenantScope, q: IncomingInvoiceListQuery) => {
  const order = listOrder(
    q,
    {
      issuedOn: I.issuedOn,
      dueOn: I.dueOn,
      amount: I.amount,
      accountCardName: turkishOrder(accountCards.name),
    },
    orderOf(q),
    [I.createdAt, I.id],
  );
  const { page, totals } = await invoiceListing.page(db, scope, q, order);
  const { amount, paid } = totals;
  return { ...page, totals: { amount, paid, open: amount - paid } };
};

/** The Excel file's rows in the list's own order, a page at a time, and the totals of them all. */
export const incomingInvoiceExcelSource = (db: Db, scope: TenantScope, q: IncomingInvoiceFilters) =>
  invoiceListing.excelSource(db, scope, q, [...orderOf(q), asc(I.id)]);

/** One invoice of the caller's scope as the list shows it, with its payments. */
export const getIncomingInvoiceDetailOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const row = await invoiceListing.getOrThrow(db, scope, id);
  return { ...row, payments: await paymentsOfInvoice(db, row.id) };
};
