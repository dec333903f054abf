import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import type { ListSort, SortOrder, TListQuery } from '@panel/shared/common/list-query';
import { type Paged, toPaged } from '@panel/shared/common/pagination';
import {
  type OVERDUE_INSTALLMENT_SORTS,
  type OVERDUE_SORTS,
  type OverdueInstallmentRow,
  type OverdueInstallmentTotals,
  type OverduePayerRow,
  type OverduePayerTotals,
  studentPayerKey,
  type TOverdueReportFilters,
} from '@panel/shared/sales/overdue';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { contacts, parents, students } from '../../students/student.table';
import { installments, orders } from '../sales.table';

/** Which installments count: the caller's, the filters', and only those overdue today. */
/** What the overdue payers list sorts by on the server. */
type OverdueSort = (typeof OVERDUE_SORTS)[number];

type OverdueCriteria = Partial<TOverdueReportFilters> & {
  /** Payer keys (`<parent id>` or `student:<id>`): the SMS screen's chosen rows. */
  payerKeys?: readonly string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys as the list gave them; anything else is not a payer of this list and is dropped. */
const splitPayerKeys = (keys: readonly string[]) => {
  const parentIds: string[] = [];
  const studentIds: string[] = [];
  for (const key of keys) {
    const student = key.startsWith('student:') ? key.slice('student:'.length) : null;
    if (student !== null && UUID.test(student)) studentIds.push(student);
    else if (UUID.test(key)) parentIds.push(key);
  }
  return { parentIds, studentIds };
};

/**
 * DOMAIN "Overdue": an unpaid remainder of a live installment due before today, on a
 * PaymentScheduled order (a frozen, cancelled or draft one sends no reminder). The first
 * three conditions are the partial index `installments_open_due_idx` and its key.
 */
const overdueWhere = (scope: TenantScope, today: string, c: OverdueCriteria): SQL | undefined => {
  const payers = c.payerKeys ? splitPayerKeys(c.payerKeys) : null;
  return and(
    ownedBy(installments, scope),
    lt(installments.paid, installments.amount),
    isNull(installments.cancelledAt),
    lt(installments.dueDate, today),
    eq(orders.state, 'PaymentScheduled'),
    c.branchId ? eq(installments.branchId, c.branchId) : undefined,
    // An installment has its order's branch (order.service), so the same scope on orders is
    // true already; it lets the planner fetch the branch's scheduled orders by their scope
    // index instead of scanning every order of the business (docs/performance.md).
    inBusiness(orders.businessId, scope),
    (c.branchId ?? scope.branchId) ? eq(orders.branchId, (c.branchId ?? scope.branchId)!) : undefined,
    c.semesterId ? eq(orders.semesterId, c.semesterId) : undefined,
    c.dueFrom ? gte(installments.dueDate, c.dueFrom) : undefined,
    c.dueTo ? lte(installments.dueDate, c.dueTo) : undefined,
    payers
      ? (or(
          payers.parentIds.length ? inArray(orders.paymentPersonId, payers.parentIds) : undefined,
          payers.studentIds.length
            ? and(isNull(orders.paymentPersonId), inArray(installments.studentId, payers.studentIds))
            : undefined,
        ) ?? sql`false`)
      : undefined,
  );
};

/** The student's own mobile, primary first: the payer's phone when nobody else pays. */
const studentMobile = (studentId: SQL | typeof students.id) => sql<string | null>`(
  select ${contacts.value} from ${contacts}
  where ${contacts.personId} = ${studentId} and ${contacts.contactType} = 'Phone'
    and ${contacts.contactOption} = 'Mobile'
  order by ${contacts.isPrimary} desc, ${contacts.id} limit 1)`;

const fullName = (t: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string>`${t.firstName} || ' ' || ${t.lastName}`;

const payerStudents = alias(students, 'payer_students');
const payerParents = alias(parents, 'payer_parents');

/**
 * Overdue installments grouped by payer, in one statement: the payment person, or the
 * student when the order names none. `minDaysLate` keeps payers whose oldest overdue
 * installment is at least that late (their whole overdue debt is listed); a search keeps
 * payers with any matching child or payer name.
 */
const payerGroups = (db: Db, scope: TenantScope, today: string, c: OverdueCriteria) => {
  const payerStudentId = sql<
    string | null
  >`case when ${orders.paymentPersonId} is null then ${installments.studentId} end`;
  const search = searchOver(c._searchTerm, students.searchKey, parents.searchKey);
  return db
    .select({
      parentId: sql<string | null>`${orders.paymentPersonId}`.as('parent_id'),
      payerStudentId: payerStudentId.as('payer_student_id'),
      studentNames:
        sql<string>`string_agg(distinct ${fullName(students)}, ', ' order by ${fullName(students)})`.as(
          'student_names',
        ),
      branchNames: sql<string>`string_agg(distinct ${branches.name}, ', ' order by ${branches.name})`.as(
        'branch_names',
      ),
      installmentCount: sql<number>`count(*)::int`.as('installment_count'),
      overdueAmount: sql<string>`sum(${installments.amount} - ${installments.paid})`.as('overdue_amount'),
      oldestDueDate: sql<string>`min(${installments.dueDate})`.as('oldest_due_date'),
    })
    .from(installments)
    .innerJoin(orders, eq(orders.id, installments.orderId))
    .innerJoin(students, eq(students.id, installments.studentId))
    .innerJoin(branches, eq(branches.id, installments.branchId))
    .leftJoin(parents, eq(parents.id, orders.paymentPersonId))
    .where(overdueWhere(scope, today, c))
    .groupBy(orders.paymentPersonId, payerStudentId)
    .having(
      and(
        search ? sql`bool_or(${search})` : undefined,
        c.minDaysLate ? lte(sql`min(${installments.dueDate})`, addDays(today, -c.minDaysLate)) : undefined,
      ),
    )
    .as('payer_groups');
};

const toNumber = (v: unknown) => Number(v ?? 0);

/**
 * The payers' rows, most overdue first, and the totals over every payer the filters keep.
 * One statement: the totals are window sums over the grouped payers, so the grouping (the
 * report's whole cost) runs once; only a page past the end asks for them separately.
 */
export const findOverduePayers = async (
  db: Db,
  scope: TenantScope,
  query: TListQuery & OverdueCriteria & { _sort?: OverdueSort; _order?: SortOrder },
  today = todayInIstanbul(),
): Promise<Paged<OverduePayerRow> & { totals: OverduePayerTotals }> => {
  const offset = (query._pageNumber - 1) * query._pageSize;
  const rows = await payerRows(
    db,
    payerGroups(db, scope, today, query),
    today,
    query._pageSize,
    offset,
    query,
  );
  const totals = rows[0]?.totals ?? (await payerTotals(db, payerGroups(db, scope, today, query)));
  const page = toPaged(
    rows.map(({ totals: _, ...row }) => row),
    totals.payerCount,
    query._pageSize,
  );
  return { ...page, totals };
};

const payerTotals = async (db: Db, g: ReturnType<typeof payerGroups>): Promise<OverduePayerTotals> => {
  const [row] = await db
    .select({
      payerCount: sql<number>`count(*)::int`,
      installmentCount: sql<string>`coalesce(sum(${g.installmentCount}), 0)`,
      overdueAmount: sql<string>`coalesce(sum(${g.overdueAmount}), 0)`,
    })
    .from(g);
  return {
    payerCount: toNumber(row?.payerCount),
    installmentCount: toNumber(row?.installmentCount),
    overdueAmount: toNumber(row?.overdueAmount),
  };
};

const payerRows = async (
  db: Db,
  g: ReturnType<typeof payerGroups>,
  today: string,
  limit: number,
  offset: number,
  sort: { _sort?: OverdueSort; _order?: SortOrder } = {},
): Promise<(OverduePayerRow & { totals: OverduePayerTotals })[]> => {
  const rows = await db
    .select({
      parentId: g.parentId,
      payerStudentId: g.payerStudentId,
      payerName: sql<string>`coalesce(${fullName(payerParents)}, ${fullName(payerStudents)})`,
      phone: sql<
        string | null
      >`case when ${g.parentId} is null then ${studentMobile(sql`${g.payerStudentId}`)} else ${payerParents.mobilePhone} end`,
      studentNames: g.studentNames,
      branchNames: g.branchNames,
      installmentCount: g.installmentCount,
      overdueAmount: g.overdueAmount,
      oldestDueDate: sql<string>`${g.oldestDueDate}::text`,
      daysLate: sql<number>`(${today}::date - ${g.oldestDueDate})::int`,
      payerTotal: sql<number>`count(*) over ()`,
      installmentTotal: sql<string>`sum(${g.installmentCount}) over ()`,
      amountTotal: sql<string>`sum(${g.overdueAmount}) over ()`,
    })
    .from(g)
    .leftJoin(payerParents, eq(payerParents.id, g.parentId))
    .leftJoin(payerStudents, eq(payerStudents.id, g.payerStudentId))
    .orderBy(
      ...listOrder(
        sort,
        { daysLate: sql`${today}::date - ${g.oldestDueDate}`, overdueAmount: g.overdueAmount },
        [asc(g.oldestDueDate), sql`${g.overdueAmount} desc`, asc(g.parentId), asc(g.payerStudentId)],
        [g.parentId, g.payerStudentId],
      ),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ parentId, payerStudentId, payerTotal, installmentTotal, amountTotal, ...r }) => ({
    payerKey: parentId ?? studentPayerKey(payerStudentId!),
    ...r,
    phone: r.phone || null,
    installmentCount: toNumber(r.installmentCount),
    overdueAmount: toNumber(r.overdueAmount),
    daysLate: toNumber(r.daysLate),
    totals: {
      payerCount: toNumber(payerTotal),
      installmentCount: toNumber(installmentTotal),
      overdueAmount: toNumber(amountTotal),
    },
  }));
};

