import { addDays } from '@panel/shared/common/dates';
import { and, asc, count, eq, gte, isNull, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countRows } from '../../platform/count-rows';
import { inBranchScope, isNarrow, ownedBy, type TenantScope } from '../../platform/scope';
import { inBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { cashBooks } from '../finance/cash-books/cash-book.table';
import { cashBookDays } from '../finance/ledger/ledger.table';
import { collections, installmentDays, installments, orderDays, orders } from '../sales/sales.table';
import { studentCounts, studentDays, students } from '../students/student.table';

/** A closed range of days, both ends included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same calendar day a year earlier; 29 February falls back to the 28th. */
export const sameDayLastYear = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${y - 1}-${pad(m)}-${pad(Math.min(d, daysInMonth(y - 1, m)))}`;
};

/** The periods the dashboard compares: this month and this year so far, and last year's same days. */
export const periodsOf = (today: string) => {
  const [y, m] = today.split('-') as [string, string, string];
  const month = { from: `${y}-${m}-01`, to: today };
  const year = { from: `${y}-01-01`, to: today };
  const back = (r: DayRange): DayRange => ({ from: sameDayLastYear(r.from), to: sameDayLastYear(r.to) });
  return { month, monthLastYear: back(month), year, yearLastYear: back(year) };
};

/** Monday to Sunday around the day, and the calendar month. */
export const weekAndMonthOf = (today: string) => {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const weekFrom = addDays(today, -weekday);
  const [y, m] = today.split('-').map(Number) as [number, number];
  return {
    week: { from: weekFrom, to: addDays(weekFrom, 6) },
    month: { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(daysInMonth(y, m))}` },
  };
};

// Turkey has kept UTC+3 all year since 2016: a day's bounds as instants, so the
// created_at indexes answer the range instead of a per-row time-zone conversion.
const startOf = (day: string) => new Date(`${day}T00:00:00+03:00`);
const createdWithin = (column: typeof students.createdAt | typeof orders.createdAt, r: DayRange) =>
  and(gte(column, startOf(r.from)), lt(column, startOf(addDays(r.to, 1))));

const num = (v: unknown): number => Number(v ?? 0);

/**
 * The day summaries (migration 0043) know branches, not students: a business or branch scope
 * reads them, a narrow one (own classes, children) counts its few rows instead.
 */
const summaryScope = (t: { businessId: PgColumn; branchId: PgColumn }, scope: TenantScope): SQL =>
  inBranchScope(t.businessId, t.branchId, scope);

const dayWithin = (column: PgColumn, r: DayRange) => and(gte(column, r.from), lte(column, r.to));

/** Students created in the range (not deleted since). */
const countNewStudents = async (db: Db, scope: TenantScope, r: DayRange) =>
  num(
    (isNarrow(scope)
      ? await db
          .select({ n: count() })
          .from(students)
          .where(
            and(ownedBy(students, scope), isNull(students.deletedAt), createdWithin(students.createdAt, r)),
          )
      : await db
          .select({ n: sql<string>`sum(${studentDays.newStudents})` })
          .from(studentDays)
          .where(and(summaryScope(studentDays, scope), dayWithin(studentDays.day, r))))[0]?.n,
  );

/** Sales (registrations) made in the range, not cancelled since. */
const countRegistrations = async (db: Db, scope: TenantScope, r: DayRange) =>
  num(
    (isNarrow(scope)
      ? await db
          .select({ n: count() })
          .from(orders)
          .where(
            and(ownedBy(orders, scope), ne(orders.state, 'Cancelled'), createdWithin(orders.createdAt, r)),
          )
      : await db
          .select({ n: sql<string>`sum(${orderDays.registrations})` })
          .from(orderDays)
          .where(and(summaryScope(orderDays, scope), dayWithin(orderDays.day, r))))[0]?.n,
  );

