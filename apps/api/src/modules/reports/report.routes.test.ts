import { randomBytes } from 'node:crypto';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { type TReportResult, UNKNOWN_REPORT_TYPE_MESSAGE } from '@panel/shared/reports/report-centre';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { call, type School, setUpSchool } from '../../test/factories/education';
import { sellWithOneInstallment } from '../../test/factories/sales';
import { citizenIdFrom, registerStudent } from '../../test/factories/students';
import { pdfPages, pdfText } from '../../test/pdf-text';
import { demoAccounts, scoredExam, settleReport } from '../../test/report-results';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { BAD_PARAMS_MESSAGE, RESTART_MESSAGE } from './report.service';
import { claimResult, finishResult, RESULT_PART_BYTES } from './report-result.queries';
import { reportResults } from './report-result.table';
import { BRANCH_NOT_FOUND_MESSAGE, CLASS_NOT_FOUND_MESSAGE } from './report-types';

/**
 * The report centre: a document asked with POST report/set is made in the background,
 * followed through GET report/{id} and downloaded; it is its asker's alone.
 */
// A report screen's Excel longer than one row goes through the centre here (10,000 by default).
const t = setUpTestApp({}, { env: { REPORT_EXPORT_ROWS: '1' } });
let token: string;
let businessId: string;
let branchId: string;
let otherBranchId: string;
let classA: string;
let school: School;
let studentId: string;
/** In the same class, with a roll call and nothing else on the card. */
let classmateId: string;
let colleague: string;
let branchManager: string;
let otherBusiness: string;
let receiptDay: string;
let receiptNo: string;

type Json = Record<string, unknown>;
const inject = async (method: 'GET' | 'POST', url: string, as = token, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(as), ...(payload ? { payload } : {}) });
const setReport = async (type: string, params: object, as = token) => {
  const res = await inject('POST', 'report/set', as, { type, params });
  return { status: res.statusCode, body: res.json() as Json };
};

/** A result row of the signed-in user, to insert by hand in the state a test needs. */
const resultRow = () => ({
  businessId,
  userId: decodeClaims(token).sub as string,
  type: 'student-list',
  params: {},
  scope: {},
  expiresAt: new Date(Date.now() + 86_400_000),
});

/** Follows a result until it is done or failed, as the new tab does. */
const settle = (id: string, as = token, app = t.app): Promise<TReportResult> => settleReport(app, as, id);

beforeAll(async () => {
  const demo = await demoAccounts(t.app, t.handle.db, [
    { email: 'rapor.merkezi@demo.test', branch: 'Beşiktaş', role: 'GeneralManager' },
    { email: 'rapor.meslektas@demo.test', branch: 'Beşiktaş', role: 'GeneralManager' },
    { email: 'rapor.sube@demo.test', branch: 'Kadıköy', role: 'Manager' },
  ]);
  businessId = demo.businessId;
  [token, colleague, branchManager] = demo.tokens as [string, string, string];
  otherBusiness = (await signInAs(t.app, DEMO.otherManager)).token;

  school = await setUpSchool(t.app, token, ' K');
  branchId = school.branchId;
  otherBranchId = demo.kadikoy;
  classA = school.classA;
  const student = await registerStudent(t.app, token, branchId, 830, {
    student: {
      branchId,
      firstName: 'Şükrü Gülşen',
      lastName: 'Işıkoğlu',
      citizenId: citizenIdFrom(830),
      gender: 'Female',
      birthDate: '2011-04-12',
      educationLevel: 'HighSchool',
      origin: 'Domestic',
    },
  });
  studentId = student.id;
  classmateId = (await registerStudent(t.app, token, branchId, 831)).id;
  await call(t.app, token, 'POST', 'education/student/class', {
    schoolClassId: classA,
    studentIds: [studentId, classmateId],
  });
  await call(t.app, token, 'POST', 'student-note', {
    studentId,
    text: 'Derslere ilgili, ödevlerini düzenli yapıyor.',
  });

  // All correct: net 5 + 4 = 9.
  await scoredExam(t.app, token, {
    name: 'TYT Karne Denemesi',
    branchId,
    answers: [{ citizenId: citizenIdFrom(830), name: 'Sukru Isikoglu', turkish: 'ABCDE', maths: 'ABCD' }],
  });

  const book = await call(t.app, token, 'POST', 'finance/cash-book', {
    branchId,
    name: 'Kasa K',
    kind: 'Cash',
  });
  await sellWithOneInstallment(t.app, token, {
    studentId,
    item: 'Yaz Okulu',
    price: '3.000,00',
    dueDate: '2026-10-01',
  });
  receiptDay = '2026-11-20';
  receiptNo = (
    await call(t.app, token, 'POST', 'finance/collection', {
      studentId,
      cashBookId: book.id,
      method: 'Cash',
      amount: '1.250,00',
      paidOn: receiptDay,
    })
  ).receiptNo as string;
}, 120_000);

