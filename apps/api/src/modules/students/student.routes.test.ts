import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { mailOutbox } from '../../integrations/mail/mail-outbox.table';
import { apiCalls } from '../../test/api-calls';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { type School, setUpSchool } from '../../test/factories/education';
import { citizenIdFrom, registerStudent, registration } from '../../test/factories/students';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let s: School;
let deniz: { id: string; studentNo: number };

const { inject, get, ok } = apiCalls<Record<string, unknown>>(
  () => t.app,
  () => t.token.otherManager,
);

beforeAll(async () => {
  s = await setUpSchool(t.app, t.token.otherManager);
  deniz = await registerStudent(t.app, t.token.otherManager, s.branchId, 1);
});

describe('registration', () => {
  it('saves the student with parents and contacts, numbered from 1001', async () => {
    expect(deniz.studentNo).toBe(1001);
    expect(await get(`student/${deniz.id}/detail`)).toMatchObject({
      firstName: 'Deniz',
      lastName: 'Aksoy1',
      studyState: 'Draft',
      schoolClassId: null,
      branchId: s.branchId,
    });
    const parents = await get<{ firstName: string; relation: string; isPaymentPerson: boolean }[]>(
      `student/${deniz.id}/parent`,
    );
    expect(parents.map((p) => [p.firstName, p.relation, p.isPaymentPerson])).toEqual([
      ['Murat', 'Father', false],
      ['Selin', 'Mother', true],
    ]);
    const contacts = await get<{ contactType: string; value: string }[]>(`student/${deniz.id}/contact`);
    expect(contacts.map((c) => c.contactType).sort()).toEqual(['Address', 'Email', 'Phone']);
  });

  it('links a parent the business already knows instead of copying them', async () => {
    const sibling = await registerStudent(t.app, t.token.otherManager, s.branchId, 2, {
      parents: [{ ...registration(s.branchId, 1).parents[0], relation: 'Mother' }],
    });
    const [row] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from parents where citizen_id = ${citizenIdFrom(500_001)}`,
    );
    expect(row!.n).toBe(1);
    const lookup = await get<{ firstName: string } | null>(
      `education/student/parent-lookup?citizenId=${citizenIdFrom(500_001)}`,
    );
    expect(lookup).toMatchObject({ firstName: 'Selin' });
    expect(await get<unknown[]>(`student/${sibling.id}/parent`)).toHaveLength(1);
  });

  it('refuses a bad citizen id, a second primary phone and a duplicate student with the spec’s messages', async () => {
    const bad = registration(s.branchId, 3);
    bad.student.citizenId = '12345678901';
    const badId = await inject('POST', 'education/student/register', bad);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toContain('T.C Kimlik Numarası Geçersiz!');

    const twoPrimaries = registration(s.branchId, 4);
    twoPrimaries.contacts.push({
      contactType: 'Phone',
      contactOption: 'HomePhone',
      value: '0(216) 111 11 11',
      isPrimary: true,
    });
    const res = await inject('POST', 'education/student/register', twoPrimaries);
    expect(res.json().errors).toContain('Her iletişim tipi için yalnızca bir birincil bilgi seçilebilir!');

    const again = await inject('POST', 'education/student/register', registration(s.branchId, 1));
    expect(again.json().message).toBe(
      'Bu T.C. kimlik numarasıyla kayıtlı bir öğrenci var: Deniz Aksoy1 (No 1001).',
    );
  });
});

describe('search', () => {
  const ids = async (term: string) =>
    (
      await get<{ _data: { id: string }[] }>(`education/student?_searchTerm=${encodeURIComponent(term)}`)
    )._data.map((r) => r.id);

  it('finds by two letters of a name, citizen id, number, phone and parent name', async () => {
    expect(await ids('ak')).toContain(deniz.id);
    expect(await ids(citizenIdFrom(1))).toEqual([deniz.id]);
    expect(await ids('1001')).toEqual([deniz.id]);
    expect(await ids('0555 765 43 01')).toEqual([deniz.id]);
    expect(await ids('murat')).toEqual([deniz.id]);
  });

  it('does not filter on one character', async () => {
    const all = await get<{ _totalData: number }>('education/student');
    const one = await get<{ _totalData: number }>('education/student?_searchTerm=z');
    expect(one._totalData).toBe(all._totalData);
  });
});

describe('the profile', () => {
  it('lists pinned notes first and keeps the popup flag', async () => {
    await ok('POST', 'student-note', {
      studentId: deniz.id,
      text: 'Veli görüşmesi yapıldı.',
    });
    await ok('POST', 'student-note', {
      studentId: deniz.id,
      text: 'Fıstık alerjisi var.',
      isPinned: true,
      isPopup: true,
    });
    const notes = await get<{ text: string; isPopup: boolean; authorName: string }[]>(
      `student-note/student/${deniz.id}`,
    );
    expect(notes.map((n) => [n.text, n.isPopup])).toEqual([
      ['Fıstık alerjisi var.', true],
      ['Veli görüşmesi yapıldı.', false],
    ]);
    expect(notes[0]!.authorName).toBe('Mehmet Öztürk');
  });

  it('updates contacts and parents, and the search follows', async () => {
    await ok('POST', `student/${deniz.id}/contact`, {
      contacts: [
        { contactType: 'Phone', contactOption: 'Mobile', value: '0(544) 222 33 44', isPrimary: true },
      ],
    });
    expect(
      (await get<{ _data: { id: string }[] }>('education/student?_searchTerm=544222'))._data.map((r) => r.id),
    ).toEqual([deniz.id]);
    const [father] = (await get<{ id: string; firstName: string }[]>(`student/${deniz.id}/parent`)).filter(
      (p) => p.firstName === 'Murat',
    );
    await ok('GET', `student/${deniz.id}/parent/delete/${father!.id}`);
    expect(await get<unknown[]>(`student/${deniz.id}/parent`)).toHaveLength(1);
    expect((await get<{ _data: unknown[] }>('education/student?_searchTerm=murat'))._data).toHaveLength(0);
  });
});

/** A high-school class of the school's semester, with the given seats. */
const newClass = async (gradeLevel: string, section: string, capacity: number) =>
  (await ok('POST', 'education/school-class', {
    branchId: s.branchId,
    semesterId: s.semesterId,
    gradeLevel,
    section,
    educationLevel: 'HighSchool',
    capacity,
  })) as { id: string };

describe('classes, states and transfers', () => {
  it('assigns students to a class within its capacity and starts their study', async () => {
    const small = await newClass('12', 'Z', 1);
    const other = await registerStudent(t.app, t.token.otherManager, s.branchId, 5);
    const full = await inject('POST', 'education/student/class', {
      schoolClassId: small.id,
      studentIds: [deniz.id, other.id],
    });
    expect(full.json().message).toBe(
      '12-Z sınıfının kontenjanı (1) yetmiyor: en fazla 1 öğrenci daha eklenebilir.',
    );
    await ok('POST', 'education/student/class', {
      schoolClassId: s.classA,
      studentIds: [deniz.id],
    });
    expect(await get(`student/${deniz.id}/detail`)).toMatchObject({
      schoolClassName: '9-A',
      studyState: 'OnStudy',
    });
    const list = await get<{ id: string }[]>(`student/schoolclass/${s.classA}`);
    expect(list.map((r) => r.id)).toEqual([deniz.id]);
  });

  it('never overfills a class when assignments and registrations arrive at once', async () => {
    const pair = await newClass('11', 'Y', 2);
    const waiting = [];
    for (let i = 0; i < 6; i++)
      waiting.push(await registerStudent(t.app, t.token.otherManager, s.branchId, 300 + i));
    const answers = await Promise.all([
      ...waiting.map((w) =>
        inject('POST', 'education/student/class', { schoolClassId: pair.id, studentIds: [w.id] }),
      ),
      ...[0, 1, 2].map((i) =>
        inject(
          'POST',
          'education/student/register',
          registration(s.branchId, 320 + i, { schoolClassId: pair.id }),
        ),
      ),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('11-Y sınıfının kontenjanı (2) dolu.');
    }
    const list = await get<{ id: string }[]>(`student/schoolclass/${pair.id}`);
    expect(list).toHaveLength(2);
  });

  it('numbers registrations that arrive at once one after another, none refused', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        inject('POST', 'education/student/register', registration(s.branchId, 340 + i)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = await Promise.all(
      answers.map(async (a) => (await get<{ studentNo: number }>(`student/${a.json().id}/detail`)).studentNo),
    );
    expect(new Set(numbers).size).toBe(5);
  });

  it('moves study states only along DOMAIN’s transitions', async () => {
    await ok('POST', 'education/student/status', {
      studentIds: [deniz.id],
      studyState: 'Freeze',
    });
    const back = await inject('POST', 'education/student/status', {
      studentIds: [deniz.id],
      studyState: 'WillStudy',
    });
    expect(back.json().message).toBe(
      'Deniz Aksoy1: Öğrenci "Donduruldu" durumundayken "Okuyacak" durumuna geçirilemez.',
    );
    await ok('POST', 'education/student/status', {
      studentIds: [deniz.id],
      studyState: 'OnStudy',
    });
  });

  it('relocates a student to another branch, with history seen from both branches', async () => {
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const kadikoy = decodeClaims(founder).br as string;
    // The founder sees the whole business; a Kadıköy manager sees his branch's students only.
    await insertAccount(t.handle.db, 'kadikoy.mudur@demo.test', {
      businessId: decodeClaims(founder).biz as string,
      branchId: kadikoy,
      role: 'Manager',
    });
    const kadikoyManager = (await signInAs(t.app, 'kadikoy.mudur@demo.test')).token;
    const kadikoyBefore = (await get<{ _totalData: number }>('education/student', kadikoyManager))._totalData;
    const student = await registerStudent(t.app, founder, kadikoy, 6);
    expect((await get<{ _totalData: number }>('education/student', kadikoyManager))._totalData).toBe(
      kadikoyBefore + 1,
    );
    const [besiktas] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from branches where name = 'Beşiktaş Şubesi'`,
    );
    const moved = await inject(
      'POST',
      'education/student/transfer',
      {
        studentId: student.id,
        kind: 'Relocate',
        toBranchId: besiktas!.id,
        date: '2026-11-20',
        note: 'Taşındılar',
      },
      founder,
    );
    expect(moved.json().message).toBe('Deniz Aksoy6 Beşiktaş Şubesi şubesine aktarıldı.');
    // Both branches' list totals (kept by the student_counts triggers) follow the move.
    expect((await get<{ _totalData: number }>('education/student', kadikoyManager))._totalData).toBe(
      kadikoyBefore,
    );
    const drift = await queryRows<{ branch_id: string }>(
      t.handle.db,
      sql`select coalesce(c.branch_id, s.branch_id)::text as branch_id
          from student_counts c
          full join (select business_id, branch_id, count(*)::int as n from students
                     where deleted_at is null group by 1, 2) s
            on s.business_id = c.business_id and s.branch_id = c.branch_id
          where coalesce(c.live, 0) <> coalesce(s.n, 0)`,
    );
    expect(drift).toEqual([]);
    // The Kadıköy account no longer sees the student; the history stays visible to it.
    expect((await inject('GET', `student/${student.id}/detail`, undefined, kadikoyManager)).statusCode).toBe(
      404,
    );
    const history = await get<{ _data: { kind: string; fromBranchName: string; toBranchName: string }[] }>(
      `education/student/transfer?studentId=${student.id}`,
      kadikoyManager,
    );
    expect(history._data).toEqual([
      expect.objectContaining({
        kind: 'Relocate',
        fromBranchName: 'Kadıköy Şubesi',
        toBranchName: 'Beşiktaş Şubesi',
      }),
    ]);
  });

  it('sorts the transfers by day or student on the server', async () => {
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const kadikoy = decodeClaims(founder).br as string;
    const [besiktas] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from branches where name = 'Beşiktaş Şubesi'`,
    );
    const moved: string[] = [];
    for (const [no, date] of [
      [7, '2026-10-01'],
      [8, '2026-11-02'],
    ] as const) {
      const student = await registerStudent(t.app, founder, kadikoy, no);
      const res = await inject(
        'POST',
        'education/student/transfer',
        { studentId: student.id, kind: 'Relocate', toBranchId: besiktas!.id, date },
        founder,
      );
      expect(res.statusCode, res.body).toBe(200);
      moved.push(student.id);
    }
    const days = async (order: string) =>
      (
        await get<{ _data: { studentId: string; date: string }[] }>(
          `education/student/transfer?_sort=date&_order=${order}&_pageSize=100`,
          founder,
        )
      )._data
        .filter((r) => moved.includes(r.studentId))
        .map((r) => r.date);
    expect(await days('asc')).toEqual(['2026-10-01', '2026-11-02']);
    expect(await days('desc')).toEqual(['2026-11-02', '2026-10-01']);
    const refused = await inject('GET', 'education/student/transfer?_sort=kind', undefined, founder);
    expect(refused.statusCode).toBe(400);
  });
});

describe('class closure', () => {
  it('completes the study of the class’s students and closes the class once', async () => {
    const klass = await newClass('10', 'K', 5);
    const student = await registerStudent(t.app, t.token.otherManager, s.branchId, 21, {
      schoolClassId: klass.id,
    });
    const closed = await ok('POST', `education/student/class-closure/${klass.id}`);
    expect(closed.message).toBe('10-K sınıfı kapatıldı; 1 öğrencinin eğitimi tamamlandı.');
    expect(await get(`student/${student.id}/detail`)).toMatchObject({ studyState: 'StudyCompleted' });
    expect(await get(`education/school-class/${klass.id}`)).toMatchObject({ isActive: false });
    const again = await inject('POST', `education/student/class-closure/${klass.id}`);
    expect(again.json().message).toBe('10-K sınıfı zaten kapatılmış.');
  });
});

describe('private lessons', () => {
  it('books a teacher once per time, lists and exports the lessons', async () => {
    const lesson = (startsAt: string, endsAt: string) => ({
      branchId: s.branchId,
      studentId: deniz.id,
      personnelId: s.teacherId,
      majorId: s.mathId,
      date: '2026-12-05',
      startsAt,
      endsAt,
    });
    const first = (await ok('POST', 'education/student/private-lesson', lesson('14:00', '15:00'))) as {
      id: string;
    };
    const clash = await inject('POST', 'education/student/private-lesson', lesson('14:30', '15:30'));
    expect(clash.json()).toMatchObject({
      title: 'Öğretmen Çakışması',
      message: 'Öğretmenin 14:00-15:00 saatlerinde Deniz Aksoy1 ile özel dersi var.',
    });
    const backwards = await inject('POST', 'education/student/private-lesson', lesson('16:00', '15:00'));
    expect(backwards.json().errors).toContain('Ders bitiş saati başlangıç saatinden sonra olmalıdır!');
    await ok('POST', 'education/student/private-lesson', lesson('15:00', '16:00'));
    const list = await get<{ _totalData: number; _data: { teacherName: string; majorName: string }[] }>(
      `education/student/private-lesson?studentId=${deniz.id}&from=2026-12-01&to=2026-12-31`,
    );
    expect(list._totalData).toBe(2);
    expect(list._data[0]).toMatchObject({ teacherName: 'Ayşe Yılmaz', majorName: 'Matematik' });
    const excel = await inject('GET', `education/report/student-privent-lessons/excel?studentId=${deniz.id}`);
    expect(excel.statusCode).toBe(200);
    await ok('GET', `education/student/private-lesson/delete/${first.id}`);
    expect(
      (await get<{ _totalData: number }>(`education/student/private-lesson?studentId=${deniz.id}`))
        ._totalData,
    ).toBe(1);
  });
});

describe('private SMS', () => {
  it('sends to the chosen students’ payment persons through the SMS adapter and records each', async () => {
    const other = await registerStudent(t.app, t.token.otherManager, s.branchId, 31);
    const res = await ok('POST', 'education/student/private-sms', {
      studentIds: [deniz.id, other.id],
      recipients: 'PaymentPerson',
      text: 'Sayın velimiz, {ogrenci} için veli toplantısı cuma 17:00’de.',
    });
    expect(res).toMatchObject({ sent: 2, failed: 0, message: '2 SMS gönderildi.' });
    const history = await get<{ _data: { to: string; text: string; status: string }[] }>(
      'education/student/private-sms',
    );
    expect(history._data.map((m) => m.text).sort()).toEqual([
      'Sayın velimiz, Deniz Aksoy1 için veli toplantısı cuma 17:00’de.',
      'Sayın velimiz, Deniz Aksoy31 için veli toplantısı cuma 17:00’de.',
    ]);
    expect(history._data.every((m) => m.to === '0(532) 000 00 01' && m.status === 'Sent')).toBe(true);
  });

  it('hands a send longer than SMS_INLINE_MAX to the job queue, and the batch reaches every family', async () => {
    const inlineMax = t.app.config.sms.inlineMax;
    t.app.config.sms.inlineMax = 1;
    try {
      const other = await registerStudent(t.app, t.token.otherManager, s.branchId, 32);
      const res = (await ok('POST', 'education/student/private-sms', {
        studentIds: [deniz.id, other.id],
        recipients: 'PaymentPerson',
        text: 'Sayın velimiz, {ogrenci} için karne günü pazartesi.',
      })) as { sent: number; message: string; reportId: string };
      expect(res).toMatchObject({
        sent: 0,
        message: '2 SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.',
      });
      for (let i = 0; i < 600; i++) {
        const result = await get<{ state: string }>(`report/${res.reportId}`);
        if (result.state === 'Done') break;
        expect(result.state).not.toBe('Failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const history = await get<{ _data: { text: string; status: string }[] }>(
        'education/student/private-sms',
      );
      expect(
        history._data
          .filter((m) => m.text.includes('karne günü') && m.status === 'Sent')
          .map((m) => m.text)
          .sort(),
      ).toEqual([
        'Sayın velimiz, Deniz Aksoy1 için karne günü pazartesi.',
        'Sayın velimiz, Deniz Aksoy32 için karne günü pazartesi.',
      ]);
    } finally {
      t.app.config.sms.inlineMax = inlineMax;
    }
  });
});

describe('student and parent sign-ins', () => {
  it('invites a parent, lists the waiting invitation, and links the account once accepted', async () => {
    const [mother] = await get<{ id: string; firstName: string }[]>(`student/${deniz.id}/parent`);
    const invited = await inject('POST', `student/${deniz.id}/users/invite`, {
      who: mother!.id,
      email: 'selin.aksoy@example.com',
    });
    expect(invited.json().message).toBe('Davet gönderildi.');
    const waiting = await get<{ role: string; state: boolean; status: string }[]>(
      `invitation/account?studentId=${deniz.id}`,
    );
    expect(waiting).toEqual([expect.objectContaining({ role: 'Parent', state: false, status: 'Pending' })]);

    const [mail] = await t.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'selin.aksoy@example.com'));
    const code = /\/invitation\/([^/]+)\/false/.exec(mail!.body)![1]!;
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${code}/register`,
      payload: {
        firstName: 'Selin',
        lastName: 'Aksoy',
        email: 'selin.aksoy@example.com',
        password: 'Mavi.Deniz.77',
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(decodeClaims(registered.json().jwtToken)).toMatchObject({ role: 'Parent' });
    const users = await get<{ email: string; roleLabel: string; parentName: string }[]>(
      `student/${deniz.id}/users`,
    );
    expect(users).toEqual([
      expect.objectContaining({
        email: 'selin.aksoy@example.com',
        roleLabel: 'Veli',
        parentName: 'Selin Aksoy',
      }),
    ]);
    expect(await get<{ state: boolean }[]>(`invitation/account?studentId=${deniz.id}`)).toEqual([
      expect.objectContaining({ state: true }),
    ]);
  });
});

