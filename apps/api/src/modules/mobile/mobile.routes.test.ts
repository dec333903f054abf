import { MOBILE_COOKIE } from '@panel/shared/mobile/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_SECOND_CHILD, DEMO_STUDENT } from '../../db/seed/demo-mobile-seed';
import { DEMO_PARENT } from '../../db/seed/demo-rollcall-seed';
import { DEMO, DEMO_PASSWORD } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextSessionEndHeard } from '../auth/session-cache';
import { users } from '../users/user.table';

let t: TestApp;

const mobileSignIn = async (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/mobileapi/authenticate',
    payload: { email, password: DEMO_PASSWORD },
    headers,
  });

const tokenOf = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === MOBILE_COOKIE);
  if (!cookie?.value) throw new Error(`no mobile cookie: ${res.statusCode} ${res.body}`);
  return cookie.value;
};

const get = (url: string, token: string) =>
  t.app.inject({ url: `/mobileapi/${url}`, cookies: { [MOBILE_COOKIE]: token } });

type Me = {
  children: { id: string; firstName: string; schoolClassName: string | null }[];
  unreadAnnouncements: number;
};

let parentToken: string;
let me: Me;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000' } });
  parentToken = tokenOf(await mobileSignIn(DEMO_PARENT));
  me = (await get('me', parentToken)).json() as Me;
  // Migrating and seeding a fresh database is slow on a busy machine; no assertion is timed.
}, 300_000);
afterAll(async () => t?.close());

