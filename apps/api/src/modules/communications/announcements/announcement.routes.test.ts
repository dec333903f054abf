import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../../../db/seed/demo-sales-seed';
import { DEMO } from '../../../db/seed/demo-seed';
import { mailOutbox } from '../../../integrations/mail/mail-outbox.table';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { insertAccount } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/education';
import { registerStudent } from '../../../test/factories/students';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { branches } from '../../administration/branches/branch.table';
import { schoolClassTeachers } from '../../education/class-teachers/class-teacher.table';
import { schoolClasses } from '../../education/school-classes/school-class.table';
import { studentParents, students } from '../../students/student.table';
import { sendSystemMessage } from './announcement.service';

const t = setUpTestApp();
const tok = { founder: '', parent: '', student: '', otherParent: '', besiktas: '', teacher: '', other: '' };
const ids = {
  business: '',
  kadikoy: '',
  besiktas: '',
  nineA: '',
  nineB: '',
  elif: '',
  otherStudent: '',
  parentUser: '',
};
const today = todayInIstanbul();

type Answer = { statusCode: number; json: () => Record<string, unknown> & { _data: Row[] } };
type Row = Record<string, unknown> & {
  id: string;
  title: string;
  isRead: boolean;
  announcementDetailId: string;
};

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) }) as unknown as Promise<Answer>;
const post = (token: string, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: bearer(token),
    payload,
  }) as unknown as Promise<Answer>;