describe('the admin account summary', () => {
  it('counts studying students and the branches over their license quota', async () => {
    const admin = (await signInAs(t.app, DEMO.admin)).token;
    const summary = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/account-summary', headers: bearer(admin) })
      ).json();
    const before = await summary();
    expect(before.branchesOverQuota).toBe(0);
    const [studying] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from students where deleted_at is null and study_state not in ('Cancelled', 'StudyCompleted')`,
    );
    expect(before.studentCount).toBe(studying!.n);
    await queryRows(t.handle.db, sql`update licenses set student_quota = 1 where branch_id = ${s.branchId}`);
    expect((await summary()).branchesOverQuota).toBe(1);
  });
});

describe('list totals', () => {
  it('gives the true total on every page, whether the page is full, short or past the end', async () => {
    await registerStudent(t.app, t.token.otherManager, s.branchId, 40);
    await registerStudent(t.app, t.token.otherManager, s.branchId, 41);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from students
          where business_id = (select business_id from students where id = ${deniz.id}) and search_key like '%aksoy%'`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(3);
    const page = (size: number, no: number) =>
      get<{ _data: unknown[]; _totalData: number }>(
        `education/student?_searchTerm=aksoy&_pageSize=${size}&_pageNumber=${no}`,
      );
    expect((await page(1, 1))._totalData).toBe(n);
    expect(await page(n - 1, 2)).toMatchObject({ _data: [expect.anything()], _totalData: n });
    expect(await page(n, 2)).toMatchObject({ _data: [], _totalData: n });
    expect((await page(100, 1))._totalData).toBe(n);
  });
});