describe('the mobile sign-in', () => {
  it('answers an httpOnly, SameSite=Strict cookie on /mobileapi that lives 7200 seconds, Secure over https', async () => {
    const plain = (await mobileSignIn(DEMO_PARENT)).cookies.find((c) => c.name === MOBILE_COOKIE)!;
    expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/mobileapi', maxAge: 7200 });
    expect(plain.secure).toBeFalsy();
    expect(decodeClaims(plain.value).exp as number).toBe((decodeClaims(plain.value).iat as number) + 7200);
    // Behind a trusted proxy that says the request came over https, the cookie is Secure.
    // Not hearing session ends: closing it must not stop the main app's listener.
    const proxied = await buildApp({
      config: { ...t.config, trustedProxies: ['127.0.0.1'] },
      db: t.handle.db,
      hearSessionEnds: false,
    });
    try {
      const https = await proxied.inject({
        method: 'POST',
        url: '/mobileapi/authenticate',
        payload: { email: DEMO_PARENT, password: DEMO_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.cookies.find((c) => c.name === MOBILE_COOKIE)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a wrong password with the panel’s message, and a staff user with its own', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/mobileapi/authenticate',
      payload: { email: DEMO_PARENT, password: 'Yanlis1234!' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('E-posta adresi veya şifre hatalı.');
    const staff = await mobileSignIn(DEMO.founder);
    expect(staff.statusCode).toBe(400);
    expect(staff.json().message).toBe(
      'Bu giriş yalnızca veli ve öğrenci hesapları içindir. Lütfen panele giriş yapın.',
    );
    expect(staff.cookies.find((c) => c.name === MOBILE_COOKIE)).toBeUndefined();
  });

  it('lists the parent’s two children', () => {
    expect(me.children.map((c) => c.firstName).sort()).toEqual(['Ali', DEMO_SECOND_CHILD.firstName]);
  });
});

describe('tokens that are not the mobile session', () => {
  it('refuses the panel’s bearer token and a staff token on /mobileapi with 401', async () => {
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const parentPanel = (await signInAs(t.app, DEMO_PARENT)).token;
    for (const token of [founder, parentPanel]) {
      expect((await t.app.inject({ url: '/mobileapi/me', headers: bearer(token) })).statusCode).toBe(401);
      expect((await get('me', token)).statusCode).toBe(401);
    }
  });

  it('refuses the mobile token on /api, as a cookie or as a bearer token', async () => {
    expect(
      (await t.app.inject({ url: '/api/general/user', cookies: { [MOBILE_COOKIE]: parentToken } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/general/user', headers: bearer(parentToken) })).statusCode).toBe(
      401,
    );
  });

  it('has no refresh: a 401 stays 401 and the panel’s refresh gives no mobile token', async () => {
    const noCookie = await t.app.inject({ url: '/mobileapi/me' });
    expect(noCookie.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/mobileapi/refresh-token' })).statusCode).toBe(404);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(refreshed.cookies.find((c) => c.name === MOBILE_COOKIE)).toBeUndefined();
    expect((await t.app.inject({ url: '/mobileapi/me' })).statusCode).toBe(401);
  });

  it('refuses a token whose two hours are over', async () => {
    const claims = decodeClaims(parentToken);
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 7210;
    const expired = t.app.jwt.sign({ ...claims, iat: twoHoursAgo, exp: undefined } as never, {
      expiresIn: 7200,
    });
    expect(decodeClaims(expired).exp as number).toBeLessThan(Date.now() / 1000);
    expect((await get('me', expired)).statusCode).toBe(401);
  });
});

describe('a parent reaches his own children only', () => {
  it('answers each page for his child, and 404 for another family’s child', async () => {
    const [other] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from students where id not in
          (select sp.student_id from student_parents sp join accounts a on a.parent_id = sp.parent_id
           join users u on u.id = a.user_id where u.email = ${DEMO_PARENT}) limit 1`,
    );
    const zeynep = me.children.find((c) => c.firstName === DEMO_SECOND_CHILD.firstName)!;
    for (const page of ['lesson-program', 'teacher-list', 'exam-results', 'attendance', 'balance']) {
      const own = await get(`student/${zeynep.id}/${page}`, parentToken);
      expect(own.statusCode, `${page} ${own.body}`).toBe(200);
      const foreign = await get(`student/${other!.id}/${page}`, parentToken);
      expect(foreign.statusCode, page).toBe(404);
    }
  });

  it('counts the attendance of the child’s term only: a roll call before it is left out', async () => {
    const zeynep = me.children.find((c) => c.firstName === DEMO_SECOND_CHILD.firstName)!;
    type Attendance = {
      term: { name: string; startsOn: string; endsOn: string } | null;
      totals: { held: number; absent: number };
    };
    const before = (await get(`student/${zeynep.id}/attendance`, parentToken)).json() as Attendance;
    const [semester] = await queryRows<{ name: string; startsOn: string; endsOn: string }>(
      t.handle.db,
      sql`select se.name, se.starts_on::text as "startsOn", se.ends_on::text as "endsOn"
          from students st join school_classes sc on sc.id = st.school_class_id
          join semesters se on se.id = sc.semester_id where st.id = ${zeynep.id}`,
    );
    expect(before.term).toEqual(semester);
    // A closed roll call of her class on the day before the term began, with her absent.
    await t.handle.db.execute(sql`
      with rc as (
        insert into roll_calls (business_id, branch_id, school_class_id, date, lesson_time_id, major_id,
          personnel_id, open_state, closed_at)
        select sc.business_id, sc.branch_id, sc.id, se.starts_on - 1,
          (select lt.id from lesson_times lt where lt.branch_id = sc.branch_id limit 1),
          (select m.id from majors m limit 1),
          (select p.id from personnel p where p.branch_id = sc.branch_id limit 1), 'Close', now()
        from students st join school_classes sc on sc.id = st.school_class_id
        join semesters se on se.id = sc.semester_id where st.id = ${zeynep.id}
        returning id, business_id, branch_id, school_class_id, date)
      insert into roll_call_marks (business_id, branch_id, roll_call_id, student_id, school_class_id, date, state)
      select business_id, branch_id, id, ${zeynep.id}, school_class_id, date, 'Absent' from rc`);
    const after = (await get(`student/${zeynep.id}/attendance`, parentToken)).json() as Attendance;
    expect(after.totals).toEqual(before.totals);
    // The panel's student card still counts every week.
    const [{ n }] = (await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from roll_call_marks where student_id = ${zeynep.id} and state = 'Absent'`,
    )) as [{ n: number }];
    expect(n).toBe(before.totals.absent + 1);
  });

  it('shows the second child’s week with today first, and her teachers with their majors', async () => {
    const zeynep = me.children.find((c) => c.firstName === DEMO_SECOND_CHILD.firstName)!;
    const week = (await get(`student/${zeynep.id}/lesson-program`, parentToken)).json() as {
      today: number;
      days: { weekday: number; lessons: { teacherName: string; classroomName: string | null }[] }[];
    };
    expect(week.days.length).toBeGreaterThan(0);
    const distance = (d: number) => (d - week.today + 7) % 7;
    const order = week.days.map((d) => distance(d.weekday));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const teachers = (await get(`student/${zeynep.id}/teacher-list`, parentToken)).json() as {
      teachers: { teacherName: string; majors: string[] }[];
      branch: { name: string };
    };
    expect(teachers.teachers.length).toBe(4);
    expect(teachers.teachers.every((x) => x.majors.length > 0)).toBe(true);
    expect(teachers.branch.name).toBe('Kadıköy Şubesi');
  });

  it('answers the same balance as the panel’s student account', async () => {
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    for (const child of me.children) {
      const panel = (
        await t.app.inject({ url: `/api/student/${child.id}/account`, headers: bearer(founder) })
      ).json() as { balance: number };
      const mobile = (await get(`student/${child.id}/balance`, parentToken)).json() as { balance: number };
      expect(mobile.balance).toBe(panel.balance);
    }
  });

  it('lets the demo student reach himself only', async () => {
    const token = tokenOf(await mobileSignIn(DEMO_STUDENT));
    const self = (await get('me', token)).json() as Me & { role: string };
    const ali = me.children.find((c) => c.firstName === 'Ali')!;
    const zeynep = me.children.find((c) => c.firstName === DEMO_SECOND_CHILD.firstName)!;
    expect(self.role).toBe('Student');
    expect(self.children.map((c) => c.id)).toEqual([ali.id]);
    expect((await get(`student/${ali.id}/lesson-program`, token)).statusCode).toBe(200);
    expect((await get(`student/${zeynep.id}/lesson-program`, token)).statusCode).toBe(404);
  });
});

describe('the end of a mobile session', () => {
  it('ends at sign-out: the cookie is cleared and the old token is refused', async () => {
    const token = tokenOf(await mobileSignIn(DEMO_PARENT));
    expect((await get('me', token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/mobileapi/sign-out',
      cookies: { [MOBILE_COOKIE]: token },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === MOBILE_COOKIE)!;
    expect(cleared.value).toBe('');
    expect((await get('me', token)).statusCode).toBe(401);
  });

  it('ends when the user is disabled', async () => {
    await insertAccount(t.handle.db, 'veli.kapali@demo.test', {
      businessId: decodeClaims(parentToken).biz as string,
      branchId: decodeClaims(parentToken).br as string,
      role: 'Parent',
    });
    const token = tokenOf(await mobileSignIn('veli.kapali@demo.test'));
    expect((await get('me', token)).statusCode).toBe(200);
    // The database's own notice empties the session cache; on PostgreSQL it comes over the listener.
    const heard = nextSessionEndHeard();
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.email, 'veli.kapali@demo.test'));
    await heard;
    expect((await get('me', token)).statusCode).toBe(401);
  });
});

describe('announcements', () => {
  it('lists the parent’s messages with read state and lowers the unread count when one is read', async () => {
    const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PARENT));
    const { sendSystemMessage } = await import('../communications/announcements/announcement.service');
    const { todayInIstanbul } = await import('@panel/shared/common/dates');
    await sendSystemMessage(t.handle.db, {
      businessId: decodeClaims(parentToken).biz as string,
      userIds: [user!.id],
      title: 'Veli toplantısı',
      body: 'Cuma 17.00',
      publishOn: todayInIstanbul(),
    });
    const before = (await get('announcements', parentToken)).json() as {
      unread: number;
      announcements: { announcementDetailId: string; title: string; isRead: boolean }[];
    };
    const message = before.announcements.find((a) => a.title === 'Veli toplantısı')!;
    expect(message.isRead).toBe(false);
    const read = await t.app.inject({
      method: 'POST',
      url: `/mobileapi/announcements/${message.announcementDetailId}/read`,
      cookies: { [MOBILE_COOKIE]: parentToken },
    });
    expect(read.json()).toEqual({ unread: before.unread - 1 });
    const after = (await get('announcements', parentToken)).json() as typeof before;
    expect(after.announcements.find((a) => a.title === 'Veli toplantısı')!.isRead).toBe(true);
  });
});