/** New students and sales (registrations) in the ranges, and the live students now. */
export const studentFigures = async (db: Db, scope: TenantScope, today: string) => {
  const p = periodsOf(today);
  const newStudents = (r: DayRange) => countNewStudents(db, scope, r);
  const registrations = (r: DayRange) => countRegistrations(db, scope, r);
  // The triggers' per-branch counts for a business or branch; a narrow scope counts its few students.
  const live = async () =>
    isNarrow(scope)
      ? countRows(db, students, and(ownedBy(students, scope), isNull(students.deletedAt)))
      : num(
          (
            await db
              .select({ n: sql<string>`coalesce(sum(${studentCounts.live}), 0)` })
              .from(studentCounts)
              .where(
                and(
                  inBusiness(studentCounts.businessId, scope),
                  scope.branchId ? eq(studentCounts.branchId, scope.branchId) : undefined,
                ),
              )
          )[0]?.n,
        );
  const [liveNow, sm, smLast, sy, syLast, rm, rmLast, ry, ryLast] = await Promise.all([
    live(),
    newStudents(p.month),
    newStudents(p.monthLastYear),
    newStudents(p.year),
    newStudents(p.yearLastYear),
    registrations(p.month),
    registrations(p.monthLastYear),
    registrations(p.year),
    registrations(p.yearLastYear),
  ]);
  return {
    liveStudents: liveNow,
    periods: p,
    newStudents: { month: sm, monthLastYear: smLast, year: sy, yearLastYear: syLast },
    registrations: { month: rm, monthLastYear: rmLast, year: ry, yearLastYear: ryLast },
  };
};

/**
 * New students and registrations (sales) from this week's Monday to today, against the same
 * weekdays 52 weeks earlier: a Monday set beside a Monday, whatever the calendar date.
 */
export const weekRegistrationFigures = async (db: Db, scope: TenantScope, today: string) => {
  const { week } = weekAndMonthOf(today);
  const thisWeek = { from: week.from, to: today };
  const lastYear = { from: addDays(week.from, -364), to: addDays(today, -364) };
  const newStudents = (r: DayRange) => countNewStudents(db, scope, r);
  const registrations = (r: DayRange) => countRegistrations(db, scope, r);
  const [sw, swLast, rw, rwLast] = await Promise.all([
    newStudents(thisWeek),
    newStudents(lastYear),
    registrations(thisWeek),
    registrations(lastYear),
  ]);
  return {
    periods: { week: thisWeek, weekLastYear: lastYear },
    newStudents: { week: sw, weekLastYear: swLast },
    registrations: { week: rw, weekLastYear: rwLast },
  };
};

/**
 * Installments falling due in the week and the month, and what has been paid of them, day
 * by day over the month for the chart. A cancelled installment is owed only what was paid.
 */
export const installmentFigures = async (db: Db, scope: TenantScope, today: string) => {
  const { week, month } = weekAndMonthOf(today);
  // The chart covers the month, and a week may reach into the next or the last one.
  const edges = [week.from, week.to, month.from, month.to].sort();
  const span = { from: edges[0]!, to: edges[3]! };
  const rows = isNarrow(scope)
    ? await db
        .select({
          day: installments.dueDate,
          due: sql<string>`sum(case when ${installments.cancelledAt} is null then ${installments.amount} else ${installments.paid} end)`,
          collected: sql<string>`sum(${installments.paid})`,
        })
        .from(installments)
        .where(and(ownedBy(installments, scope), dayWithin(installments.dueDate, span)))
        .groupBy(installments.dueDate)
        .orderBy(asc(installments.dueDate))
    : await db
        .select({
          day: installmentDays.dueDate,
          due: sql<string>`sum(${installmentDays.owed})`,
          collected: sql<string>`sum(${installmentDays.paid})`,
        })
        .from(installmentDays)
        .where(and(summaryScope(installmentDays, scope), dayWithin(installmentDays.dueDate, span)))
        .groupBy(installmentDays.dueDate)
        .orderBy(asc(installmentDays.dueDate));
  const days = rows.map((r) => ({ day: r.day, due: num(r.due), collected: num(r.collected) }));
  const total = (r: DayRange) => {
    const inRange = days.filter((d) => d.day >= r.from && d.day <= r.to);
    return {
      ...r,
      due: inRange.reduce((s, d) => s + d.due, 0),
      collected: inRange.reduce((s, d) => s + d.collected, 0),
    };
  };
  return {
    week: total(week),
    month: total(month),
    days: days.filter((d) => d.day >= month.from && d.day <= month.to),
  };
};

export const OVERDUE_BUCKETS = [
  { key: '0-30', label: '0–30 gün', from: 1, to: 30 },
  { key: '31-60', label: '31–60 gün', from: 31, to: 60 },
  { key: '61-90', label: '61–90 gün', from: 61, to: 90 },
  { key: '90+', label: '90+ gün', from: 91, to: null },
] as const;