/** The chosen payers' rows, whole (no paging): what the overdue SMS fills its template with. */
export const listOverduePayers = async (
  db: Db,
  scope: TenantScope,
  criteria: OverdueCriteria & { payerKeys: readonly string[] },
  today = todayInIstanbul(),
): Promise<OverduePayerRow[]> =>
  (
    await payerRows(
      db,
      payerGroups(db, scope, today, criteria),
      today,
      Math.max(criteria.payerKeys.length, 1),
      0,
    )
  ).map(({ totals: _, ...row }) => row);

/**
 * One row per overdue installment, oldest due first, with the payer to call; the totals
 * are over every installment the filters keep.
 */
export const findOverdueInstallments = async (
  db: Db,
  scope: TenantScope,
  query: TListQuery & TOverdueReportFilters & ListSort<(typeof OVERDUE_INSTALLMENT_SORTS)[number]>,
  today = todayInIstanbul(),
): Promise<Paged<OverdueInstallmentRow> & { totals: OverdueInstallmentTotals }> => {
  const search = searchOver(query._searchTerm, students.searchKey, parents.searchKey);
  const where = and(
    overdueWhere(scope, today, query),
    query.minDaysLate ? lte(installments.dueDate, addDays(today, -query.minDaysLate)) : undefined,
    search,
  );
  const installmentRows = (limit: number, offset: number) =>
    db
      .select({
        installmentId: installments.id,
        studentId: students.id,
        studentNo: students.studentNo,
        studentName: fullName(students),
        branchName: branches.name,
        orderNo: orders.orderNo,
        installmentNo: installments.no,
        dueDate: installments.dueDate,
        daysLate: sql<number>`(${today}::date - ${installments.dueDate})::int`,
        amount: installments.amount,
        paid: installments.paid,
        payerName: sql<string>`coalesce(${fullName(parents)}, ${fullName(students)})`,
        phone: sql<
          string | null
        >`case when ${orders.paymentPersonId} is null then ${studentMobile(students.id)} else ${parents.mobilePhone} end`,
      })
      .from(installments)
      .innerJoin(orders, eq(orders.id, installments.orderId))
      .innerJoin(students, eq(students.id, installments.studentId))
      .innerJoin(branches, eq(branches.id, installments.branchId))
      .leftJoin(parents, eq(parents.id, orders.paymentPersonId))
      .where(where)
      .orderBy(
        ...listOrder(
          query,
          {
            daysLate: sql`${today}::date - ${installments.dueDate}`,
            amount: installments.amount,
            remaining: sql`${installments.amount} - ${installments.paid}`,
            studentName: students.sortKey,
          },
          [
            asc(installments.dueDate),
            asc(students.sortKey),
            asc(orders.orderNo),
            asc(installments.no),
            asc(installments.id),
          ],
          [installments.id],
        ),
      )
      .limit(limit)
      .offset(offset);
  let totals: OverdueInstallmentTotals = { installmentCount: 0, amount: 0, paid: 0, remaining: 0 };
  const page = await fetchPage(query, {
    rows: async (limit, offset) =>
      (await installmentRows(limit, offset)).map((r) => ({
        ...r,
        phone: r.phone || null,
        daysLate: toNumber(r.daysLate),
        amount: toNumber(r.amount),
        paid: toNumber(r.paid),
        remaining: toNumber(r.amount) - toNumber(r.paid),
      })),
    total: async () => {
      const counted = db
        .select({
          installmentCount: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(${installments.amount}), 0)`,
          paid: sql<string>`coalesce(sum(${installments.paid}), 0)`,
        })
        .from(installments)
        .innerJoin(orders, eq(orders.id, installments.orderId))
        .$dynamic();
      // The names only to search them: every installment has its student (a foreign key), and
      // looking each one up was half the count's time on a branch's 1,800 installments.
      const [row] = await (search
        ? counted
            .innerJoin(students, eq(students.id, installments.studentId))
            .leftJoin(parents, eq(parents.id, orders.paymentPersonId))
        : counted
      ).where(where);
      totals = {
        installmentCount: toNumber(row?.installmentCount),
        amount: toNumber(row?.amount),
        paid: toNumber(row?.paid),
        remaining: toNumber(row?.amount) - toNumber(row?.paid),
      };
      return totals.installmentCount;
    },
  });
  return { ...page, totals };
};
