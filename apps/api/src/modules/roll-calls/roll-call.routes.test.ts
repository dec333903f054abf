import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { LATE_MINUTES_MESSAGE } from '@panel/shared/roll-calls/roll-call';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEACHER } from '../../db/seed/demo-rollcall-seed';
import { DEMO } from '../../db/seed/demo-seed';
import { localSmsProvider } from '../../integrations/sms/sms';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { settleReport } from '../../test/report-results';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { NOT_OWN_SLOT_MESSAGE } from './roll-call.queries';
import { CLOSED_MESSAGE, OTHER_BRANCH_MESSAGE } from './roll-call.service';
import { rollCallAlerts } from './roll-call.table';
import { dispatchDueAlerts } from './roll-call-alert.service';

type Slot = {
  schoolClassId: string;
  schoolClassName: string;
  lessonTimeId: string;
  slotNo: number;
  openState: string;
};
type Mark = { id: string; studentId: string; studentName: string; state: string };
type RollCall = { id: string; openState: string; schoolClassName: string; marks: Mark[] };

const t = setUpTestApp({ teacher: DEMO_TEACHER, founder: DEMO.founder });
let besiktasManager: string;
let otherTeacher: string;
const today = todayInIstanbul();

const req = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), payload });
const ok = async <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
  const res = await req(token, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as T;
};
const smsCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from sms_messages where purpose = 'rollcall-alert'`,
    )
  )[0]!.n;
/** 9-A's lesson on a day that Elif Kaya teaches: one on every day of the demo week. */
const nineASlot = async (day: string) => {
  const { _data } = await ok<{ _data: Slot[] }>(t.token.teacher, 'GET', `education/rollcall/day?date=${day}`);
  return _data.filter((s) => s.schoolClassName === '9-A').sort((a, b) => a.slotNo - b.slotNo)[0]!;
};
const openBody = (slot: Pick<Slot, 'schoolClassId' | 'lessonTimeId'>, date: string) => ({
  schoolClassId: slot.schoolClassId,
  lessonTimeId: slot.lessonTimeId,
  date,
});
const open = (token: string, slot: Slot, date = today) =>
  ok<RollCall>(token, 'POST', 'education/rollcall/open', openBody(slot, date));
/** Asks to open a roll call that may be refused: the answer as it comes. */
const tryOpen = (token: string, slot: Pick<Slot, 'schoolClassId' | 'lessonTimeId'>, date = today) =>
  req(token, 'POST', 'education/rollcall/open', openBody(slot, date));
const marksOf = (rc: RollCall, changes: Record<string, object>) =>
  rc.marks.map((m) => ({ studentId: m.studentId, state: m.state, ...(changes[m.studentName] ?? {}) }));

beforeAll(async () => {
  const businessId = decodeClaims(t.token.founder).biz as string;
  const [besiktas] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select id::text as id from branches where name = 'Beşiktaş Şubesi'`,
  );
  await insertAccount(t.handle.db, 'besiktas.mudur@demo.test', {
    businessId,
    branchId: besiktas!.id,
    role: 'Manager',
  });
  besiktasManager = (await signInAs(t.app, 'besiktas.mudur@demo.test')).token;
  const [can] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select id::text as id from personnel where first_name = 'Can' and last_name = 'Demir'`,
  );
  await insertAccount(t.handle.db, 'can.demir@demo.test', {
    businessId,
    branchId: decodeClaims(t.token.founder).br as string,
    role: 'Teacher',
    personnelId: can!.id,
  });
  otherTeacher = (await signInAs(t.app, 'can.demir@demo.test')).token;
  // A fresh, migrated and seeded database: slow on a busy machine.
}, 300_000);

describe('roll call', () => {
  it('shows a teacher only the lessons he teaches today, and a manager the whole branch', async () => {
    const mine = await ok<{ _data: Slot[] }>(t.token.teacher, 'GET', 'education/rollcall/day');
    expect(mine._data.map((s) => s.schoolClassName)).toContain('9-A');
    const [elif] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from personnel where first_name = 'Elif' and last_name = 'Kaya'`,
    );
    const taught = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from lesson_program_entries where personnel_id = ${elif!.id}
          and weekday = ${((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1}`,
    );
    expect(mine._data).toHaveLength(taught[0]!.n);
    const all = await ok<{ _data: Slot[] }>(t.token.founder, 'GET', 'education/rollcall/day');
    expect(all._data.length).toBeGreaterThanOrEqual(mine._data.length);
    // Branch-wide screens are for managers.
    expect((await req(t.token.teacher, 'GET', 'education/rollcall/not-taken')).statusCode).toBe(403);
    expect((await req(t.token.teacher, 'GET', 'education/rollcall/alert-rule')).statusCode).toBe(403);
  });

  it('refuses bad input with a Turkish message and saves nothing', async () => {
    const slot = await nineASlot(today);
    // A slot the class has no lesson in that day (slot 5 is empty all week in the demo).
    const [slot5] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select lt.id::text as id from lesson_times lt join school_classes c on c.branch_id = lt.branch_id
          where c.id = ${slot.schoolClassId} and lt.slot_no = 5`,
    );
    const noLesson = await tryOpen(t.token.teacher, { ...slot, lessonTimeId: slot5!.id });
    expect(noLesson.statusCode).toBe(400);
    expect(noLesson.json().message).toMatch(/^9-A sınıfının .* günü bu ders saatinde dersi yok\.$/);
    const future = await tryOpen(t.token.teacher, slot, addDays(today, 1));
    expect(future.statusCode).toBe(400);
    // Another branch's class, and another teacher's lesson.
    const otherBranch = await tryOpen(besiktasManager, slot);
    expect(otherBranch.statusCode).toBe(403);
    expect(otherBranch.json().message).toBe(OTHER_BRANCH_MESSAGE);
    const notHis = await tryOpen(otherTeacher, slot);
    expect(notHis.statusCode).toBe(403);
    expect(notHis.json().message).toBe(NOT_OWN_SLOT_MESSAGE);
    expect(await queryRows(t.handle.db, sql`select id from roll_calls`)).toHaveLength(0);

    const rc = await open(t.token.teacher, slot);
    const lateWithoutMinutes = await req(t.token.teacher, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: marksOf(rc, { 'Ali Aksoy': { state: 'Late' } }),
    });
    expect(lateWithoutMinutes.statusCode).toBe(400);
    expect(lateWithoutMinutes.json().errors).toContain(LATE_MINUTES_MESSAGE);
    const foreign = await req(besiktasManager, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: marksOf(rc, { 'Ali Aksoy': { state: 'Absent' } }),
    });
    expect(foreign.statusCode).toBe(403);
    // Reading it: another teacher and another branch are refused by name, another business finds nothing.
    const notHisRead = await req(otherTeacher, 'GET', `education/rollcall/${rc.id}`);
    expect(notHisRead.statusCode).toBe(403);
    expect(notHisRead.json().message).toBe(NOT_OWN_SLOT_MESSAGE);
    expect((await req(besiktasManager, 'GET', `education/rollcall/${rc.id}`)).statusCode).toBe(403);
    const after = await ok<RollCall>(t.token.teacher, 'GET', `education/rollcall/${rc.id}`);
    expect(after.schoolClassName).toBe('9-A');
    expect(after.marks.map((m) => m.studentName)).toContain('Ali Aksoy');
    expect(after.openState).toBe('Open');
    expect(after.marks.every((m) => m.state === 'Present')).toBe(true);
  });

  it('starts everyone present, sends one message per student per rule per day, and never again', async () => {
    const slot = await nineASlot(today);
    const rc = await open(t.token.teacher, slot);
    expect(rc.marks.length).toBeGreaterThanOrEqual(5);
    expect(rc.marks.every((m) => m.state === 'Present')).toBe(true);
    // Opening again finds the same roll call.
    expect((await open(t.token.teacher, slot)).id).toBe(rc.id);

    const marks = marksOf(rc, {
      'Ali Aksoy': { state: 'Absent' },
      'Ece Bulut': { state: 'Absent' },
      'Mert Coşkun': { state: 'Late', lateMinutes: 10 },
    });
    const first = await ok<{ alertsSent: number }>(t.token.teacher, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks,
    });
    // Absence for two students, late for one: the demo branch has both rules on. Three SMS go in the request.
    expect(first.alertsSent).toBe(3);
    expect(first).not.toHaveProperty('reportId');
    expect(await smsCount()).toBe(3);
    const [text] = await queryRows<{ text: string; to: string }>(
      t.handle.db,
      sql`select text, "to" from sms_messages where purpose = 'rollcall-alert' and text like '%Ali Aksoy%'`,
    );
    expect(text!.text).toContain('yoklamada yoktu');
    expect(text!.to).toBe('0(532) 111 22 01');

    const again = await ok<{ alertsSent: number; changed: number }>(
      t.token.teacher,
      'POST',
      'education/rollcall/submit',
      {
        id: rc.id,
        marks,
      },
    );
    expect(again).toMatchObject({ alertsSent: 0, changed: 0 });
    expect((await ok<RollCall>(t.token.teacher, 'GET', `education/rollcall/${rc.id}`)).openState).toBe(
      'Close',
    );

    // The day key holds even when code would try: a second alert row is refused by the database.
    const [alert] = await t.handle.db.select().from(rollCallAlerts).limit(1);
    const { id: _id, ...copy } = alert!;
    await expect(t.handle.db.insert(rollCallAlerts).values(copy)).rejects.toThrow();

    // A teacher cannot change a closed roll call.
    const teacherChange = await req(t.token.teacher, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: marksOf(rc, { 'Ali Aksoy': { state: 'Present' } }),
    });
    expect(teacherChange.statusCode).toBe(403);
    expect(teacherChange.json().message).toBe(CLOSED_MESSAGE);
    const still = await ok<RollCall>(t.token.teacher, 'GET', `education/rollcall/${rc.id}`);
    expect(still.marks.find((m) => m.studentName === 'Ali Aksoy')!.state).toBe('Absent');

    // A manager's correction is audited with before and after; the report follows it.
    const ali = rc.marks.find((m) => m.studentName === 'Ali Aksoy')!;
    await ok(t.token.founder, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: [{ studentId: ali.studentId, state: 'Excused', excuseReason: 'Doktor raporu' }],
    });
    const audit = await queryRows<{
      before: { state: string };
      after: { state: string; excuseReason: string };
    }>(
      t.handle.db,
      sql`select before, after from audit_log where entity = 'rollcall-mark' and entity_id = ${ali.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before.state).toBe('Absent');
    expect(audit[0]!.after).toMatchObject({ state: 'Excused', excuseReason: 'Doktor raporu' });
    // Back to absent: the absence alert was sent already, so nothing new goes out.
    await ok(t.token.founder, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: [{ studentId: ali.studentId, state: 'Absent' }],
    });
    expect(await smsCount()).toBe(3);
    await ok(t.token.founder, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: [{ studentId: ali.studentId, state: 'Excused', excuseReason: 'Doktor raporu' }],
    });

    const history = await ok<{ studentName: string; before: { state: string }; after: { state: string } }[]>(
      t.token.teacher,
      'GET',
      `education/rollcall/${rc.id}/history`,
    );
    expect(history.map((h) => `${h.studentName}: ${h.before.state} -> ${h.after.state}`)).toEqual([
      'Ali Aksoy: Absent -> Excused',
      'Ali Aksoy: Excused -> Absent',
      'Ali Aksoy: Absent -> Excused',
    ]);

    const report = await ok<{
      _totalData: number;
      _data: { studentName: string; held: number; absent: number; excused: number; absenceRate: number }[];
      totals: { held: number; absent: number; absenceRate: number };
    }>(
      t.token.founder,
      'GET',
      `education/report/rollcall?schoolClassId=${slot.schoolClassId}&from=${today}&to=${today}`,
    );
    expect(report._data.find((r) => r.studentName === 'Ali Aksoy')).toMatchObject({
      held: 1,
      absent: 0,
      excused: 1,
      absenceRate: 0,
    });
    expect(report._data.find((r) => r.studentName === 'Ece Bulut')).toMatchObject({
      absent: 1,
      absenceRate: 100,
    });
    expect(report.totals.absent).toBe(1);
    // The count and the totals are over every row of the range, as the rows are.
    expect(report._totalData).toBe(report._data.length);
    expect(report.totals.held).toBe(report._data.reduce((n, r) => n + r.held, 0));
    // A page past the end still says how many rows there are, and their totals.
    const past = await ok<typeof report>(
      t.token.founder,
      'GET',
      `education/report/rollcall?schoolClassId=${slot.schoolClassId}&from=${today}&to=${today}&_pageNumber=9`,
    );
    expect(past).toMatchObject({ _data: [], _totalData: report._totalData, totals: report.totals });
    const excel = await req(
      t.token.founder,
      'GET',
      `education/report/rollcall/excel?schoolClassId=${slot.schoolClassId}`,
    );
    expect(excel.statusCode).toBe(200);
    // A teacher reads the report of his own classes only; a parent of nobody sees nothing.
    const teacherReport = await ok<{ _data: unknown[] }>(t.token.teacher, 'GET', 'education/report/rollcall');
    expect(teacherReport._data.length).toBe(report._data.length);

    const attendance = await ok<{ totals: { held: number; absent: number; excused: number } }>(
      t.token.founder,
      'GET',
      `education/rollcall/student/${ali.studentId}`,
    );
    expect(attendance.totals).toMatchObject({ held: 1, absent: 0, excused: 1 });
  });

  it('sends nothing when an absence is corrected before the send window closes', async () => {
    const branchId = decodeClaims(t.token.founder).br as string;
    const { rules } = await ok<{ rules: { kind: string; isEnabled: boolean }[] }>(
      t.token.founder,
      'GET',
      `education/rollcall/alert-rule?branchId=${branchId}`,
    );
    await ok(t.token.founder, 'POST', 'education/rollcall/alert-rule', {
      branchId,
      rules: rules.map((r) => ({ ...r, sendDelayMinutes: 30 })),
    });
    const yesterday = addDays(today, -1);
    const rc = await open(t.token.founder, await nineASlot(yesterday), yesterday);
    const closedAt = new Date();
    const submitted = await ok<{ alertsSent: number }>(t.token.founder, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: marksOf(rc, { 'Selin Doğan': { state: 'Absent' }, 'Ece Bulut': { state: 'Absent' } }),
    });
    expect(submitted.alertsSent).toBe(0);
    const selin = rc.marks.find((m) => m.studentName === 'Selin Doğan')!;
    await ok(t.token.founder, 'POST', 'education/rollcall/submit', {
      id: rc.id,
      marks: [{ studentId: selin.studentId, state: 'Present' }],
    });
    const before = await smsCount();
    const later = new Date(closedAt.getTime() + 31 * 60_000);
    const sent = await dispatchDueAlerts(t.handle.db, localSmsProvider, later, {
      userId: null,
      accountId: null,
    });
    // Ece's absence goes out once the window closes; Selin's corrected one never does.
    expect(sent).toBe(1);
    expect(await smsCount()).toBe(before + 1);
    const [selinAlert] = await queryRows<{ status: string }>(
      t.handle.db,
      sql`select status from roll_call_alerts where student_id = ${selin.studentId} and date = ${yesterday}`,
    );
    expect(selinAlert!.status).toBe('Cancelled');
    expect(
      await dispatchDueAlerts(t.handle.db, localSmsProvider, later, { userId: null, accountId: null }),
    ).toBe(0);
  });

  it('sends a count rule on the day its count is reached, with the threshold the branch saved', async () => {
    const branchId = decodeClaims(t.token.founder).br as string;
    const { rules } = await ok<{ rules: { kind: string; isEnabled: boolean; threshold: number | null }[] }>(
      t.token.founder,
      'GET',
      `education/rollcall/alert-rule?branchId=${branchId}`,
    );
    const saved = { ConsecutiveAbsences: 2, TermAbsenceDays: 3 } as Record<string, number>;
    await ok(t.token.founder, 'POST', 'education/rollcall/alert-rule', {
      branchId,
      rules: rules.map((r) => ({
        ...r,
        isEnabled: r.kind in saved,
        threshold: saved[r.kind] ?? r.threshold,
        sendDelayMinutes: 0,
      })),
    });
    const absentOn = async (day: string) => {
      const rc = await open(t.token.founder, await nineASlot(day), day);
      return ok<{ alertsSent: number }>(t.token.founder, 'POST', 'education/rollcall/submit', {
        id: rc.id,
        marks: marksOf(rc, { 'Mert Coşkun': { state: 'Absent' } }),
      });
    };
    expect((await absentOn(addDays(today, -5))).alertsSent).toBe(0);
    expect((await absentOn(addDays(today, -4))).alertsSent).toBe(1);
    const texts = await queryRows<{ text: string }>(
      t.handle.db,
      sql`select text from sms_messages where purpose = 'rollcall-alert' and text like '%Mert Coşkun%'
          and (text like '%art arda%' or text like '%bu dönem%')`,
    );
    // Two days in a row reach the saved 2; two days in the term are short of the saved 3.
    expect(texts.map((r) => r.text)).toEqual([
      'Sayın veli, öğrenciniz Mert Coşkun 2 gündür art arda devamsız. Bilginize.',
    ]);
  });

  describe('alerts past SMS_INLINE_MAX', () => {
    type Submitted = {
      changed: number;
      alertsSent: number;
      alertsQueued?: number;
      alertsDelayed?: boolean;
      reportId?: string;
      message: string;
    };
    const absenceOnly = async () => {
      const branchId = decodeClaims(t.token.founder).br as string;
      const { rules } = await ok<{ rules: { kind: string }[] }>(
        t.token.founder,
        'GET',
        `education/rollcall/alert-rule?branchId=${branchId}`,
      );
      await ok(t.token.founder, 'POST', 'education/rollcall/alert-rule', {
        branchId,
        rules: rules.map((r) => ({ ...r, isEnabled: r.kind === 'Absence', sendDelayMinutes: 0 })),
      });
    };
    const alertsOn = (day: string) =>
      queryRows<{ status: string; units: number; recipients: string[] }>(
        t.handle.db,
        sql`select status, units, recipients from roll_call_alerts where date = ${day} order by text`,
      );
    let inlineMax = 0;
    let original: FastifyInstance['queueSmsBatch'];
    beforeAll(async () => {
      await absenceOnly();
      inlineMax = t.app.config.sms.inlineMax;
      original = t.app.queueSmsBatch;
      // Two absent students, one parent phone each: two messages, more than one.
      t.app.config.sms.inlineMax = 1;
    });
    afterAll(() => {
      t.app.config.sms.inlineMax = inlineMax;
      t.app.queueSmsBatch = original;
    });

    it('saves the roll call, then hands its alerts to the job queue, each recorded under the batch', async () => {
      const day = addDays(today, -2);
      const rc = await open(t.token.founder, await nineASlot(day), day);
      const saved = await ok<Submitted>(t.token.founder, 'POST', 'education/rollcall/submit', {
        id: rc.id,
        marks: marksOf(rc, { 'Ali Aksoy': { state: 'Absent' }, 'Ece Bulut': { state: 'Absent' } }),
      });
      expect(saved).toMatchObject({
        changed: 2,
        alertsSent: 0,
        alertsQueued: 2,
        message:
          'Yoklama kaydedildi. Veli bildirimleri: 2 SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.',
      });
      expect((await ok<RollCall>(t.token.founder, 'GET', `education/rollcall/${rc.id}`)).openState).toBe(
        'Close',
      );
      expect(await settleReport(t.app, t.token.founder, saved.reportId!)).toMatchObject({
        state: 'Done',
        error: null,
      });
      const batch = await queryRows<{ status: string; purpose: string; text: string }>(
        t.handle.db,
        sql`select status, purpose, text from sms_messages where batch_id = ${saved.reportId!} order by batch_index`,
      );
      expect(batch.map((m) => [m.status, m.purpose])).toEqual([
        ['Sent', 'rollcall-alert'],
        ['Sent', 'rollcall-alert'],
      ]);
      expect(
        ['Ali Aksoy', 'Ece Bulut'].map((name) => batch.filter((m) => m.text.includes(name)).length),
      ).toEqual([1, 1]);
      // Each alert sent once, with its phone and its cost.
      expect(await alertsOn(day)).toEqual([
        { status: 'Sent', units: 1, recipients: [expect.any(String)] },
        { status: 'Sent', units: 1, recipients: [expect.any(String)] },
      ]);
    });

    it('keeps the saved roll call when its alerts cannot be sent, and leaves them to the dispatcher', async () => {
      const day = addDays(today, -3);
      const rc = await open(t.token.founder, await nineASlot(day), day);
      t.app.queueSmsBatch = async () => {
        throw new Error('kuyruk kapalı');
      };
      const saved = await ok<Submitted>(t.token.founder, 'POST', 'education/rollcall/submit', {
        id: rc.id,
        marks: marksOf(rc, { 'Ali Aksoy': { state: 'Absent' }, 'Mert Coşkun': { state: 'Absent' } }),
      });
      t.app.queueSmsBatch = original;
      expect(saved).toMatchObject({
        changed: 2,
        alertsSent: 0,
        alertsDelayed: true,
        message:
          'Yoklama kaydedildi. Veli SMS’leri şu an gönderilemedi; bir dakika içinde yeniden denenecek.',
      });
      const kept = await ok<RollCall>(t.token.founder, 'GET', `education/rollcall/${rc.id}`);
      expect(kept.openState).toBe('Close');
      expect(
        kept.marks
          .filter((m) => m.state === 'Absent')
          .map((m) => m.studentName)
          .sort(),
      ).toEqual(['Ali Aksoy', 'Mert Coşkun']);
      expect((await alertsOn(day)).map((a) => a.status)).toEqual(['Pending', 'Pending']);
      const before = await smsCount();
      expect(
        await dispatchDueAlerts(t.handle.db, localSmsProvider, new Date(), { userId: null, accountId: null }),
      ).toBe(2);
      expect(await smsCount()).toBe(before + 2);
      expect((await alertsOn(day)).map((a) => a.status)).toEqual(['Sent', 'Sent']);
    });
  });

  it('lists the lessons not yet taken today for a branch', async () => {
    const page = await ok<{ _data: Slot[]; _totalData: number }>(
      t.token.founder,
      'GET',
      'education/rollcall/not-taken',
    );
    expect(page._data.every((s) => s.openState !== 'Close')).toBe(true);
    const all = await ok<{ _data: Slot[] }>(t.token.founder, 'GET', 'education/rollcall/day');
    expect(page._totalData).toBe(all._data.filter((s) => s.openState !== 'Close').length);
  });
});