describe('the report types', () => {
  it('lists the types the account may run, each with its form', async () => {
    const res = await inject('GET', 'report/types');
    expect(res.statusCode).toBe(200);
    const types = res.json() as { type: string; fields: { name: string; required: boolean }[] }[];
    expect(types.map((x) => x.type)).toEqual(
      expect.arrayContaining(['report-cards', 'day-receipts', 'student-list']),
    );
    expect(types.find((x) => x.type === 'report-cards')!.fields).toEqual([
      expect.objectContaining({ name: 'schoolClassId', required: true }),
    ]);
  });

  it('is closed to a role that runs none of its types (a call-center agent)', async () => {
    await insertAccount(t.handle.db, 'rapor.cagri@demo.test', {
      businessId,
      branchId: null,
      role: 'CallCenter',
    });
    const agent = (await signInAs(t.app, 'rapor.cagri@demo.test')).token;
    expect((await inject('GET', 'report/types', agent)).statusCode).toBe(403);
  });
});

describe('report cards of a class', () => {
  it('is queued, made in the background, then downloaded as one PDF with the student’s exams, roll call and notes', async () => {
    const set = await setReport('report-cards', { schoolClassId: classA });
    expect(set.status).toBe(200);
    const id = set.body.id as string;
    const done = await settle(id);
    expect(done).toMatchObject({ state: 'Done', progress: 100, type: 'report-cards', error: null });
    expect(done.fileName).toBe('Karne 9-A.pdf');
    expect(done.sizeBytes).toBeGreaterThan(1000);

    const file = await inject('GET', `report/${id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Karne%209-A.pdf");
    const pages = await pdfPages(file.rawPayload);
    expect(pages).toHaveLength(2);
    const page = pages.find((p) => p.includes('Şükrü Gülşen Işıkoğlu'))!;
    expect(page).toContain('KARNE');
    expect(page).toContain('TYT Karne Denemesi');
    expect(page).toMatch(/15\.11\.2026 9,00/);
    expect(page).toContain('Derslere ilgili, ödevlerini düzenli yapıyor.');
    expect(page).toContain('Bu dönem alınmış yoklama yok.');
    expect(page).not.toContain('Envanterler');
    const other = pages.find((p) => !p.includes('Şükrü Gülşen Işıkoğlu'))!;
    expect(other).toContain('Bu dönem girilmiş sınav sonucu yok.');
    expect(other).toContain('Not yok.');

    const list = await inject('GET', 'report?_pageSize=5');
    const first = (list.json() as { _data: TReportResult[] })._data[0]!;
    expect(first).toMatchObject({ id, state: 'Done', title: 'Karne (Sınıf)', sizeBytes: done.sizeBytes });
  });

  it('prints each student’s own roll-call totals and submitted inventories of the term', async () => {
    // Monday's first lesson of 9-A, a week before: Şükrü absent, the classmate late.
    const rollCall = await call(t.app, token, 'POST', 'education/rollcall/open', {
      schoolClassId: classA,
      lessonTimeId: school.slot1,
      date: '2026-11-23',
    });
    await call(t.app, token, 'POST', 'education/rollcall/submit', {
      id: rollCall.id,
      marks: [
        { studentId, state: 'Absent' },
        { studentId: classmateId, state: 'Late', lateMinutes: 10 },
      ],
    });
    // An inventory sent to the class, answered by Şükrü alone.
    const [inventory] = (await call(t.app, token, 'GET', 'education/assessment/list')) as unknown as {
      id: string;
      name: string;
    }[];
    const sending = await call(t.app, token, 'POST', 'education/student/assessment-assignment', {
      assessmentId: inventory!.id,
      target: 'Class',
      branchId,
      schoolClassId: classA,
      opensOn: todayInIstanbul(),
      closesOn: todayInIstanbul(),
      sms: 'None',
    });
    const { links } = (await call(
      t.app,
      token,
      'GET',
      `education/student/assessment-assignment/${sending.id as string}/links`,
    )) as unknown as { links: { studentId: string; url: string }[] };
    const link = links.find((l) => l.studentId === studentId)!.url.split('/assessment/')[1]!;
    const form = (await t.app.inject({ method: 'GET', url: `/api/assessment/${link}` })).json() as {
      questions: { key: string; kind: string; options: { key: string }[] }[];
    };
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/assessment/${link}/submit`,
      payload: {
        answers: form.questions.map((q) =>
          q.kind === 'Text'
            ? { questionKey: q.key, optionKeys: [], text: 'Sabahları çalışıyorum.' }
            : { questionKey: q.key, optionKeys: [q.options[0]!.key], text: null },
        ),
      },
    });
    expect(submitted.statusCode).toBe(200);

    const done = await settle((await setReport('report-cards', { schoolClassId: classA })).body.id as string);
    const pages = await pdfPages((await inject('GET', `report/${done.id}/download`)).rawPayload);
    const own = pages.find((p) => p.includes('Şükrü Gülşen Işıkoğlu'))!;
    const other = pages.find((p) => !p.includes('Şükrü Gülşen Işıkoğlu'))!;
    // Yoklama Alınan Ders, Katıldı, Devamsız, Geç, İzinli, Devamsız Gün.
    expect(own).toMatch(/Devamsız Gün\s+1 0 1 0 0 1/);
    expect(other).toMatch(/Devamsız Gün\s+1 0 0 1 0 0/);
    expect(own).toContain('Envanterler');
    expect(own).toContain(inventory!.name);
    expect(other).not.toContain('Envanterler');
  });

  it('refuses a class of another business, and another user’s or business’s result, as not found', async () => {
    const [foreign] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from school_classes where business_id <> ${businessId} limit 1`,
    );
    const outside = await setReport('report-cards', { schoolClassId: foreign?.id ?? crypto.randomUUID() });
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe(CLASS_NOT_FOUND_MESSAGE);

    const id = (await setReport('report-cards', { schoolClassId: classA })).body.id as string;
    await settle(id);
    for (const as of [colleague, otherBusiness]) {
      expect((await inject('GET', `report/${id}`, as)).statusCode).toBe(404);
      expect((await inject('GET', `report/${id}/download`, as)).statusCode).toBe(404);
      const theirs = (await inject('GET', 'report', as)).json() as { _data: { id: string }[] };
      expect(theirs._data.map((r) => r.id)).not.toContain(id);
    }
  });
});

describe('bad requests', () => {
  it('refuses an unknown type and bad parameters with a Turkish message', async () => {
    const unknown = await setReport('karne-yok', {});
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(UNKNOWN_REPORT_TYPE_MESSAGE);

    const missing = await setReport('report-cards', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: BAD_PARAMS_MESSAGE, errors: ['Lütfen Sınıf Seçiniz!'] });
    const badDay = await setReport('day-receipts', { branchId, day: '20.11.2026' });
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors).toEqual(['Lütfen Gün Tarihi Seçiniz!']);
    const extra = await setReport('student-list', { branchId, drop: 'table' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual(['Bilinmeyen parametre: drop']);
  });

  it('refuses a branch outside a branch account’s scope as not found', async () => {
    const res = await setReport('day-receipts', { branchId, day: receiptDay }, branchManager);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(BRANCH_NOT_FOUND_MESSAGE);
    const own = await setReport('day-receipts', { branchId: otherBranchId, day: receiptDay }, branchManager);
    expect(own.status).toBe(200);
  });

  it('answers 404 for a result id nobody has, and says a document not yet made is not ready', async () => {
    expect((await inject('GET', `report/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const [row] = await t.handle.db
      .insert(reportResults)
      .values({
        businessId,
        userId: decodeClaims(token).sub as string,
        type: 'student-list',
        params: {},
        scope: {},
        // Held back from the queue: a fresh heartbeat says another process runs it.
        state: 'Running',
        heartbeatAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: reportResults.id });
    const res = await inject('GET', `report/${row!.id}/download`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Rapor henüz hazır değil.');
    await t.handle.db.delete(reportResults).where(sql`id = ${row!.id}`);
  });
});

