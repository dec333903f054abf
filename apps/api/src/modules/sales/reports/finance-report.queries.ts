import { todayInIstanbul } from '@panel/shared/common/dates';
import type { ListSort } from '@panel/shared/common/list-query';
import type { FinanceReportName } from '@panel/shared/sales/finance-report-titles';
import type { FinanceReportSort } from '@panel/shared/sales/finance-reports';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { dayBetween, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { businessScope } from '../../../platform/scope';
import type { TenantScope } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { semesters } from '../../education/semesters/semester.table';
import { cashBooks } from '../../finance/cash-books/cash-book.table';
import { students } from '../../students/student.table';
import { collections, installments, orderItems, orders } from '../sales.table';

/** The filters every finance report takes (the route's schema checks them). */
export type FinanceReportFilters = {
  branchId?: string;
  semesterId?: string;
  from?: string;
  to?: string;
  _searchTerm?: string;
} & ListSort<string>;

/**
 * Report `name`'s order: its `_sort` column when asked (the route's schema lets through only
 * the report's own sorts, which `columns` must cover), else the report's own order.
 */
const orderOf = <N extends FinanceReportName>(
  _name: N,
  f: FinanceReportFilters,
  columns: Record<FinanceReportSort<N>, SQLWrapper>,
  fallback: SQL[],
  tieBreak: SQLWrapper[],
) => listOrder(f as ListSort<FinanceReportSort<N>>, columns, fallback, tieBreak);

type Row = Record<string, unknown>;
/** What a report reads: a page of rows, how many there are, and the totals of all of them. */
export type FinanceReport = {
  rows: (limit: number, offset: number) => Promise<Row[]>;
  total: () => Promise<number>;
  totals: () => Promise<Row>;
};

/** A sale counts from its plan on: drafts are offers, not sales (SPEC 4). */
const SOLD = ['PaymentScheduled', 'Freeze', 'Cancelled'];
const studentName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;
const saleDay = sql`(${orders.createdAt} at time zone 'Europe/Istanbul')::date`;
const sum = (expr: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${expr}), 0)`;

const orderScope = (scope: TenantScope, f: FinanceReportFilters, dated: boolean) =>
  and(
    ownedBy(orders, scope),
    inArray(orders.state, SOLD),
    f.branchId ? eq(orders.branchId, f.branchId) : undefined,
    f.semesterId ? eq(orders.semesterId, f.semesterId) : undefined,
    dated && f.from ? gte(saleDay, f.from) : undefined,
    dated && f.to ? lte(saleDay, f.to) : undefined,
  );

const installmentStatus = (today: string) => sql<string>`case
  when ${installments.cancelledAt} is not null then 'İptal'
  when ${installments.paid} >= ${installments.amount} then 'Ödendi'
  when ${installments.dueDate} < ${today} and ${orders.state} = 'PaymentScheduled' then 'Gecikmiş'
  when ${installments.paid} > 0 then 'Kısmi Ödendi'
  else 'Açık' end`;

const reports: Record<
  FinanceReportName,
  (db: Db, scope: TenantScope, f: FinanceReportFilters) => FinanceReport
> = {
  'sale-detail': (db, scope, f) => {
    const where = and(
      orderScope(scope, f, true),
      searchOver(f._searchTerm, students.searchKey, orderItems.name),
    );
    const base = (select: Parameters<typeof db.select>[0]) =>
      db
        .select(select)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(students, eq(students.id, orders.studentId))
        .innerJoin(branches, eq(branches.id, orders.branchId))
        .leftJoin(semesters, eq(semesters.id, orders.semesterId))
        .where(where);
    return {
      rows: (limit, offset) =>
        base({
          orderNo: orders.orderNo,
          saleDate: sql<string>`${saleDay}::text`,
          studentNo: students.studentNo,
          studentName,
          branchName: branches.name,
          semesterName: semesters.name,
          itemName: orderItems.name,
          itemKind: orderItems.itemKind,
          quantity: orderItems.quantity,
          unitPrice: orderItems.unitPrice,
          gross: orderItems.gross,
          lineDiscount: orderItems.lineDiscount,
          orderDiscount: orderItems.orderDiscount,
          discount: orderItems.discount,
          net: orderItems.net,
          vat: orderItems.vat,
          state: orders.state,
        })
          .orderBy(
            ...orderOf(
              'sale-detail',
              f,
              { saleDate: saleDay, studentName: students.sortKey, net: orderItems.net },
              [desc(orders.orderNo), asc(orderItems.position)],
              [orderItems.id],
            ),
          )
          .limit(limit)
          .offset(offset),
      total: async () => Number((await base({ n: count() }))[0]?.n ?? 0),
      totals: async () =>
        (
          await base({
            gross: sum(orderItems.gross),
            lineDiscount: sum(orderItems.lineDiscount),
            orderDiscount: sum(orderItems.orderDiscount),
            discount: sum(orderItems.discount),
            net: sum(orderItems.net),
            vat: sum(orderItems.vat),
          })
        )[0] ?? {},
    };
  },

  installment: (db, scope, f) => {
    const today = todayInIstanbul();
    const where = and(
      orderScope(scope, f, false),
      dayBetween(installments.dueDate, f.from, f.to),
      searchOver(f._searchTerm, students.searchKey),
    );
    const base = (select: Parameters<typeof db.select>[0]) =>
      db
        .select(select)
        .from(installments)
        .innerJoin(orders, eq(orders.id, installments.orderId))
        .innerJoin(students, eq(students.id, installments.studentId))
        .innerJoin(branches, eq(branches.id, installments.branchId))
        .where(where);
    // The count and the totals join a student only to search by them: over 900,000
    // installments the needless joins were half of the report's time.
    const whole = (select: Parameters<typeof db.select>[0]) => {
      const q = db.select(select).from(installments).innerJoin(orders, eq(orders.id, installments.orderId));
      return (f._searchTerm ? q.innerJoin(students, eq(students.id, installments.studentId)) : q).where(
        where,
      );
    };
    const remaining = sql`case when ${installments.cancelledAt} is null then ${installments.amount} - ${installments.paid} else 0 end`;
    return {
      rows: (limit, offset) =>
        base({
          studentNo: students.studentNo,
          studentName,
          branchName: branches.name,
          orderNo: orders.orderNo,
          installment: sql<string>`case when ${installments.no} = 0 then 'Peşinat' else ${installments.no} || '. Taksit' end`,
          dueDate: installments.dueDate,
          amount: installments.amount,
          paid: installments.paid,
          remaining: sql<string>`${remaining}`,
          method: installments.method,
          status: installmentStatus(today),
        })
          .orderBy(
            ...orderOf(
              'installment',
              f,
              {
                dueDate: installments.dueDate,
                studentName: students.sortKey,
                amount: installments.amount,
                remaining,
              },
              [asc(installments.dueDate), asc(orders.orderNo), asc(installments.no)],
              [installments.id],
            ),
          )
          .limit(limit)
          .offset(offset),
      total: async () => Number((await whole({ n: count() }))[0]?.n ?? 0),
      totals: async () =>
        (
          await whole({
            amount: sum(installments.amount),
            paid: sum(installments.paid),
            remaining: sum(remaining),
          })
        )[0] ?? {},
    };
  },

  'student-collection': (db, scope, f) => {
    const today = todayInIstanbul();
    const live = and(orderScope(scope, f, false), ne(orders.state, 'Cancelled'));
    const zero = sql<string>`0::bigint`;
    const noDay = sql<string | null>`null::date`;
    // One row per student: what was sold to them (live sales), what they paid, what is left.
    // Sales, their installments and their collections meet in ONE grouped union: joined as
    // three grouped subqueries the planner nested them with a filter, re-reading 100,000
    // grouped rows for each student (2.9 s a page, an export never ended; docs/performance.md).
    const partsOf = (ids?: string[]) =>
      unionAll(
        db
          .select({
            studentId: orders.studentId,
            sales: sql<string>`1::bigint`.as('sales'),
            sold: sql<string>`${orders.net}::bigint`.as('sold'),
            collected: zero.as('collected'),
            remaining: zero.as('remaining'),
            overdue: zero.as('overdue'),
            paidOn: noDay.as('paid_on'),
          })
          .from(orders)
          .where(and(live, ids ? inArray(orders.studentId, ids) : undefined)),
        db
          .select({
            studentId: installments.studentId,
            sales: zero.as('sales'),
            sold: zero.as('sold'),
            // Paid towards these same sales, so sold − collected = remaining under any filter.
            collected: sql<string>`${installments.paid}::bigint`.as('collected'),
            remaining:
              sql<string>`case when ${installments.cancelledAt} is null then ${installments.amount} - ${installments.paid} else 0 end::bigint`.as(
                'remaining',
              ),
            overdue:
              sql<string>`case when ${installments.cancelledAt} is null and ${orders.state} = 'PaymentScheduled' and ${installments.dueDate} < ${today} then ${installments.amount} - ${installments.paid} else 0 end::bigint`.as(
                'overdue',
              ),
            paidOn: noDay.as('paid_on'),
          })
          .from(installments)
          .innerJoin(orders, eq(orders.id, installments.orderId))
          .where(and(live, ids ? inArray(installments.studentId, ids) : undefined)),
        db
          .select({
            studentId: collections.studentId,
            sales: zero.as('sales'),
            sold: zero.as('sold'),
            collected: zero.as('collected'),
            remaining: zero.as('remaining'),
            overdue: zero.as('overdue'),
            paidOn: sql<string | null>`${collections.paidOn}`.as('paid_on'),
          })
          .from(collections)
          .where(
            and(
              ownedBy(collections, scope),
              isNull(collections.cancelledAt),
              f.branchId ? eq(collections.branchId, f.branchId) : undefined,
              ids ? inArray(collections.studentId, ids) : undefined,
            ),
          ),
      ).as('parts');
    const perStudentOf = (ids?: string[]) => {
      const parts = partsOf(ids);
      return db
        .select({
          studentId: parts.studentId,
          sold: sql<string>`sum(${parts.sold})`.as('sold'),
          collected: sql<string>`sum(${parts.collected})`.as('collected'),
          remaining: sql<string>`sum(${parts.remaining})`.as('remaining'),
          overdue: sql<string>`sum(${parts.overdue})`.as('overdue'),
          lastPaidOn: sql<string | null>`max(${parts.paidOn})::text`.as('last_paid_on'),
        })
        .from(parts)
        .groupBy(parts.studentId)
        .having(sql`sum(${parts.sales}) > 0`)
        .as('per_student');
    };
    const where = searchOver(f._searchTerm, students.searchKey);
    const rowsOf = (perStudent: ReturnType<typeof perStudentOf>) =>
      db
        .select({
          studentNo: students.studentNo,
          studentName,
          branchName: branches.name,
          sold: perStudent.sold,
          collected: perStudent.collected,
          remaining: perStudent.remaining,
          overdue: perStudent.overdue,
          lastPaidOn: perStudent.lastPaidOn,
        })
        .from(perStudent)
        .innerJoin(students, eq(students.id, perStudent.studentId))
        .innerJoin(branches, eq(branches.id, students.branchId))
        .where(where)
        .orderBy(asc(students.sortKey), asc(students.id));
    // The students with a live sale, in list order: a walk of the students' sort index with
    // an index probe into their orders, so a screen's page never groups the whole business.
    const buyers = and(
      ownedBy(students, businessScope(scope.businessId)),
      isNull(students.deletedAt),
      where,
      sql`exists (select 1 from ${orders} where ${orders.studentId} = ${students.id} and ${live})`,
    );
    return {
      rows: async (limit, offset) => {
        // An export takes the whole set in one grouped pass; a screen's page groups its own.
        if (limit > 1_000) return rowsOf(perStudentOf()).limit(limit).offset(offset);
        const page = await db
          .select({ id: students.id })
          .from(students)
          .where(buyers)
          .orderBy(asc(students.sortKey), asc(students.id))
          .limit(limit)
          .offset(offset);
        return page.length ? rowsOf(perStudentOf(page.map((r) => r.id))) : [];
      },
      total: () => countRows(db, students, buyers),
      totals: async () => {
        // The whole filtered set's sums, straight over sales and installments: no grouping
        // by student is needed for a total.
        const sold = db
          .select({ sold: sum(orders.net) })
          .from(orders)
          .innerJoin(students, eq(students.id, orders.studentId))
          .where(and(live, where));
        const rest = db
          .select({
            collected: sum(installments.paid),
            remaining: sum(
              sql`case when ${installments.cancelledAt} is null then ${installments.amount} - ${installments.paid} else 0 end`,
            ),
            overdue: sum(
              sql`case when ${installments.cancelledAt} is null and ${orders.state} = 'PaymentScheduled' and ${installments.dueDate} < ${today} then ${installments.amount} - ${installments.paid} else 0 end`,
            ),
          })
          .from(installments)
          .innerJoin(orders, eq(orders.id, installments.orderId))
          .innerJoin(students, eq(students.id, installments.studentId))
          .where(and(live, where));
        const [[a], [b]] = await Promise.all([sold, rest]);
        return { ...a, ...b };
      },
    };
  },

  'revenue-enrollment': (db, scope, f) => {
    const where = and(
      orderScope(scope, f, true),
      ne(orders.state, 'Cancelled'),
      searchOver(f._searchTerm, branches.searchKey),
    );
    const paidByOrder = db
      .select({ orderId: installments.orderId, paid: sql<string>`sum(${installments.paid})`.as('paid') })
      .from(installments)
      .where(ownedBy(installments, scope))
      .groupBy(installments.orderId)
      .as('paid_by_order');
    const groups = db
      .select({
        branchName: sql<string>`${branches.name}`.as('branch_name'),
        semesterName: sql<string | null>`${semesters.name}`.as('semester_name'),
        orderCount: sql<string>`count(*)`.as('order_count'),
        studentCount: sql<string>`count(distinct ${orders.studentId})`.as('student_count'),
        gross: sql<string>`sum(${orders.gross})`.as('gross'),
        lineDiscount: sql<string>`sum(${orders.lineDiscount})`.as('line_discount'),
        orderDiscount: sql<string>`sum(${orders.orderDiscount})`.as('order_discount'),
        discount: sql<string>`sum(${orders.discount})`.as('discount'),
        net: sql<string>`sum(${orders.net})`.as('net'),
        collected: sql<string>`coalesce(sum(${paidByOrder.paid}), 0)`.as('collected'),
      })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .leftJoin(semesters, eq(semesters.id, orders.semesterId))
      .leftJoin(paidByOrder, eq(paidByOrder.orderId, orders.id))
      .where(where)
      .groupBy(branches.name, semesters.name)
      .as('groups');
    const distinctStudents = async () =>
      (
        await db
          .select({ n: sql<string>`count(distinct ${orders.studentId})` })
          .from(orders)
          .innerJoin(branches, eq(branches.id, orders.branchId))
          .where(where)
      )[0]?.n ?? 0;
    return {
      rows: (limit, offset) =>
        db
          .select({
            branchName: groups.branchName,
            semesterName: groups.semesterName,
            orderCount: groups.orderCount,
            studentCount: groups.studentCount,
            gross: groups.gross,
            lineDiscount: groups.lineDiscount,
            orderDiscount: groups.orderDiscount,
            discount: groups.discount,
            net: groups.net,
            collected: groups.collected,
            remaining: sql<string>`${groups.net} - ${groups.collected}`,
          })
          .from(groups)
          .orderBy(
            ...orderOf(
              'revenue-enrollment',
              f,
              {
                net: groups.net,
                collected: groups.collected,
                remaining: sql`${groups.net} - ${groups.collected}`,
              },
              [asc(groups.branchName), asc(groups.semesterName)],
              [groups.branchName, groups.semesterName],
            ),
          )
          .limit(limit)
          .offset(offset),
      total: () => countRows(db, groups, undefined),
      // A student with sales in two terms is one student in the total.
      totals: async () => ({
        studentCount: await distinctStudents(),
        ...(
          await db
            .select({
              orderCount: sum(sql`${groups.orderCount}`),
              gross: sum(sql`${groups.gross}`),
              lineDiscount: sum(sql`${groups.lineDiscount}`),
              orderDiscount: sum(sql`${groups.orderDiscount}`),
              discount: sum(sql`${groups.discount}`),
              net: sum(sql`${groups.net}`),
              collected: sum(sql`${groups.collected}`),
              remaining: sum(sql`${groups.net} - ${groups.collected}`),
            })
            .from(groups)
        )[0],
      }),
    };
  },

  collection: (db, scope, f) => {
    const where = and(
      ownedBy(collections, scope),
      f.branchId ? eq(collections.branchId, f.branchId) : undefined,
      dayBetween(collections.paidOn, f.from, f.to),
      searchOver(f._searchTerm, students.searchKey, collections.receiptNo),
    );
    const base = (select: Parameters<typeof db.select>[0]) =>
      db
        .select(select)
        .from(collections)
        .innerJoin(students, eq(students.id, collections.studentId))
        .innerJoin(branches, eq(branches.id, collections.branchId))
        .innerJoin(cashBooks, eq(cashBooks.id, collections.cashBookId))
        .where(where);
    return {
      rows: (limit, offset) =>
        base({
          receiptNo: collections.receiptNo,
          paidOn: collections.paidOn,
          studentNo: students.studentNo,
          studentName,
          branchName: branches.name,
          cashBookName: cashBooks.name,
          method: collections.method,
          amount: collections.amount,
          status: sql<string>`case when ${collections.cancelledAt} is null then 'Geçerli' else 'İptal' end`,
          cancelReason: collections.cancelReason,
        })
          .orderBy(
            ...orderOf(
              'collection',
              f,
              { paidOn: collections.paidOn, studentName: students.sortKey, amount: collections.amount },
              [desc(collections.paidOn), desc(collections.receiptNo)],
              [collections.id],
            ),
          )
          .limit(limit)
          .offset(offset),
      total: async () => Number((await base({ n: count() }))[0]?.n ?? 0),
      // A cancelled collection is listed, never counted.
      totals: async () =>
        (
          await base({
            amount: sql<string>`coalesce(sum(${collections.amount}) filter (where ${collections.cancelledAt} is null), 0)`,
          })
        )[0] ?? {},
    };
  },
};

/** Report `name` over the caller's scope and the filters: its page of rows, count and totals. */
export const financeReport = (
  db: Db,
  scope: TenantScope,
  name: FinanceReportName,
  filters: FinanceReportFilters,
): FinanceReport => reports[name](db, scope, filters);