const bucketOf = (dueDate: PgColumn, today: string) => {
  const late = sql`(${today}::date - ${dueDate})`;
  return sql<string>`case when ${late} <= 30 then '0-30' when ${late} <= 60 then '31-60' when ${late} <= 90 then '61-90' else '90+' end`;
};

/**
 * What is late, by how long: the open installments of scheduled orders (the overdue report's
 * rule: a frozen sale is not chased) whose due day has passed, grouped by days late.
 */
export const overdueFigures = async (db: Db, scope: TenantScope, today: string) => {
  // By position in GROUP BY: the bucket's expression carries the day as a parameter, and a
  // repeated parameter is a different expression to PostgreSQL's GROUP BY check.
  const rows = isNarrow(scope)
    ? await db
        .select({
          bucket: bucketOf(installments.dueDate, today),
          count: sql<string>`count(*)`,
          amount: sql<string>`sum(${installments.amount} - ${installments.paid})`,
        })
        .from(installments)
        .innerJoin(orders, eq(orders.id, installments.orderId))
        .where(
          and(
            ownedBy(installments, scope),
            lt(installments.paid, installments.amount),
            isNull(installments.cancelledAt),
            lt(installments.dueDate, today),
            eq(orders.state, 'PaymentScheduled'),
          ),
        )
        .groupBy(sql`1`)
    : await db
        .select({
          bucket: bucketOf(installmentDays.dueDate, today),
          count: sql<string>`sum(${installmentDays.openCount})`,
          amount: sql<string>`sum(${installmentDays.openRemaining})`,
        })
        .from(installmentDays)
        .where(
          and(
            summaryScope(installmentDays, scope),
            eq(installmentDays.scheduled, true),
            lt(installmentDays.dueDate, today),
            sql`${installmentDays.openCount} <> 0`,
          ),
        )
        .groupBy(sql`1`);
  const buckets = OVERDUE_BUCKETS.map((b) => {
    const row = rows.find((r) => r.bucket === b.key);
    return { key: b.key, label: b.label, count: num(row?.count), amount: num(row?.amount) };
  });
  return {
    buckets,
    total: {
      count: buckets.reduce((s, b) => s + b.count, 0),
      amount: buckets.reduce((s, b) => s + b.amount, 0),
    },
  };
};

/** Today's live collections of the scope: how many, and how much. */
export const todayCollections = async (db: Db, scope: TenantScope, today: string) => {
  const [row] = await db
    .select({ count: count(), amount: sql<string>`coalesce(sum(${collections.amount}), 0)` })
    .from(collections)
    .where(and(ownedBy(collections, scope), eq(collections.paidOn, today), isNull(collections.cancelledAt)));
  return { count: row?.count ?? 0, amount: num(row?.amount) };
};

/** Each active cash book of the scope with its balance today, from the books' day totals. */
export const cashBookBalances = async (db: Db, scope: TenantScope, today: string) => {
  const d = cashBookDays;
  const sums = db
    .select({ id: d.cashBookId, balance: sql<string>`sum(${d.amount})`.as('balance') })
    .from(d)
    .where(and(inBusiness(d.businessId, scope), lte(d.day, today)))
    .groupBy(d.cashBookId)
    .as('sums');
  const rows = await db
    .select({
      id: cashBooks.id,
      name: cashBooks.name,
      kind: cashBooks.kind,
      branchName: branches.name,
      balance: sql<string>`coalesce(${sums.balance}, 0)`,
    })
    .from(cashBooks)
    .innerJoin(branches, eq(branches.id, cashBooks.branchId))
    .leftJoin(sums, eq(sums.id, cashBooks.id))
    .where(and(ownedBy(cashBooks, scope), eq(cashBooks.isActive, true)))
    .orderBy(asc(branches.searchKey), asc(cashBooks.searchKey));
  return rows.map((r) => ({ ...r, balance: num(r.balance) }));
};

/** The names the dashboard's greeting shows: the business, and the branch of a branch account. */
export const placeNames = async (db: Db, businessId: string, branchId: string | null) => {
  const [[business], [branch]] = await Promise.all([
    db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)),
    branchId
      ? db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId))
      : Promise.resolve([]),
  ]);
  return { businessName: business?.name ?? null, branchName: branch?.name ?? null };
};