describe('other documents', () => {
  it('prints every receipt of a branch’s day in one PDF, in the receipt’s own layout', async () => {
    const id = (await setReport('day-receipts', { branchId, day: receiptDay })).body.id as string;
    const done = await settle(id);
    expect(done.state).toBe('Done');
    const text = await pdfText((await inject('GET', `report/${id}/download`)).rawPayload);
    expect(text).toContain('TAHSİLAT MAKBUZU');
    expect(text).toContain(receiptNo);
    expect(text).toContain('Şükrü Gülşen Işıkoğlu');
  });

  it('writes the general student list as Excel', async () => {
    const id = (await setReport('student-list', { branchId })).body.id as string;
    const done = await settle(id);
    expect(done).toMatchObject({ state: 'Done', fileName: 'Genel Öğrenci Listesi.xlsx' });
    const file = await inject('GET', `report/${id}/download`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const names = sheet.getColumn(2).values.map(String);
    expect(names).toContain('Şükrü Gülşen Işıkoğlu');
  });
});

describe('a report screen’s Excel too long for its request', () => {
  it('answers 202 with a result to follow, which holds every row of the screen', async () => {
    const [cashBook] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from cash_books where business_id = ${businessId} and name = 'Kasa K'`,
    );
    await call(t.app, token, 'POST', 'finance/collection', {
      studentId,
      cashBookId: cashBook!.id,
      method: 'Cash',
      amount: '500,00',
      paidOn: receiptDay,
    });
    const screen = await inject('GET', 'finance/report/collection?_pageSize=1');
    expect(screen.statusCode).toBe(200);
    const total = (screen.json() as { _totalData: number })._totalData;
    expect(total).toBeGreaterThan(1);
    const asked = await inject('GET', 'finance/report/collection/excel');
    expect(asked.statusCode).toBe(202);
    const { reportId } = asked.json() as { reportId: string };
    const done = await settle(reportId);
    expect(done).toMatchObject({ state: 'Done', type: 'list-export', title: 'Tahsilat Raporu' });
    expect(done.fileName).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await inject('GET', `report/${reportId}/download`)).rawPayload as unknown as ArrayBuffer,
    );
    const sheet = book.worksheets[0]!;
    // The title rows, the header, then one row a collection (and the totals row under them).
    const receiptNos = sheet
      .getColumn(1)
      .values.slice(4)
      .filter((v) => v !== null && v !== undefined && v !== 'Toplam');
    expect(receiptNos.length).toBe(total);
    // Another user of the business does not see it.
    expect((await inject('GET', `report/${reportId}`, colleague)).statusCode).toBe(404);
  });

  it('makes a long student list the same way, and still refuses a class list without its class', async () => {
    const screen = await inject('GET', 'education/report/general-student-list?_pageSize=1');
    const total = (screen.json() as { _totalData: number })._totalData;
    expect(total).toBeGreaterThan(1);
    const asked = await inject('GET', 'education/report/general-student-list/excel');
    expect(asked.statusCode).toBe(202);
    const done = await settle((asked.json() as { reportId: string }).reportId);
    expect(done).toMatchObject({ state: 'Done', title: 'Genel Öğrenci Listesi' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await inject('GET', `report/${done.id}/download`)).rawPayload as unknown as ArrayBuffer,
    );
    const names = book.worksheets[0]!.getColumn(2).values.slice(4).filter(Boolean);
    expect(names.length).toBe(total);
    const classless = await inject('GET', 'education/report/schoolclass-student-list/excel');
    expect(classless.statusCode).toBe(400);
    expect(classless.json().message).toBe('Lütfen Sınıf Seçiniz!');
  });

  it('refuses a list export of a screen that does not exist, or with filters the screen does not take', async () => {
    expect((await setReport('list-export', { path: '/api/nope', title: 'x', query: '' })).status).toBe(400);
    const bad = await setReport('list-export', {
      path: '/api/finance/report/collection',
      title: 'x',
      query: 'from=dün',
    });
    expect(bad.status).toBe(400);
    const classless = await setReport('list-export', {
      path: '/api/education/report/schoolclass-student-list',
      title: 'x',
      query: '',
    });
    expect(classless.status).toBe(400);
    // A bulk send's texts and numbers are its screen's to write, never a client's.
    const batch = await setReport('sms-batch', {
      purpose: 'overdue',
      title: 'x',
      messages: [{ name: 'x', to: '05321234567', text: 'x' }],
    });
    expect(batch).toMatchObject({ status: 400, body: { message: UNKNOWN_REPORT_TYPE_MESSAGE } });
  });
});

describe('a restart in the middle of a document', () => {
  /** What a process that died mid-run leaves behind: running, its heartbeat long stopped. */
  const leftRunning = async (attempts: number) => {
    const scope = { businessId, branchId: null, kind: 'business', accountId: null };
    const [row] = await t.handle.db
      .insert(reportResults)
      .values({
        businessId,
        branchId,
        userId: decodeClaims(token).sub as string,
        type: 'report-cards',
        params: { schoolClassId: classA },
        scope,
        state: 'Running',
        progress: 40,
        attempts,
        heartbeatAt: new Date(Date.now() - 3_600_000),
        startedAt: new Date(Date.now() - 3_600_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: reportResults.id });
    return row!.id;
  };

  it('resumes a document cut short when the app starts again, and fails one that used its runs', async () => {
    const resumed = await leftRunning(1);
    const spent = await leftRunning(2);
    const restarted = await buildApp({ config: t.config, db: t.handle.db });
    await restarted.ready();
    try {
      const done = await settle(resumed, token, restarted);
      expect(done).toMatchObject({ state: 'Done', progress: 100, fileName: 'Karne 9-A.pdf' });
      const failed = await settle(spent, token, restarted);
      expect(failed).toMatchObject({ state: 'Failed', error: RESTART_MESSAGE });
    } finally {
      await restarted.close();
    }
  });
});

describe('at most N of a business at once', () => {
  it('takes a queued document only while the business runs fewer than its limit', async () => {
    const base = resultRow();
    const running = await t.handle.db
      .insert(reportResults)
      .values([
        { ...base, state: 'Running', heartbeatAt: new Date() },
        { ...base, state: 'Running', heartbeatAt: new Date() },
      ])
      .returning({ id: reportResults.id });
    const [queued] = await t.handle.db
      .insert(reportResults)
      .values({ ...base, state: 'Done' })
      .returning({ id: reportResults.id });
    // Queued by hand, so no worker of the app takes it first.
    await t.handle.db.execute(sql`update report_results set state = 'Queued' where id = ${queued!.id}`);
    try {
      expect(await claimResult(t.handle.db, queued!.id, 2, 90)).toBeNull();
      expect(await claimResult(t.handle.db, queued!.id, 3, 90)).toMatchObject({
        state: 'Running',
        attempts: 1,
      });
    } finally {
      await t.handle.db.delete(reportResults).where(
        sql`id in (${sql.join(
          [...running, queued!].map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    }
  });
});

describe('a large file', () => {
  it('is stored in parts and downloads whole, byte for byte; a result no longer running keeps none', async () => {
    const base = resultRow();
    const [running, cancelled] = await t.handle.db
      .insert(reportResults)
      .values([
        { ...base, state: 'Running' },
        { ...base, state: 'Failed' },
      ])
      .returning({ id: reportResults.id });
    // Two whole parts and a piece of a third, no byte like its neighbour.
    const content = randomBytes(2 * RESULT_PART_BYTES + 1234);
    const file = { fileName: 'Büyük Liste.xlsx', contentType: 'application/octet-stream', content };
    await finishResult(t.handle.db, running!.id, file);
    await finishResult(t.handle.db, cancelled!.id, file);

    const parts = await queryRows<{ result_id: string; n: number }>(
      t.handle.db,
      sql`select result_id::text, count(*)::int as n from report_result_parts
          where result_id in (${running!.id}, ${cancelled!.id}) group by result_id`,
    );
    expect(parts).toEqual([{ result_id: running!.id, n: 3 }]);
    const res = await inject('GET', `report/${running!.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.rawPayload.equals(content)).toBe(true);
    expect((await inject('GET', `report/${cancelled!.id}/download`)).statusCode).toBe(400);

    // Deleting a result takes its parts with it.
    await t.handle.db.delete(reportResults).where(sql`id in (${running!.id}, ${cancelled!.id})`);
    const left = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from report_result_parts where result_id = ${running!.id}`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
