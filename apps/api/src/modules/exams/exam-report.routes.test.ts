import { LIST_EXPORT_QUEUED_MESSAGE } from '@panel/shared/reports/report-centre';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../integrations/sms/sms';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { citizenIdFrom, registerStudent } from '../../test/factories/students';
import { pdfText } from '../../test/pdf-text';
import { reportFile, settleReport, sheetOf } from '../../test/report-results';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { examApiCalls, type Json, otherBranchSchool, placeInClass } from './exam.test-fixtures';

/**
 * The exam reports through /examapi: the reader files across exams, one file's lines, the
 * result sheet (PDF), a student's exams and the result SMS sent once per student.
 */
let token: string;
let branchId: string;
let examId: string;
let uploadId: string;
let teacherId: string;
const ids: string[] = [];
const citizen: string[] = [];
const texts: { to: string; text: string }[] = [];
const sms: SmsProvider = {
  name: 'test',
  deliver: async (to, text) => {
    texts.push({ to, text });
    return { status: 'Sent', providerMessageId: `t-${texts.length}`, error: null };
  },
};
const t = setUpTestApp({}, { sms });

const { api, ok, upload } = examApiCalls(
  () => t.app,
  () => token,
);

// Columns 1-11 citizen id, 12-31 name, 32 booklet, 33-37 Türkçe (5), 38-41 Matematik (4).
const FIELDS = [
  { field: 'citizenId', start: 1, length: 11 },
  { field: 'fullName', start: 12, length: 20 },
  { field: 'booklet', start: 32, length: 1 },
  { field: 'answers', start: 33, length: 5, section: 'Türkçe' },
  { field: 'answers', start: 38, length: 4, section: 'Matematik' },
];
const line = (cid: string, name: string, booklet: string, tr: string, mat: string) =>
  `${cid.padEnd(11)}${name.padEnd(20).slice(0, 20)}${booklet}${tr}${mat}`;
/** The sheets of S1-S3, each scored on its own citizen id. */
const scoredSheets = () => [
  // S1: all correct, net 5 + 4 = 9, score 100 + 10 + 12 = 122.
  line(citizen[0]!, 'Deniz Aksoy701', 'A', 'ABCDE', 'ABCD'),
  // S2: Türkçe 3c 2w = 2,5; Matematik 2c 2b = 2; score 100 + 5 + 6 = 111.
  line(citizen[1]!, 'Deniz Aksoy702', 'A', 'ABCAA', 'AB  '),
  // S3: Türkçe 5 blank, Matematik 4c = 4; score 100 + 12 = 112.
  line(citizen[2]!, 'Deniz Aksoy703', 'A', '     ', 'ABCD'),
];
/** A TYT exam of the branch read on its own form: Türkçe (5) and Matematik (4), a quarter net off per wrong. */
const createExam = async (name: string, date: string) => {
  const formId = (await ok('POST', 'optical-forms', { name: `${name} Formu`, fields: FIELDS })).id as string;
  const exam = await ok('POST', 'exams', {
    name,
    kind: 'TYT',
    date,
    opticalFormId: formId,
    penalty: 4,
    matching: 'CitizenId',
    baseScore: 100,
    branchIds: [branchId],
    sections: [
      { name: 'Türkçe', questionCount: 5, coefficient: 2, keys: { A: 'ABCDE' } },
      { name: 'Matematik', questionCount: 4, coefficient: 3, keys: { A: 'ABCD' } },
    ],
  });
  return exam.id as string;
};

beforeAll(async () => {
  const other = await otherBranchSchool(t, 'rapor.sinav@demo.test', ' R');
  token = other.token;
  const { school } = other;
  branchId = school.branchId;
  teacherId = school.teacherId;
  for (let i = 1; i <= 4; i++) {
    const s = await registerStudent(t.app, token, branchId, 700 + i);
    ids.push(s.id);
    citizen.push(citizenIdFrom(700 + i));
  }
  // S1, S2 in 9-A; S3 in 9-B; S4 in no class.
  await placeInClass(t.app, token, school.classA, ids.slice(0, 2));
  await placeInClass(t.app, token, school.classB, ids.slice(2, 3));
  examId = await createExam('TYT Rapor Denemesi', '2026-11-15');
  const { body: answer } = await upload(
    examId,
    [
      ...scoredSheets(),
      // Unknown citizen id: waits for a hand match (it is S4's sheet).
      line(citizenIdFrom(799), 'Deniz Aksoy704', 'A', 'ABCDE', '    '),
      // Too short.
      'kısa satır',
    ].join('\n'),
  );
  uploadId = answer.id as string;
  expect(answer).toMatchObject({ lines: 5, scored: 3, unmatched: 1 });
}, 120_000);

