import { LICENSE_AREAS } from '@panel/shared/administration/enums';
import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CALL_CENTER } from '../../db/seed/demo-crm-seed';
import { DEMO_TEACHER } from '../../db/seed/demo-rollcall-seed';
import { DEMO } from '../../db/seed/demo-seed';
import { decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { call } from '../../test/factories/education';
import { registerStudent } from '../../test/factories/students';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { licenses } from '../administration/licenses/license.table';
import { crmCustomers } from '../crm/crm.table';
import { examResults, exams, examUploads } from '../exams/exam.table';
import { students } from '../students/student.table';

const t = setUpTestApp();
let founder: string;
let teacher: string;
let consultant: string;
let otherConsultant: string;
/** The manager of a branch opened for this test, with its own students, sheets and licenses. */
let manager: string;
let businessId: string;
let branchB: string;
let nineA: string;

const today = todayInIstanbul();
const get = <T>(url: string, as: string) => call(t.app, as, 'GET', url) as Promise<T>;
const status = async (url: string, as: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${as}` } }))
    .statusCode;

type Slot = { schoolClassId: string; schoolClassName: string; lessonTimeId: string; slotNo: number };
type RollCallWidget = { date: string; lessons: number; notTaken: number };
type Absences = { held: number; absent: number; late: number; absentStudents: number; absenceRate: number };
type LastExam = {
  exam: { id: string; name: string; date: string } | null;
  students: number;
  averageNet: number | null;
  branches: { branchName: string | null; students: number; averageNet: number }[];
};
type LicenseRow = { branchName: string; endsOn: string | null; daysLeft: number | null };

beforeAll(async () => {
  const db = t.handle.db;
  founder = (await signInAs(t.app, DEMO.founder)).token;
  teacher = (await signInAs(t.app, DEMO_TEACHER)).token;
  consultant = (await signInAs(t.app, DEMO_CALL_CENTER.first)).token;
  otherConsultant = (await signInAs(t.app, DEMO_CALL_CENTER.second)).token;
  businessId = decodeClaims(founder).biz as string;
  const admin = (await signInAs(t.app, DEMO.admin)).token;
  branchB = (await call(t.app, admin, 'POST', 'admin/branch', { businessId, name: 'Üsküdar Şubesi' }))
    .id as string;
  // Two licenses back to back: the second starts the day after the first ends.
  await db.insert(licenses).values([
    {
      businessId,
      branchId: branchB,
      startsOn: addDays(today, -10),
      endsOn: addDays(today, 20),
      studentQuota: 100,
      enabledAreas: [...LICENSE_AREAS],
    },
    {
      businessId,
      branchId: branchB,
      startsOn: addDays(today, 21),
      endsOn: addDays(today, 50),
      studentQuota: 100,
      enabledAreas: [...LICENSE_AREAS],
    },
  ]);
  await insertAccount(db, 'uskudar.mudur@demo.test', { businessId, branchId: branchB, role: 'Manager' });
  manager = (await signInAs(t.app, 'uskudar.mudur@demo.test')).token;

  const { _data } = await get<{ _data: Slot[] }>(`education/rollcall/day?date=${today}`, teacher);
  nineA = _data.find((s) => s.schoolClassName === '9-A')!.schoolClassId;
});

describe('roll call widgets', () => {
  it('counts today’s lessons whose roll call is not taken, and the absences of those taken', async () => {
    const { _data: slots } = await get<{ _data: Slot[] }>(`education/rollcall/day?date=${today}`, teacher);
    expect(slots.length).toBeGreaterThan(0);
    expect(await get<RollCallWidget>('dashboard/roll-calls', teacher)).toEqual({
      date: today,
      lessons: slots.length,
      notTaken: slots.length,
    });
    const before = await get<RollCallWidget>('dashboard/roll-calls', founder);
    expect(await get<Absences>('dashboard/absences', teacher)).toMatchObject({
      held: 0,
      absent: 0,
      absentStudents: 0,
    });

    const slot = slots.find((s) => s.schoolClassId === nineA)!;
    const rc = (await call(t.app, teacher, 'POST', 'education/rollcall/open', {
      schoolClassId: slot.schoolClassId,
      lessonTimeId: slot.lessonTimeId,
      date: today,
    })) as { id: string; marks: { studentId: string; state: string }[] };
    const [absent, late] = rc.marks;
    await call(t.app, teacher, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: rc.marks.map((m) => ({
        studentId: m.studentId,
        state: m === absent ? 'Absent' : m === late ? 'Late' : 'Present',
        ...(m === late ? { lateMinutes: 10 } : {}),
      })),
    });

    expect((await get<RollCallWidget>('dashboard/roll-calls', teacher)).notTaken).toBe(slots.length - 1);
    expect(await get<RollCallWidget>('dashboard/roll-calls', founder)).toEqual({
      ...before,
      notTaken: before.notTaken - 1,
    });
    const held = rc.marks.length;
    for (const token of [teacher, founder])
      expect(await get<Absences>('dashboard/absences', token)).toMatchObject({
        held,
        absent: 1,
        late: 1,
        absentStudents: 1,
        absenceRate: Math.round((1 / held) * 1000) / 10,
      });
    // Another branch's manager sees none of it.
    expect(await get<RollCallWidget>('dashboard/roll-calls', manager)).toEqual({
      date: today,
      lessons: 0,
      notTaken: 0,
    });
    expect((await get<Absences>('dashboard/absences', manager)).absent).toBe(0);
  });
});

describe('registrations this week', () => {
  it('counts new students and sales this week against the same weekdays a year earlier', async () => {
    const a = await registerStudent(t.app, manager, branchB, 31);
    const b = await registerStudent(t.app, manager, branchB, 32);
    await registerStudent(t.app, manager, branchB, 33);
    await call(t.app, manager, 'POST', 'student-order', {
      studentId: a.id,
      items: [{ name: 'Kurs', itemKind: 'Education', quantity: 1, unitPrice: '1.000,00', vatRate: 10 }],
    });
    // b came 52 weeks ago, on this weekday.
    await t.handle.db
      .update(students)
      .set({ createdAt: new Date(`${addDays(today, -364)}T12:00:00+03:00`) })
      .where(eq(students.id, b.id));
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    expect(await get('dashboard/registrations-week', manager)).toEqual({
      periods: {
        week: { from: monday, to: today },
        weekLastYear: { from: addDays(monday, -364), to: addDays(today, -364) },
      },
      newStudents: { week: 2, weekLastYear: 1 },
      registrations: { week: 1, weekLastYear: 0 },
    });
  });
});

describe('CRM follow-ups', () => {
  it('counts open customers to call today and those left from earlier days, a consultant’s own only', async () => {
    const db = t.handle.db;
    const [owner] = await queryRows<{ id: string }>(
      db,
      sql`select a.id::text as id from accounts a join users u on u.id = a.user_id where u.email = ${DEMO_CALL_CENTER.first}`,
    );
    const customers = await db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(eq(crmCustomers.businessId, businessId))
      .orderBy(crmCustomers.sortKey);
    expect(customers.length).toBeGreaterThanOrEqual(5);
    await db.update(crmCustomers).set({ nextContactOn: null }).where(eq(crmCustomers.businessId, businessId));
    const set = (i: number, nextContactOn: string, extra: Partial<typeof crmCustomers.$inferInsert> = {}) =>
      db
        .update(crmCustomers)
        .set({ nextContactOn, ...extra })
        .where(eq(crmCustomers.id, customers[i]!.id));
    await set(0, today, { ownerAccountId: owner!.id });
    await set(1, today);
    await set(2, addDays(today, -3), { ownerAccountId: owner!.id });
    await set(3, addDays(today, 1), { ownerAccountId: owner!.id });
    // A customer who registered needs no more calls.
    await set(4, today, { outcome: 'Won' });

    expect(await get('dashboard/crm-follow-ups', founder)).toEqual({ date: today, dueToday: 2, overdue: 1 });
    expect(await get('dashboard/crm-follow-ups', consultant)).toEqual({
      date: today,
      dueToday: 1,
      overdue: 1,
    });
    expect(await get('dashboard/crm-follow-ups', otherConsultant)).toEqual({
      date: today,
      dueToday: 0,
      overdue: 0,
    });
  });
});

describe('the last exam', () => {
  it('answers the newest exam read with its average net per branch, a branch its own', async () => {
    const db = t.handle.db;
    expect(await get<LastExam>('dashboard/last-exam', founder)).toEqual({
      exam: null,
      students: 0,
      averageNet: null,
      branches: [],
    });
    const [exam] = await db
      .select({ id: exams.id, name: exams.name })
      .from(exams)
      .where(eq(exams.businessId, businessId));
    const [kadikoy] = await queryRows<{ id: string }>(
      db,
      sql`select id::text as id from branches where name = 'Kadıköy Şubesi'`,
    );
    const [upload] = await db
      .insert(examUploads)
      .values({
        businessId,
        examId: exam!.id,
        encoding: 'utf8',
        lines: 4,
        scored: 3,
        unmatched: 0,
        absent: 1,
        errors: [],
      })
      .returning({ id: examUploads.id });
    const sheet = (lineNo: number, branchId: string, net: number | null, absent = false) => ({
      businessId,
      branchId,
      examId: exam!.id,
      uploadId: upload!.id,
      lineNo,
      matched: true,
      absent,
      studentNumber: String(lineNo),
      citizenId: '',
      fullName: `Öğrenci ${lineNo}`,
      classCode: '',
      room: '',
      booklet: 'A',
      searchKey: '',
      answers: '',
      totalNet12: net === null ? null : net * 12,
    });
    await db
      .insert(examResults)
      .values([
        sheet(1, kadikoy!.id, 40.25),
        sheet(2, kadikoy!.id, 50),
        sheet(3, branchB, 30.5),
        sheet(4, branchB, null, true),
      ]);

    const all = await get<LastExam>('dashboard/last-exam', founder);
    expect(all.exam).toMatchObject({ id: exam!.id, name: exam!.name });
    expect(all).toMatchObject({ students: 3, averageNet: 40.25 });
    expect(all.branches).toEqual([
      { branchId: kadikoy!.id, branchName: 'Kadıköy Şubesi', students: 2, averageNet: 45.13 },
      { branchId: branchB, branchName: 'Üsküdar Şubesi', students: 1, averageNet: 30.5 },
    ]);
    expect(await get<LastExam>('dashboard/last-exam', manager)).toMatchObject({
      students: 1,
      averageNet: 30.5,
      branches: [{ branchName: 'Üsküdar Şubesi', students: 1, averageNet: 30.5 }],
    });
  });
});

describe('announcements and licenses', () => {
  it('counts the announcements the user has not read', async () => {
    const before = (await get<{ unread: number }>('dashboard/announcements', teacher)).unread;
    await call(t.app, founder, 'POST', 'announcement', {
      title: 'Öğretmenler toplantısı',
      body: '<p>Cuma günü saat 17:00.</p>',
      audience: 'All',
      level: 'Info',
      targetKind: 'Class',
      targetIds: [nineA],
      publishOn: today,
      endsOn: null,
    });
    expect((await get<{ unread: number }>('dashboard/announcements', teacher)).unread).toBe(before + 1);
  });

  it('shows each branch’s licensed days left, through a renewal that follows without a gap', async () => {
    expect(await get<LicenseRow[]>('dashboard/license', manager)).toEqual([
      { branchId: branchB, branchName: 'Üsküdar Şubesi', endsOn: addDays(today, 50), daysLeft: 50 },
    ]);
    const all = await get<LicenseRow[]>('dashboard/license', founder);
    expect(all).toContainEqual(
      expect.objectContaining({ branchName: 'Kadıköy Şubesi', endsOn: addDays(today, 335), daysLeft: 335 }),
    );
    expect(all).toContainEqual(expect.objectContaining({ branchName: 'Üsküdar Şubesi', daysLeft: 50 }));
    // A branch whose license has ended has no days left.
    await t.handle.db.delete(licenses).where(eq(licenses.branchId, branchB));
    await t.handle.db.insert(licenses).values({
      businessId,
      branchId: branchB,
      startsOn: addDays(today, -40),
      endsOn: addDays(today, -1),
      studentQuota: 100,
      enabledAreas: [...LICENSE_AREAS],
    });
    expect(await get<LicenseRow[]>('dashboard/license', manager)).toEqual([
      { branchId: branchB, branchName: 'Üsküdar Şubesi', endsOn: null, daysLeft: null },
    ]);
  });
});

describe('the widget permission screens', () => {
  const NEW_WIDGETS = {
    'rollcall-not-taken': 'dashboard/roll-calls',
    'absences-today': 'dashboard/absences',
    'registrations-week': 'dashboard/registrations-week',
    'crm-follow-ups': 'dashboard/crm-follow-ups',
    'last-exam-average': 'dashboard/last-exam',
    'unread-announcements': 'dashboard/announcements',
    'license-days': 'dashboard/license',
  } as const;

  it('lists the widgets a role holds the action of: a teacher has no license or CRM widget', async () => {
    const ids = (await get<{ id: string }[]>('widget/user', teacher)).map((w) => w.id);
    expect(ids).toEqual(
      expect.arrayContaining(['rollcall-not-taken', 'absences-today', 'unread-announcements']),
    );
    expect(ids).not.toContain('license-days');
    expect(ids).not.toContain('crm-follow-ups');
    expect(await status('dashboard/license', teacher)).toBe(403);
    expect(await status('dashboard/crm-follow-ups', teacher)).toBe(403);
  });

  it('refuses each widget the permission screens took away, and leaves it out of the list', async () => {
    for (const url of Object.values(NEW_WIDGETS)) expect(await status(url, manager), url).toBe(200);
    await call(t.app, founder, 'POST', 'permission/grants', {
      kind: 'widget',
      role: 'Manager',
      branchId: null,
      keys: ['active-account', 'quick-actions', 'license-days'],
    });
    const ids = (await get<{ id: string }[]>('widget/user', manager)).map((w) => w.id);
    expect(ids).toEqual(['active-account', 'quick-actions', 'license-days']);
    for (const [id, url] of Object.entries(NEW_WIDGETS))
      expect(await status(url, manager), url).toBe(id === 'license-days' ? 200 : 403);
  });
});
