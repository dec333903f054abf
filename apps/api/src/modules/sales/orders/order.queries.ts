import { todayInIstanbul } from '@panel/shared/common/dates';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import type {
  ORDER_SORTS,
  StudentAccount,
  StudentOrderSummary,
  TOrderInput,
} from '@panel/shared/sales/contracts';
import type { OrderState } from '@panel/shared/sales/enums';
import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { listOrder, searchOver } from '../../../platform/listing';
import { assertOwned, ownedBy } from '../../../platform/resource';
import { selectPage } from '../../../platform/select-page';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness } from '../../../platform/tenancy';
import { semesters } from '../../education/semesters/semester.table';
import { servicePrices } from '../../education/services/service.table';
import { timePeriods } from '../../education/time-periods/time-period.table';
import { ledgerPostings, ledgerTransactions } from '../../finance/ledger/ledger.table';
import { parents, studentParents, students } from '../../students/student.table';
import { collectionAllocations, collections, installments, orderItems, orders } from '../sales.table';

export type TOrderListQuery = TListQuery &
  ListSort<(typeof ORDER_SORTS)[number]> & {
    state?: OrderState;
    scheduled?: boolean;
    needsInvoiceTracker?: boolean;
    branchId?: string;
  };

export type OrderRow = typeof orders.$inferSelect & { state: OrderState };

/** An order of the scope; `lock` takes its row for the write that follows (order.service). */
export const getOrderOrThrow = async (
  db: Db,
  scope: TenantScope,
  id: string,
  lock = false,
): Promise<OrderRow> => {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownedBy(orders, scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as OrderRow;
};

/** Items and installments of an order, in their order. */
export const orderLines = async (db: Db, orderId: string) => {
  const [items, plan] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db.select().from(installments).where(eq(installments.orderId, orderId)).orderBy(asc(installments.no)),
  ]);
  return { items, plan };
};

/** The semester and time period a new order names must be the caller's, as their selects offer. */
export const assertTermOwned = async (
  db: Db,
  scope: TenantScope,
  input: Pick<TOrderInput, 'semesterId' | 'timePeriodId'>,
) => {
  await assertOwned(db, semesters, scope, input.semesterId, 'dönem');
  await assertOwned(db, timePeriods, scope, input.timePeriodId, 'zaman dilimi');
};

/** The link that makes the parent one of the student's: a payment person needs one. */
export const parentLinkOf = (db: Db, studentId: string, parentId: string) =>
  firstId(
    db,
    studentParents,
    and(eq(studentParents.studentId, studentId), eq(studentParents.parentId, parentId)),
  );

/** The chosen service prices of the scope, with the service and the branch each is for. */
export const servicePricesOf = (db: Db, scope: TenantScope, ids: string[]) =>
  db
    .select({
      id: servicePrices.id,
      serviceId: servicePrices.serviceId,
      branchId: servicePrices.branchId,
    })
    .from(servicePrices)
    .where(and(inArray(servicePrices.id, ids), ownedBy(servicePrices, scope)));

/** The student's full name, as the order's ledger descriptions give it ('' for no such student). */
export const studentName = async (db: Db, studentId: string) => {
  const [s] = await db
    .select({ name: sql<string>`${students.firstName} || ' ' || ${students.lastName}` })
    .from(students)
    .where(eq(students.id, studentId));
  return s?.name ?? '';
};

const paidOf = sql<string>`coalesce((select sum(i.paid) from installments i where i.order_id = ${orders.id}), 0)`;

const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  branchId: orders.branchId,
  studentId: orders.studentId,
  studentNo: students.studentNo,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  state: orders.state,
  studyState: orders.studyState,
  semesterName: semesters.name,
  paymentPersonName: sql<string | null>`${parents.firstName} || ' ' || ${parents.lastName}`,
  gross: orders.gross,
  lineDiscount: orders.lineDiscount,
  orderDiscount: orders.orderDiscount,
  discount: orders.discount,
  net: orders.net,
  paid: paidOf,
  hasInvoiceTracker: orders.hasInvoiceTracker,
  createdAt: orders.createdAt,
};

const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(students, eq(students.id, orders.studentId))
    .leftJoin(semesters, eq(semesters.id, orders.semesterId))
    .leftJoin(parents, eq(parents.id, orders.paymentPersonId))
    .$dynamic();

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

const toSummary = (
  r: SummaryRow,
): StudentOrderSummary & { studentId: string; studentNo: number; studentName: string } => {
  const paid = Number(r.paid);
  const cancelled = r.state === 'Cancelled';
  return {
    ...r,
    state: r.state as StudentOrderSummary['state'],
    paid,
    remaining: cancelled || r.state === 'Draft' ? 0 : r.net - paid,
    createdAt: r.createdAt.toISOString(),
  };
};

/** A student's live installments with a remainder left to pay. */
export const unpaidInstallmentsOf = (studentId: string) =>
  and(
    eq(installments.studentId, studentId),
    isNull(installments.cancelledAt),
    lt(installments.paid, installments.amount),
  );