describe('the reader files', () => {
  it('lists the uploads of every exam, newest first, on the server’s pages', async () => {
    const second = await ok('POST', 'exams', {
      name: 'Boş Deneme',
      kind: 'Other',
      date: '2026-11-20',
      opticalFormId: (await ok('GET', `exams/${examId}`)).opticalFormId,
      penalty: 0,
      matching: 'None',
      baseScore: 0,
      sections: [{ name: 'Türkçe', questionCount: 5, coefficient: 1, keys: { A: 'ABCDE' } }],
    });
    await upload(second.id as string, line('', 'Anonim', 'A', 'ABCDE', '    '));
    const page = await ok('GET', 'uploads?_pageSize=1');
    expect(page).toMatchObject({ _totalData: 2, _pageCount: 2 });
    expect((page._data as Json[])[0]).toMatchObject({ examName: 'Boş Deneme', lines: 1, scored: 1 });
    const next = await ok('GET', 'uploads?_pageSize=1&_pageNumber=2');
    expect((next._data as Json[])[0]).toMatchObject({
      id: uploadId,
      examId,
      examName: 'TYT Rapor Denemesi',
      lines: 5,
      scored: 3,
      unmatched: 1,
      errorCount: 1,
    });
    const one = await ok('GET', `uploads?examId=${examId}`);
    expect(one._totalData).toBe(1);
  });

  it('shows one file: the line not read with its number and reason, the line waiting for a match', async () => {
    const detail = await ok('GET', `uploads/${uploadId}`);
    expect(detail.errors).toEqual([
      { line: 5, reason: 'Satır optik formdan kısa: 10 karakter, en az 41 karakter olmalı.' },
    ]);
    expect(detail.unmatchedLines).toEqual([
      {
        id: expect.any(String),
        line: 4,
        fullName: 'Deniz Aksoy704',
        reason: `Bu T.C. kimlik numarası (${citizenIdFrom(799)}) ile öğrenci bulunamadı.`,
      },
    ]);
  });

  it('a hand match takes the line off the file’s waiting list and ranks it at once', async () => {
    const detail = await ok('GET', `uploads/${uploadId}`);
    const lineId = (detail.unmatchedLines as Json[])[0]!.id as string;
    // S4: Türkçe 5c = 5, Matematik blank: score 100 + 10 = 110.
    const matched = await ok('POST', `exams/${examId}/lines/${lineId}/match`, { studentId: ids[3] });
    expect(matched).toMatchObject({ totalNet: 5, score: 110, rank: { business: 4 } });
    expect((await ok('GET', `uploads/${uploadId}`)).unmatchedLines).toEqual([]);
  });

  it('answers a bad id or filter with a Turkish 400', async () => {
    const bad = await api('GET', 'uploads?examId=abc');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Geçersiz sınav.');
    expect((await api('GET', 'uploads/abc')).body.title).toBeTruthy();
    expect((await api('GET', 'uploads/abc')).status).toBe(400);
    expect((await api('GET', 'students/abc/results')).status).toBe(400);
    expect((await api('GET', `exams/${examId}/results/abc/pdf`)).status).toBe(400);
  });
});