const read = (token: string, detailId: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/announcement/detail/${detailId}/read`,
    headers: bearer(token),
  }) as unknown as Promise<Answer>;

const announcement = (extra: Record<string, unknown> = {}) => ({
  title: 'Veli toplantısı',
  body: '<p>Cuma günü saat <strong>17:00</strong>.</p>',
  audience: 'Parent',
  level: 'Info',
  targetKind: 'Class',
  targetIds: [ids.nineA],
  publishOn: today,
  endsOn: null,
  ...extra,
});

const create = async (token: string, extra: Record<string, unknown> = {}) => {
  const res = await post(token, 'announcement', announcement(extra));
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json() as unknown as { id: string; recipientCount: number; message: string };
};

const own = async (token: string) => (await get(token, 'announcement?_pageSize=100')).json();
const ownTitles = async (token: string) => (await own(token))._data.map((a) => a.title);

/** A family member invited from the student's user tab registers through the mailed link. */
const invitedSignIn = async (studentId: string, who: string, email: string) => {
  await call(t.app, tok.founder, 'POST', `student/${studentId}/users/invite`, { who, email });
  const [mail] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const code = /\/invitation\/([\w-]+)\//.exec(mail!.body)![1];
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invitation/${code}/register`,
    payload: { firstName: 'Aile', lastName: 'Üyesi', email, password: 'Mavi.Deniz.77' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().jwtToken as string;
};

const linkOf = async (studentId: string) =>
  (await t.handle.db.select().from(studentParents).where(eq(studentParents.studentId, studentId)))[0]!.id;

let nineAParents = 0;

beforeAll(async () => {
  tok.founder = (await signInAs(t.app, DEMO.founder)).token;
  tok.other = (await signInAs(t.app, DEMO.otherManager)).token;
  const claims = decodeClaims(tok.founder);
  ids.business = claims.biz as string;
  ids.kadikoy = claims.br as string;
  const db = t.handle.db;
  ids.besiktas = (await db.select().from(branches).where(eq(branches.name, 'Beşiktaş Şubesi')))[0]!.id;
  const classNamed = async (name: string) =>
    (
      await db
        .select()
        .from(schoolClasses)
        .where(and(eq(schoolClasses.branchId, ids.kadikoy), eq(schoolClasses.name, name)))
    )[0]!.id;
  ids.nineA = await classNamed('9-A');
  ids.nineB = await classNamed('9-B');
  ids.elif = (await db.select().from(students).where(eq(students.citizenId, DEMO_STUDENT.citizenId)))[0]!.id;
  tok.parent = await invitedSignIn(ids.elif, await linkOf(ids.elif), 'ayten.veli@demo.test');
  ids.parentUser = decodeClaims(tok.parent).sub as string;
  tok.student = await invitedSignIn(ids.elif, 'student', 'elif.ogrenci@demo.test');
  // The parent invited here and the demo's own (fatma.aksoy@demo.test, Ali Aksoy's mother).
  const [parents] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from accounts a join students s on s.id = a.student_id
        where a.role = 'Parent' and s.school_class_id = ${ids.nineA}`,
  );
  nineAParents = parents!.n;
  ids.otherStudent = (await registerStudent(t.app, tok.founder, ids.besiktas, 77)).id;
  tok.otherParent = await invitedSignIn(
    ids.otherStudent,
    await linkOf(ids.otherStudent),
    'selin.veli@demo.test',
  );
  await insertAccount(db, 'mudur.besiktas@demo.test', {
    businessId: ids.business,
    branchId: ids.besiktas,
    role: 'Manager',
  });
  tok.besiktas = (await signInAs(t.app, 'mudur.besiktas@demo.test')).token;
  const [teaches] = await db
    .select()
    .from(schoolClassTeachers)
    .where(eq(schoolClassTeachers.schoolClassId, ids.nineA));
  const teachesB = await db
    .select()
    .from(schoolClassTeachers)
    .where(eq(schoolClassTeachers.schoolClassId, ids.nineB));
  // A teacher of 9-A who is not also 9-B's: his classes are the scope.
  const onlyA = teachesB.some((r) => r.personnelId === teaches!.personnelId) ? null : teaches!.personnelId;
  await insertAccount(db, 'ogretmen.9a@demo.test', {
    businessId: ids.business,
    branchId: ids.kadikoy,
    role: 'Teacher',
    personnelId: onlyA ?? teaches!.personnelId,
  });
  tok.teacher = (await signInAs(t.app, 'ogretmen.9a@demo.test')).token;
}, 120_000);

describe('publishing to the parents of a class', () => {
  it('reaches the class’s parents only, unread, with its level and sanitised body', async () => {
    const created = await create(tok.founder, {
      title: 'Gezi duyurusu',
      body: '<p onclick="steal()">Gezi <em>Pazartesi</em></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bağlantı</a>',
    });
    expect(created.recipientCount).toBe(nineAParents);
    const mine = await own(tok.parent);
    expect(mine._unreadCount).toBe(1);
    expect(mine._data).toHaveLength(1);
    const [row] = mine._data;
    expect(row).toMatchObject({ title: 'Gezi duyurusu', isRead: false, level: 'Info', audience: 'Parent' });
    expect(row!.body).toBe('<p>Gezi <em>Pazartesi</em></p><a>bağlantı</a>');
    const one = await get(tok.parent, `announcement/${created.id}`);
    expect(one.json()).toMatchObject({ id: created.id, announcementDetailId: row!.announcementDetailId });
    // Audience parent: the student herself and a parent of another branch get nothing.
    expect(await ownTitles(tok.student)).not.toContain('Gezi duyurusu');
    expect(await ownTitles(tok.otherParent)).not.toContain('Gezi duyurusu');
    expect((await get(tok.student, `announcement/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a body with no readable text once sanitised', async () => {
    const res = await post(tok.founder, 'announcement', announcement({ body: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Lütfen İçerik Giriniz!');
  });

  it('marks read once: the unread count drops by one and never below zero', async () => {
    const second = await create(tok.founder, { title: 'İkinci duyuru', publishOn: addDays(today, -2) });
    expect(second.recipientCount).toBe(nineAParents);
    const before = await own(tok.parent);
    expect(before._unreadCount).toBe(2);
    // Newest first: today's before the one published two days ago.
    expect(before._data.map((a) => a.title)).toEqual(['Gezi duyurusu', 'İkinci duyuru']);
    const detailId = before._data[1]!.announcementDetailId;
    const first = await read(tok.parent, detailId);
    expect(first.statusCode).toBe(200);
    expect(first.json()._unreadCount).toBe(1);
    expect((await read(tok.parent, detailId)).json()._unreadCount).toBe(1);
    const after = await own(tok.parent);
    expect(after._unreadCount).toBe(1);
    expect(after._data.find((a) => a.title === 'İkinci duyuru')!.isRead).toBe(true);
    // Someone else's row is not found, and reading it changes nothing.
    expect((await read(tok.otherParent, before._data[0]!.announcementDetailId)).statusCode).toBe(404);
    expect((await read(tok.other, before._data[0]!.announcementDetailId)).statusCode).toBe(404);
    expect((await own(tok.parent))._unreadCount).toBe(1);
  });
});

describe('audience and target', () => {
  it('audience all over the business reaches students, parents and staff of this business only', async () => {
    const res = await create(tok.founder, {
      title: 'Kurum geneli',
      audience: 'All',
      targetKind: 'Business',
      targetIds: [],
    });
    for (const token of [tok.parent, tok.student, tok.otherParent, tok.founder, tok.besiktas, tok.teacher])
      expect(await ownTitles(token)).toContain('Kurum geneli');
    expect(await ownTitles(tok.other)).not.toContain('Kurum geneli');
    expect(res.recipientCount).toBeGreaterThanOrEqual(6);
  });

  it('audience student over chosen students reaches only their own sign-ins', async () => {
    await create(tok.founder, {
      title: 'Öğrenciye özel',
      audience: 'Student',
      targetKind: 'Student',
      targetIds: [ids.elif],
    });
    expect(await ownTitles(tok.student)).toContain('Öğrenciye özel');
    expect(await ownTitles(tok.parent)).not.toContain('Öğrenciye özel');
  });

  it('a branch target reaches that branch’s families only', async () => {
    await create(tok.founder, {
      title: 'Beşiktaş velileri',
      targetKind: 'Branch',
      targetIds: [ids.besiktas],
    });
    expect(await ownTitles(tok.otherParent)).toContain('Beşiktaş velileri');
    expect(await ownTitles(tok.parent)).not.toContain('Beşiktaş velileri');
  });

  it('delivers a future one on its publish day and hides one past its end', async () => {
    const future = await create(tok.founder, { title: 'Yarın yayında', publishOn: addDays(today, 1) });
    expect(future.recipientCount).toBe(nineAParents);
    await create(tok.founder, {
      title: 'Süresi geçti',
      publishOn: addDays(today, -5),
      endsOn: addDays(today, -1),
    });
    const unread = (await own(tok.parent))._unreadCount as number;
    expect(await ownTitles(tok.parent)).not.toContain('Yarın yayında');
    expect(await ownTitles(tok.parent)).not.toContain('Süresi geçti');
    expect((await get(tok.parent, `announcement/${future.id}`)).statusCode).toBe(404);
    const edit = (await get(tok.founder, `announcement/edit/${future.id}`)).json();
    const moved = await post(tok.founder, 'announcement/update', { ...edit, publishOn: today });
    expect(moved.statusCode).toBe(200);
    expect(await ownTitles(tok.parent)).toContain('Yarın yayında');
    expect((await own(tok.parent))._unreadCount).toBe(unread + 1);
  });

  it('an update moves the rows to the new recipients and keeps the read state of those who stay', async () => {
    const created = await create(tok.founder, { title: 'Değişecek', audience: 'Parent' });
    const row = (await own(tok.parent))._data.find((a) => a.title === 'Değişecek')!;
    await read(tok.parent, row.announcementDetailId);
    const edit = (await get(tok.founder, `announcement/edit/${created.id}`)).json();
    expect(edit).toMatchObject({
      title: 'Değişecek',
      audience: 'Parent',
      targetKind: 'Class',
      targetIds: [ids.nineA],
    });
    expect(edit.targets).toEqual([{ id: ids.nineA, name: '9-A' }]);
    await post(tok.founder, 'announcement/update', { ...edit, title: 'Değişti', audience: 'All' });
    const kept = (await own(tok.parent))._data.find((a) => a.id === created.id)!;
    expect(kept).toMatchObject({ title: 'Değişti', isRead: true });
    expect(await ownTitles(tok.student)).toContain('Değişti');
    await post(tok.founder, 'announcement/update', { ...edit, title: 'Değişti', audience: 'Student' });
    expect(await ownTitles(tok.parent)).not.toContain('Değişti');
  });

  it('delete withdraws it from every reader with the confirmation the list asked for', async () => {
    const created = await create(tok.founder, { title: 'Silinecek' });
    const unread = (await own(tok.parent))._unreadCount as number;
    const res = await get(tok.founder, `announcement/delete/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Duyuru silindi.');
    expect(await ownTitles(tok.parent)).not.toContain('Silinecek');
    expect((await own(tok.parent))._unreadCount).toBe(unread - 1);
    expect((await get(tok.founder, `announcement/edit/${created.id}`)).statusCode).toBe(404);
  });
});

describe('the manageable list', () => {
  it('pages 10 at a time by default and searches titles the Turkish way', async () => {
    for (let i = 1; i <= 11; i++) await create(tok.founder, { title: `Sınav takvimi ${i}` });
    await create(tok.founder, { title: 'ÖDEV HATIRLATMASI' });
    const first = (await get(tok.founder, 'announcement/manageable')).json();
    expect(first._data).toHaveLength(10);
    const total = first._totalData as number;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(first._pageCount).toBe(Math.ceil(total / 10));
    expect(first._data[0]).toMatchObject({
      title: 'ÖDEV HATIRLATMASI',
      recipientCount: nineAParents,
      readCount: 0,
    });
    const search = (await get(tok.founder, 'announcement/manageable?_searchTerm=ödev')).json();
    expect(search._data.map((a) => a.title)).toEqual(['ÖDEV HATIRLATMASI']);
    const exams = (await get(tok.founder, 'announcement/manageable?_searchTerm=sınav&_pageNumber=2')).json();
    expect(exams._totalData).toBe(11);
    expect(exams._pageCount).toBe(2);
    expect(exams._data).toHaveLength(1);
  });

  it('never lists system messages, which reach their users’ messages with the system level', async () => {
    await sendSystemMessage(t.handle.db, {
      businessId: ids.business,
      userIds: [ids.parentUser],
      title: 'Raporunuz hazır',
      body: 'Öğrenci listesi raporu hazırlandı.',
      publishOn: today,
    });
    expect((await own(tok.parent))._data.find((a) => a.title === 'Raporunuz hazır')).toMatchObject({
      level: 'System',
      isRead: false,
    });
    const found = (await get(tok.founder, 'announcement/manageable?_searchTerm=raporunuz')).json();
    expect(found._totalData).toBe(0);
  });
});

describe('scope', () => {
  it('a branch manager targets his own branch only and manages only its announcements', async () => {
    const outside = await post(tok.besiktas, 'announcement', announcement());
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Yalnızca kendi şubenize duyuru gönderebilirsiniz.');
    const whole = await post(
      tok.besiktas,
      'announcement',
      announcement({ targetKind: 'Business', targetIds: [] }),
    );
    expect(whole.statusCode).toBe(400);
    const mine = await create(tok.besiktas, {
      title: 'Beşiktaş toplantısı',
      targetKind: 'Branch',
      targetIds: [ids.besiktas],
    });
    expect(mine.recipientCount).toBe(1);
    const list = (await get(tok.besiktas, 'announcement/manageable?_pageSize=100')).json();
    // His own, and the founder's that lies wholly in Beşiktaş; none of Kadıköy's.
    expect(list._data.map((a) => a.title).sort()).toEqual(['Beşiktaş toplantısı', 'Beşiktaş velileri']);
    const kadikoys = (await get(tok.founder, 'announcement/manageable?_searchTerm=gezi')).json()._data[0]!;
    expect((await get(tok.besiktas, `announcement/edit/${kadikoys.id}`)).statusCode).toBe(404);
    expect((await get(tok.besiktas, `announcement/delete/${kadikoys.id}`)).statusCode).toBe(404);
    const edit = (await get(tok.founder, `announcement/edit/${kadikoys.id}`)).json();
    expect((await post(tok.besiktas, 'announcement/update', edit)).statusCode).toBe(404);
  });

  it('a teacher announces to his own classes only and sees only what he wrote', async () => {
    const mine = await create(tok.teacher, { title: 'Matematik ödevi' });
    expect(mine.recipientCount).toBe(nineAParents);
    const branch = await post(
      tok.teacher,
      'announcement',
      announcement({ targetKind: 'Branch', targetIds: [ids.kadikoy] }),
    );
    expect(branch.statusCode).toBe(400);
    const list = (await get(tok.teacher, 'announcement/manageable?_pageSize=100')).json();
    expect(list._data.map((a) => a.title)).toEqual(['Matematik ödevi']);
  });

  it('families hold no management and another business sees nothing', async () => {
    expect((await get(tok.parent, 'announcement/manageable')).statusCode).toBe(403);
    expect((await post(tok.parent, 'announcement', announcement())).statusCode).toBe(403);
    const target = (await get(tok.founder, 'announcement/manageable?_searchTerm=gezi')).json()._data[0]!;
    expect((await get(tok.other, `announcement/edit/${target.id}`)).statusCode).toBe(404);
    expect((await get(tok.other, `announcement/${target.id}`)).statusCode).toBe(404);
    expect((await get(tok.other, 'announcement/manageable?_searchTerm=gezi')).json()._totalData).toBe(0);
    const crossTenant = await post(tok.other, 'announcement', announcement());
    expect(crossTenant.statusCode).toBe(400);
    expect(crossTenant.json().message).toBe('Seçilen hedeflerden biri bulunamadı.');
  });
});

describe('bad input', () => {
  it.each([
    [{ title: '' }, 'Lütfen Başlık Giriniz!'],
    [{ targetIds: [] }, 'Lütfen Hedef Seçiniz!'],
    [{ publishOn: addDays(today, 3), endsOn: today }, 'Bitiş tarihi yayın tarihinden önce olamaz.'],
    [{ audience: 'Everyone' }, 'Lütfen Hedef Kitle Seçiniz!'],
    [{ level: 'System' }, 'Lütfen Önem Düzeyi Seçiniz!'],
    [{ publishOn: '2026-02-30' }, 'Lütfen Yayın Tarihi Seçiniz!'],
  ])('%o answers a Turkish 400 and saves nothing', async (change, message) => {
    const before = (await get(tok.founder, 'announcement/manageable')).json()._totalData;
    const res = await post(tok.founder, 'announcement', announcement(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
    expect((await get(tok.founder, 'announcement/manageable')).json()._totalData).toBe(before);
  });

  it('refuses a page size past the limit with a Turkish 400', async () => {
    const res = await get(tok.parent, 'announcement?_pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe('Uyarı');
  });
});