/** A student account's totals by movement kind, from the ledger, and what is overdue today. */
export const studentAccount = async (
  db: Db,
  scope: TenantScope,
  studentId: string,
): Promise<StudentAccount> => {
  const rows = await db
    .select({ kind: ledgerTransactions.kind, total: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        inBusiness(ledgerPostings.businessId, scope),
        eq(ledgerPostings.accountKind, 'Student'),
        eq(ledgerPostings.accountId, studentId),
      ),
    )
    .groupBy(ledgerTransactions.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const [overdue] = await db
    .select({ total: sql<string>`coalesce(sum(${installments.amount} - ${installments.paid}), 0)` })
    .from(installments)
    .innerJoin(orders, eq(orders.id, installments.orderId))
    .where(
      and(
        unpaidInstallmentsOf(studentId),
        lt(installments.dueDate, todayInIstanbul()),
        eq(orders.state, 'PaymentScheduled'),
      ),
    );
  return {
    debit: of('Debit'),
    discount: -of('Discount'),
    credit: -of('Credit'),
    paymentCancellation: of('PaymentCancellation'),
    serviceCancellation: -of('ServiceCancellation'),
    balance: rows.reduce((s, r) => s + Number(r.total), 0),
    overdue: Number(overdue?.total ?? 0),
  };
};

/** A student's orders of the scope, newest first. */
export const listStudentOrders = async (db: Db, scope: TenantScope, studentId: string) => {
  const rows = await summaries(db)
    .where(and(eq(orders.studentId, studentId), ownedBy(orders, scope)))
    .orderBy(desc(orders.createdAt));
  return rows.map(toSummary);
};

/**
 * Every order of the scope. `scheduled` leaves Draft out (SPEC 4); `needsInvoiceTracker`
 * lists the non-draft orders without one.
 */
export const findOrders = (db: Db, scope: TenantScope, q: TOrderListQuery) => {
  const where = and(
    ownedBy(orders, scope),
    q.branchId ? eq(orders.branchId, q.branchId) : undefined,
    q.state ? eq(orders.state, q.state) : undefined,
    q.scheduled || q.needsInvoiceTracker ? ne(orders.state, 'Draft') : undefined,
    q.needsInvoiceTracker
      ? and(eq(orders.hasInvoiceTracker, false), ne(orders.state, 'Cancelled'))
      : undefined,
    searchOver(q._searchTerm, students.searchKey),
  );
  return selectPage(db, q, {
    select: () => summaries(db),
    where,
    orderBy: listOrder(
      q,
      {
        createdAt: orders.createdAt,
        net: orders.net,
        studentName: students.sortKey,
        orderNo: orders.orderNo,
      },
      [desc(orders.createdAt), desc(orders.orderNo)],
      [orders.orderNo],
    ),
    row: toSummary,
  });
};

/** One order with its lines, and each installment with the collections that paid it. */
export const getOrderDetailOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const order = await getOrderOrThrow(db, scope, id);
  const [[summary], lines, paidBy] = await Promise.all([
    summaries(db).where(eq(orders.id, order.id)),
    orderLines(db, order.id),
    db
      .select({
        installmentId: collectionAllocations.installmentId,
        collectionId: collections.id,
        receiptNo: collections.receiptNo,
        paidOn: collections.paidOn,
        amount: collectionAllocations.amount,
        cancelled: sql<boolean>`${collections.cancelledAt} is not null`,
      })
      .from(collectionAllocations)
      .innerJoin(collections, eq(collections.id, collectionAllocations.collectionId))
      .innerJoin(installments, eq(installments.id, collectionAllocations.installmentId))
      .where(eq(installments.orderId, order.id))
      .orderBy(asc(collections.paidOn)),
  ]);
  return {
    ...toSummary(summary!),
    semesterId: order.semesterId,
    timePeriodId: order.timePeriodId,
    paymentPersonId: order.paymentPersonId,
    discountKind: order.discountKind,
    discountValue: order.discountValue,
    vat: order.vat,
    note: order.note,
    cancelReason: order.cancelReason,
    items: lines.items.map(({ businessId: _b, orderId: _o, ...item }) => item),
    installments: lines.plan.map((i) => ({
      id: i.id,
      no: i.no,
      dueDate: i.dueDate,
      amount: i.amount,
      paid: i.paid,
      remaining: i.cancelledAt ? 0 : i.amount - i.paid,
      method: i.method,
      cancelled: i.cancelledAt !== null,
      payments: paidBy.filter((p) => p.installmentId === i.id),
    })),
  };
};

/** The student's account movements, newest first, with a running balance. */
export const findStudentAccountMovements = (
  db: Db,
  scope: TenantScope,
  studentId: string,
  query: TListQuery,
) => {
  const where = and(
    inBusiness(ledgerPostings.businessId, scope),
    eq(ledgerPostings.accountKind, 'Student'),
    eq(ledgerPostings.accountId, studentId),
  );
  return selectPage(db, query, {
    countTable: ledgerPostings,
    select: () =>
      db
        .select({
          id: ledgerPostings.id,
          occurredOn: ledgerPostings.occurredOn,
          kind: ledgerTransactions.kind,
          description: ledgerTransactions.description,
          amount: ledgerPostings.amount,
          balance:
            sql<string>`sum(${ledgerPostings.amount}) over (order by ${ledgerTransactions.createdAt}, ${ledgerPostings.id})`.mapWith(
              Number,
            ),
          createdAt: ledgerTransactions.createdAt,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .$dynamic(),
    where,
    orderBy: [desc(ledgerTransactions.createdAt), desc(ledgerPostings.id)],
    row: (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  });
};