describe('the results in Excel', () => {
  it('exports the filtered list in rank order through the shared exporter, section by section', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/examapi/exams/results/excel?examId=${examId}&_searchTerm=aksoy70`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(header).toContain('Türkçe Net');
    expect(header).toContain('Toplam Net');
    const names: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 3) names.push(row.getCell(4).value);
    });
    expect(names).toEqual(['Deniz Aksoy701', 'Deniz Aksoy703', 'Deniz Aksoy702', 'Deniz Aksoy704']);
    expect(String(sheet.getRow(2).getCell(1).value)).toContain('Arama');
  });

  it('hands a list longer than REPORT_EXPORT_ROWS to the report centre, which makes the same file', async () => {
    const exportRows = t.app.config.reports.exportRows;
    t.app.config.reports.exportRows = 3;
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `/examapi/exams/results/excel?examId=${examId}&_searchTerm=aksoy70`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(202);
      const { reportId, message } = res.json() as { reportId: string; message: string };
      expect(message).toBe(LIST_EXPORT_QUEUED_MESSAGE);
      expect(await settleReport(t.app, token, reportId)).toMatchObject({ state: 'Done', error: null });
      const sheet = await sheetOf(await reportFile(t.app, token, reportId));
      expect(sheet.title).toContain('TYT Rapor Denemesi Sonuçları');
      expect(sheet.header).toContain('Türkçe Net');
      expect(sheet.rows.map((r) => r[3])).toEqual([
        'Deniz Aksoy701',
        'Deniz Aksoy703',
        'Deniz Aksoy702',
        'Deniz Aksoy704',
      ]);
      // Three rows or fewer still come in the request.
      const short = await t.app.inject({
        method: 'GET',
        url: `/examapi/exams/results/excel?examId=${examId}&_searchTerm=aksoy701`,
        headers: bearer(token),
      });
      expect(short.statusCode).toBe(200);
      expect(short.headers['content-type']).toContain('spreadsheetml');
    } finally {
      t.app.config.reports.exportRows = exportRows;
    }
  });

  it('asks for the exam in Turkish, and finds no exam outside the caller’s reach', async () => {
    const missing = await api('GET', 'exams/results/excel');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Lütfen Sınav Seçiniz!');
    expect((await api('GET', `exams/results/excel?examId=${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('the result sheet and the student’s exams', () => {
  it('prints one student’s sheet: institution, exam, student, sections, total net, score, ranks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/examapi/exams/${examId}/results/${ids[1]}/pdf`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'TYT Rapor Denemesi',
      'Deniz Aksoy702',
      'Türkçe',
      'Matematik',
      '2,50',
      '4,50',
      '111,00',
      '15.11.2026',
    ])
      expect(text).toContain(part);
    const none = await api(
      'GET',
      `exams/${examId}/results/${ids[3]}/pdf`.replace(ids[3]!, crypto.randomUUID()),
    );
    expect(none.status).toBe(404);
  });

  it('lists the student’s exams with net, score and ranks; a teacher sees only their classes’ students', async () => {
    const page = await ok('GET', `students/${ids[0]}/results`);
    expect(page._totalData).toBe(1);
    expect(page._data).toEqual([
      {
        examId,
        examName: 'TYT Rapor Denemesi',
        kind: 'TYT',
        date: '2026-11-15',
        absent: false,
        totalNet: 9,
        score: 122,
        rank: { class: 1, branch: 1, business: 1 },
      },
    ]);
    const businessId = decodeClaims(token).biz as string;
    await insertAccount(t.handle.db, 'rapor.ogretmen@demo.test', {
      businessId,
      branchId,
      role: 'Teacher',
      personnelId: teacherId,
    });
    const teacher = (await signInAs(t.app, 'rapor.ogretmen@demo.test')).token;
    expect((await api('GET', `students/${ids[2]}/results`, undefined, teacher)).status).toBe(200);
    expect((await api('GET', `students/${ids[3]}/results`, undefined, teacher)).status).toBe(404);
    // Exam screens stay closed to a teacher.
    expect((await api('GET', `exams/${examId}/result-sms`, undefined, teacher)).status).toBe(403);
  });
});

describe('result SMS', () => {
  it('previews the students, their parents’ phones and the text, then sends once per student', async () => {
    const preview = await ok('GET', `exams/${examId}/result-sms?_pageSize=2`);
    expect(preview).toMatchObject({ _totalData: 4, _pageCount: 2, toSend: 4, messages: 8, alreadySent: 0 });
    const first = (preview._data as Json[])[0]!;
    expect(first).toMatchObject({
      studentId: ids[0],
      phones: ['0(532) 000 00 01', '0(532) 000 00 02'],
      sent: false,
      text: 'Deniz Aksoy701 TYT Rapor Denemesi sonucu: Net 9,00 Puan 122,00 Sıra (sınıf/şube/kurum) 1/1/1',
    });
    const sent = await ok('POST', `exams/${examId}/result-sms`);
    // Eight messages are a short send: they go in the request, nothing is queued.
    expect(sent).toEqual({
      students: 4,
      messages: 8,
      skipped: 0,
      message: '4 öğrencinin sonucu 8 SMS ile velilere gönderildi.',
    });
    expect(texts).toHaveLength(8);
    const again = await ok('POST', `exams/${examId}/result-sms`);
    expect(again).toMatchObject({ students: 0, messages: 0 });
    expect(texts).toHaveLength(8);
    const outbox = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from sms_messages where purpose = 'exam-result'`,
    );
    expect(outbox[0]!.n).toBe(8);
    const stored = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from exam_result_sms where exam_id = ${examId}`,
    );
    expect(stored[0]!.n).toBe(4);
    expect(await ok('GET', `exams/${examId}/result-sms`)).toMatchObject({ toSend: 0, alreadySent: 4 });
  });

  it('another branch’s manager and a parent reach none of it', async () => {
    const businessId = decodeClaims(token).biz as string;
    const [other] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from branches where business_id = ${businessId} and id <> ${branchId} limit 1`,
    );
    await insertAccount(t.handle.db, 'rapor.mudur@demo.test', {
      businessId,
      branchId: other!.id,
      role: 'Manager',
    });
    await insertAccount(t.handle.db, 'rapor.veli@demo.test', { businessId, branchId, role: 'Parent' });
    const manager = (await signInAs(t.app, 'rapor.mudur@demo.test')).token;
    const parent = (await signInAs(t.app, 'rapor.veli@demo.test')).token;
    for (const url of [
      `uploads/${uploadId}`,
      `exams/${examId}/results/${ids[0]}/pdf`,
      `exams/${examId}/result-sms`,
      `students/${ids[0]}/results`,
    ])
      expect((await api('GET', url, undefined, manager)).status, url).toBe(404);
    expect((await api('POST', `exams/${examId}/result-sms`, undefined, manager)).status).toBe(404);
    expect((await ok('GET', 'uploads'))._totalData).toBe(2);
    // The chain-wide exam's file is theirs to see too; the branch exam's is not.
    const seen = (await api('GET', 'uploads', undefined, manager)).body._data as Json[];
    expect(seen.map((u) => u.examName)).toEqual(['Boş Deneme']);
    for (const url of ['uploads', `exams/${examId}/result-sms`])
      expect((await api('GET', url, undefined, parent)).status, url).toBe(403);
  });
});

describe('a long result SMS send', () => {
  let longExamId = '';
  const claimed = async () =>
    (
      await queryRows<{ n: number; units: number }>(
        t.handle.db,
        sql`select count(*)::int as n, coalesce(sum(units), 0)::int as units from exam_result_sms where exam_id = ${longExamId}`,
      )
    )[0]!;

  beforeAll(async () => {
    longExamId = await createExam('TYT Toplu Deneme', '2026-11-22');
    const { body: answer } = await upload(longExamId, scoredSheets().join('\n'));
    expect(answer).toMatchObject({ scored: 3 });
  }, 60_000);

  it('goes to the job queue past SMS_INLINE_MAX: each message recorded under the batch, each family once', async () => {
    const inlineMax = t.app.config.sms.inlineMax;
    const queue = t.app.queueSmsBatch;
    // Three students, two parent phones each: six messages, more than five.
    t.app.config.sms.inlineMax = 5;
    try {
      // A queue that refuses gives the claims back: the next send finds every student waiting.
      t.app.queueSmsBatch = async () => {
        throw new Error('kuyruk kapalı');
      };
      expect((await api('POST', `exams/${longExamId}/result-sms`)).status).toBe(500);
      expect(await claimed()).toEqual({ n: 0, units: 0 });
      t.app.queueSmsBatch = queue;

      const before = texts.length;
      const sent = await ok('POST', `exams/${longExamId}/result-sms`);
      expect(sent).toMatchObject({
        students: 3,
        messages: 6,
        skipped: 0,
        message: '6 SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.',
      });
      const reportId = sent.reportId as string;
      expect(reportId).toMatch(/^[0-9a-f-]{36}$/);
      // Claimed at once, with what the provider counts: one unit to each of two phones.
      expect(await claimed()).toEqual({ n: 3, units: 6 });
      expect(await settleReport(t.app, token, reportId)).toMatchObject({ state: 'Done', error: null });
      const batch = await queryRows<{ status: string; purpose: string; text: string }>(
        t.handle.db,
        sql`select status, purpose, text from sms_messages where batch_id = ${reportId} order by batch_index`,
      );
      expect(batch).toHaveLength(6);
      expect(batch.every((m) => m.status === 'Sent' && m.purpose === 'exam-result')).toBe(true);
      expect(batch.map((m) => m.text)).toContain(
        'Deniz Aksoy701 TYT Toplu Deneme sonucu: Net 9,00 Puan 122,00 Sıra (sınıf/şube/kurum) 1/1/1',
      );
      expect(texts.length - before).toBe(6);
      const again = await ok('POST', `exams/${longExamId}/result-sms`);
      expect(again).toMatchObject({ students: 0, messages: 0 });
      expect(again.reportId).toBeUndefined();
      expect(await ok('GET', `exams/${longExamId}/result-sms`)).toMatchObject({ toSend: 0, alreadySent: 3 });
    } finally {
      t.app.config.sms.inlineMax = inlineMax;
      t.app.queueSmsBatch = queue;
    }
  });
});
