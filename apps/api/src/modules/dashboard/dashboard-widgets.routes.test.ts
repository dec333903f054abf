import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { call } from '../../test/factories/education';
import { registerStudent } from '../../test/factories/students';
import { setUpTestApp } from '../../test/test-app';
import { installmentDays, orderDays, orders } from '../sales/sales.table';
import { studentCounts, studentDays, students } from '../students/student.table';
import { sameDayLastYear, weekAndMonthOf } from './dashboard.queries';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let branchToken: string;
let businessId: string;

const get = <T>(url: string, as = t.token.otherManager) => call(t.app, as, 'GET', url) as Promise<T>;
const post = (url: string, body: object) => call(t.app, t.token.otherManager, 'POST', url, body);
const status = async (url: string, as: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${as}` } }))
    .statusCode;

const today = todayInIstanbul();
const { week, month } = weekAndMonthOf(today);
/** Noon on the first of this month, one and two years back. */
const lastYearMonthStart = `${sameDayLastYear(month.from)}T12:00:00+03:00`;
const twoYearsBack = `${sameDayLastYear(sameDayLastYear(month.from))}T12:00:00+03:00`;

type Students = {
  liveStudents: number;
  newStudents: { month: number; monthLastYear: number; year: number; yearLastYear: number };
  registrations: { month: number; monthLastYear: number; year: number; yearLastYear: number };
};
type Installments = {
  week: { from: string; to: string; due: number; collected: number };
  month: { from: string; to: string; due: number; collected: number };
  days: { day: string; due: number; collected: number }[];
};
type Overdue = {
  buckets: { key: string; count: number; amount: number }[];
  total: { count: number; amount: number };
};

beforeAll(async () => {
  const claims = decodeClaims(t.token.otherManager);
  businessId = claims.biz as string;
  const branchId = claims.br as string;
  const admin = (await signInAs(t.app, DEMO.admin)).token;
  // A second branch with its own manager: the dashboard of a branch account shows that branch.
  const branch2 = (await call(t.app, admin, 'POST', 'admin/branch', { businessId, name: 'Kadıköy Şube' }))
    .id as string;
  await insertAccount(t.handle.db, 'sube@ornekdil.test', { businessId, branchId: branch2, role: 'Manager' });
  branchToken = (await signInAs(t.app, 'sube@ornekdil.test')).token;

  const book = await post('finance/cash-book', { branchId, name: 'Merkez Kasası', kind: 'Cash' });
  const a = await registerStudent(t.app, t.token.otherManager, branchId, 11);
  const b = await registerStudent(t.app, t.token.otherManager, branchId, 12);
  const c = await registerStudent(t.app, t.token.otherManager, branchId, 13);
  // b registered on the first of this month last year, c two years ago.
  await t.handle.db
    .update(students)
    .set({ createdAt: new Date(lastYearMonthStart) })
    .where(eq(students.id, b.id));
  await t.handle.db
    .update(students)
    .set({ createdAt: new Date(twoYearsBack) })
    .where(eq(students.id, c.id));

  const sale = async (studentId: string, lira: string) =>
    (
      await post('student-order', {
        studentId,
        items: [{ name: 'Kurs', itemKind: 'Education', quantity: 1, unitPrice: lira, vatRate: 10 }],
      })
    ).id as string;
  const order1 = await sale(a.id, '4.000,00');
  await post(`student-order/${order1}/payment-plan`, {
    installments: [0, 10, 45, 100].map((late, i) => ({
      no: i + 1,
      dueDate: addDays(today, -late),
      amount: '1.000,00',
      method: 'Cash',
    })),
  });
  const order2 = await sale(a.id, '1.000,00');
  await post(`student-order/${order2}/payment-plan`, {
    installments: [95, 200].map((late, i) => ({
      no: i + 1,
      dueDate: addDays(today, -late),
      amount: '500,00',
      method: 'Cash',
    })),
  });
  const order3 = await sale(b.id, '500,00');
  await t.handle.db
    .update(orders)
    .set({ createdAt: new Date(lastYearMonthStart) })
    .where(eq(orders.id, order3));
  // A cancelled sale is no registration.
  const order4 = await sale(c.id, '500,00');
  await t.handle.db.execute(sql`update orders set state = 'Cancelled' where id = ${order4}`);

  const plan = async (orderId: string) =>
    ((await get<{ installments: { id: string; dueDate: string }[] }>(`student-order/${orderId}`))
      .installments ?? []) as { id: string; dueDate: string }[];
  const due = (list: { id: string; dueDate: string }[], late: number) =>
    list.find((i) => i.dueDate === addDays(today, -late))!.id;
  const [plan1, plan2] = [await plan(order1), await plan(order2)];
  const pay = (amount: string, installmentId: string) =>
    post('finance/collection', {
      studentId: a.id,
      cashBookId: book.id,
      method: 'Cash',
      amount,
      paidOn: today,
      installmentIds: [installmentId],
    });
  await pay('250,00', due(plan1, 0));
  await pay('1.000,00', due(plan1, 100));
  await pay('200,00', due(plan2, 95));
});

describe('the dashboard’s widgets', () => {
  it('counts students and registrations against the same days last year', async () => {
    expect(await get<Students>('dashboard/students')).toMatchObject({
      liveStudents: 3,
      newStudents: { month: 1, monthLastYear: 1, year: 1, yearLastYear: 1 },
      registrations: { month: 2, monthLastYear: 1, year: 2, yearLastYear: 1 },
    });
  });

  it('sums the installments due this week and this month and what was paid of them', async () => {
    const tenDaysAgoInMonth = addDays(today, -10) >= month.from;
    const figures = await get<Installments>('dashboard/installments');
    expect(figures.week).toEqual({ ...week, due: 100_000, collected: 25_000 });
    expect(figures.month).toEqual({
      ...month,
      due: tenDaysAgoInMonth ? 200_000 : 100_000,
      collected: 25_000,
    });
    expect(figures.days).toContainEqual({ day: today, due: 100_000, collected: 25_000 });
  });

  it('groups what is late by age: a paid installment is not late', async () => {
    expect(await get<Overdue>('dashboard/overdue')).toEqual({
      buckets: [
        { key: '0-30', label: '0–30 gün', count: 1, amount: 100_000 },
        { key: '31-60', label: '31–60 gün', count: 1, amount: 100_000 },
        { key: '61-90', label: '61–90 gün', count: 0, amount: 0 },
        { key: '90+', label: '90+ gün', count: 2, amount: 80_000 },
      ],
      total: { count: 4, amount: 280_000 },
    });
  });

  it('shows each cash book’s balance from its day totals', async () => {
    expect(await get<{ name: string; balance: number }[]>('dashboard/cash-books')).toEqual([
      expect.objectContaining({ name: 'Merkez Kasası', balance: 145_000 }),
    ]);
  });

  it('shows a branch account its own branch only', async () => {
    expect(await get<Students>('dashboard/students', branchToken)).toMatchObject({
      liveStudents: 0,
      newStudents: { month: 0, monthLastYear: 0, year: 0, yearLastYear: 0 },
      registrations: { month: 0, monthLastYear: 0, year: 0, yearLastYear: 0 },
    });
    expect((await get<Overdue>('dashboard/overdue', branchToken)).total).toEqual({ count: 0, amount: 0 });
    expect((await get<Installments>('dashboard/installments', branchToken)).month.due).toBe(0);
    expect(await get<unknown[]>('dashboard/cash-books', branchToken)).toEqual([]);
  });

  it('keeps its day summaries equal to the rows through a freeze and a deletion', async () => {
    // A summary row the triggers brought back to zero is kept; the rebuild writes none.
    const { db } = t.handle;
    const snapshot = async () => ({
      installmentDays: await db
        .select()
        .from(installmentDays)
        .where(sql`(owed, paid, open_count, open_remaining) <> (0, 0, 0, 0)`)
        .orderBy(
          installmentDays.businessId,
          installmentDays.dueDate,
          installmentDays.branchId,
          installmentDays.scheduled,
        ),
      orderDays: await db
        .select()
        .from(orderDays)
        .where(sql`registrations <> 0`)
        .orderBy(orderDays.businessId, orderDays.day, orderDays.branchId),
      studentDays: await db
        .select()
        .from(studentDays)
        .where(sql`new_students <> 0`)
        .orderBy(studentDays.businessId, studentDays.day, studentDays.branchId),
      studentCounts: await db
        .select()
        .from(studentCounts)
        .where(sql`live <> 0`)
        .orderBy(studentCounts.businessId, studentCounts.branchId),
    });
    // A frozen sale is not chased: the second sale's two late installments leave the figures.
    await t.handle.db
      .update(orders)
      .set({ state: 'Freeze' })
      .where(
        sql`${orders.id} in (select order_id from installments where due_date = ${addDays(today, -200)})`,
      );
    // The student registered on this day last year is deleted.
    await t.handle.db
      .update(students)
      .set({ deletedAt: new Date() })
      .where(eq(students.createdAt, new Date(lastYearMonthStart)));

    expect((await get<Overdue>('dashboard/overdue')).total).toEqual({ count: 2, amount: 200_000 });
    expect((await get<{ overdue: unknown }>('dashboard/sales')).overdue).toEqual({
      installmentCount: 2,
      amount: 200_000,
    });
    expect(await get<Students>('dashboard/students')).toMatchObject({
      liveStudents: 2,
      newStudents: { monthLastYear: 0 },
    });
    const kept = await snapshot();
    await t.handle.db.execute(sql`select dashboard_days_rebuild()`);
    expect(await snapshot()).toEqual(kept);
  });

  it('refuses a widget the permission screens took away, and leaves it out of the list', async () => {
    const keep = ['active-account', 'quick-actions', 'cash-book-balances'];
    await call(t.app, t.token.otherManager, 'POST', 'permission/grants', {
      kind: 'widget',
      role: 'Manager',
      branchId: null,
      keys: keep,
    });
    const widgets = await get<{ id: string }[]>('widget/user', branchToken);
    expect(widgets.map((w) => w.id)).not.toContain('overdue-total');
    expect(await status('dashboard/overdue', branchToken)).toBe(403);
    expect(await status('dashboard/students', branchToken)).toBe(403);
    expect(await status('dashboard/cash-books', branchToken)).toBe(200);
  });
});
