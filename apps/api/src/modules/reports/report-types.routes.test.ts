import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { FORM_REPORT_TYPES } from '@panel/shared/reports/report-centre';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEACHER } from '../../db/seed/demo-rollcall-seed';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims } from '../../test/auth-helpers';
import { call, type School, setUpSchool } from '../../test/factories/education';
import { citizenIdFrom, registerStudent } from '../../test/factories/students';
import { pdfPages } from '../../test/pdf-text';
import { demoAccounts, reportFile, scoredExam, settleReport, sheetOf } from '../../test/report-results';
import { setUpTestApp } from '../../test/test-app';
import { ASSIGNMENT_NOT_FOUND_MESSAGE } from './assessment-results.report-type';
import { EXAM_NOT_FOUND_MESSAGE } from './exam-results.report-type';
import {
  BRANCH_NOT_FOUND_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  SEMESTER_NOT_FOUND_MESSAGE,
  TEACHER_NOT_FOUND_MESSAGE,
} from './report-run';

/**
 * The report centre's types beyond report cards, receipts and the student list: each made
 * from the screen or document that shows the same data, each refusing what is outside the
 * asker's reach.
 */
const t = setUpTestApp({ teacher: DEMO_TEACHER, otherBusiness: DEMO.otherManager });
/** The business-wide manager who makes the documents. */
let manager: string;
let kadikoyManager: string;
let school: School;
let students: { id: string; studentNo: number; name: string }[];
let sales: { contracted: number[]; draft: number; cancelled: number };
let receiptNos: string[];
let expenseNos: { inRange: number[]; outside: number };
let examId: string;
let assignmentId: string;

const today = todayInIstanbul();
type Json = Record<string, unknown>;
const post = (url: string, body: object, as = manager) => call(t.app, as, 'POST', url, body);
const get = <T>(url: string, as = manager) => call(t.app, as, 'GET', url) as Promise<T>;

const setReport = async (type: string, params: object, as = manager) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/report/set',
    headers: bearer(as),
    payload: { type, params },
  });
  return { status: res.statusCode, body: res.json() as Json };
};

/** A document asked for, made and downloaded: its result and its file. */
const made = async (type: string, params: object, as = manager) => {
  const set = await setReport(type, params, as);
  if (set.status !== 200) throw new Error(`${type} -> ${set.status} ${JSON.stringify(set.body)}`);
  const result = await settleReport(t.app, as, set.body.id as string);
  expect(result).toMatchObject({ state: 'Done', error: null, type });
  return { result, file: await reportFile(t.app, as, result.id) };
};

/** The data rows of a screen's Excel, without the totals the screen shows under its table. */
const dataRows = async (file: Buffer) =>
  (await sheetOf(file)).rows.filter((r) => r.some((c) => c !== '') && !r.some((c) => /^Toplam/.test(c)));

/** A sale of one education line in the school's term, planned as the given installments. */
const sell = async (studentId: string, plan: [string, string][] | null) => {
  const total = (plan ?? [['1.000,00', today]]).reduce(
    (sum, [lira]) => sum + Number(lira.replace('.', '').replace(',', '.')),
    0,
  );
  const { id, orderNo } = (await post('student-order', {
    studentId,
    semesterId: school.semesterId,
    items: [
      {
        name: 'Yıllık Eğitim',
        itemKind: 'Education',
        quantity: 1,
        unitPrice: total.toFixed(2).replace('.', ','),
        vatRate: 10,
      },
    ],
  })) as { id: string; orderNo: number };
  if (plan)
    await post(`student-order/${id}/payment-plan`, {
      installments: plan.map(([amount, dueDate], i) => ({ no: i + 1, dueDate, amount, method: 'Cash' })),
    });
  return { id, orderNo };
};

beforeAll(async () => {
  // A business-wide manager working in Beşiktaş (Kadıköy's lesson times are the demo's), and
  // a manager of Kadıköy alone.
  const demo = await demoAccounts(t.app, t.handle.db, [
    { email: 'rapor.genel@demo.test', branch: 'Beşiktaş', role: 'GeneralManager' },
    { email: 'rapor.kadikoy@demo.test', branch: 'Kadıköy', role: 'Manager' },
  ]);
  [manager, kadikoyManager] = demo.tokens as [string, string];

  // Beşiktaş: a term with classes 9-A and 9-B, a teacher on Monday's first lesson of 9-A.
  school = await setUpSchool(t.app, manager, ' R');
  students = [];
  for (const seed of [911, 912, 913]) {
    const s = await registerStudent(t.app, manager, school.branchId, seed);
    students.push({ ...s, name: `Deniz Aksoy${seed}` });
  }
  await post('education/student/class', {
    schoolClassId: school.classA,
    studentIds: students.map((s) => s.id),
  });

  // Two sales with plans (one overdue since 40 days), a draft and a cancelled one.
  const first = await sell(students[0]!.id, [
    ['1.500,00', addDays(today, -40)],
    ['1.500,00', addDays(today, 30)],
  ]);
  const second = await sell(students[1]!.id, [['2.000,00', addDays(today, -10)]]);
  const draft = await sell(students[2]!.id, null);
  const cancelled = await sell(students[2]!.id, [['900,00', addDays(today, 5)]]);
  await post(`student-order/${cancelled.id}/state`, { state: 'Cancelled', reason: 'Vazgeçti' });
  sales = { contracted: [first.orderNo, second.orderNo], draft: draft.orderNo, cancelled: cancelled.orderNo };

  const bookId = (
    await post('finance/cash-book', {
      branchId: school.branchId,
      name: 'Rapor Kasası',
      kind: 'Cash',
      openingBalance: '10.000,00',
      openingDate: '2026-09-01',
    })
  ).id as string;
  receiptNos = [];
  for (const paidOn of ['2026-11-20', '2026-11-21'])
    receiptNos.push(
      (
        await post('finance/collection', {
          studentId: students[0]!.id,
          cashBookId: bookId,
          method: 'Cash',
          amount: '500,00',
          paidOn,
        })
      ).receiptNo as string,
    );

  const typeId = (await post('finance/expense-type', { name: 'Rapor Kırtasiye' })).id as string;
  const expense = async (occurredOn: string, description: string) =>
    (
      (await post('finance/expense', {
        branchId: school.branchId,
        typeId,
        occurredOn,
        amount: '120,00',
        vatRate: 20,
        cashBookId: bookId,
        description,
      })) as { entryNo: number }
    ).entryNo;
  expenseNos = {
    inRange: [await expense('2026-10-05', 'Fotokopi kağıdı'), await expense('2026-10-06', 'Tahta kalemi')],
    outside: await expense('2026-11-02', 'Zımba'),
  };

  examId = await scoredExam(t.app, manager, {
    name: 'TYT Rapor Denemesi',
    branchId: school.branchId,
    answers: [
      { citizenId: citizenIdFrom(911), name: 'Deniz Aksoy911', turkish: 'ABCDE', maths: 'ABCD' },
      // Matematik: one right, three wrong at a quarter each: net 5 + 0,25.
      { citizenId: citizenIdFrom(912), name: 'Deniz Aksoy912', turkish: 'ABCDE', maths: 'DDDD' },
    ],
  });

  const inventories = await get<{ id: string; name: string }[]>('education/assessment/list');
  assignmentId = (
    await post('education/student/assessment-assignment', {
      assessmentId: inventories[0]!.id,
      target: 'Class',
      branchId: school.branchId,
      schoolClassId: school.classA,
      opensOn: today,
      closesOn: addDays(today, 7),
      sms: 'None',
    })
  ).id as string;
}, 300_000);

describe('the report types an account may run', () => {
  it('offers a business-wide manager every form, each type with the fields of its parameters', async () => {
    const types =
      await get<{ type: string; fields: { name: string; kind: string; options?: unknown[] }[] }[]>(
        'report/types',
      );
    expect(types.map((x) => x.type)).toEqual([...FORM_REPORT_TYPES]);
    const finance = types.find((x) => x.type === 'finance-report')!;
    expect(finance.fields.map((f) => f.name)).toEqual(['report', 'branchId', 'semesterId', 'from', 'to']);
    expect(finance.fields[0]!.options).toHaveLength(4);
  });

  it('offers a teacher only what his screens show: the class documents, not sales or finance', async () => {
    const types = (await get<{ type: string }[]>('report/types', t.token.teacher)).map((x) => x.type);
    expect(types).toContain('class-program');
    expect(types).not.toContain('term-contracts');
    expect(types).not.toContain('expense-receipts');
    expect(
      (
        await setReport(
          'term-contracts',
          { branchId: school.branchId, semesterId: school.semesterId },
          t.token.teacher,
        )
      ).status,
    ).toBe(403);
  });
});

describe('sale contracts of a term', () => {
  it('prints every contract of the branch’s term in one PDF, each from a new page, drafts and cancelled sales left out', async () => {
    const { result, file } = await made('term-contracts', {
      branchId: school.branchId,
      semesterId: school.semesterId,
    });
    expect(result.fileName).toBe('Satış Sözleşmeleri 2026-2027 Güz R.pdf');
    const pages = await pdfPages(file);
    const firsts = pages.filter((p) => p.includes('SATIŞ SÖZLEŞMESİ'));
    expect(firsts.map((p) => /Satış No: (\d+)/.exec(p)?.[1])).toEqual(sales.contracted.map(String));
    expect(firsts[0]).toContain(`${students[0]!.studentNo} - ${students[0]!.name}`);
    const text = pages.join('\n');
    expect(text).not.toContain(`Satış No: ${sales.draft}`);
    expect(text).not.toContain(`Satış No: ${sales.cancelled}`);
  });

  it('refuses another branch’s term, and a term of another business', async () => {
    const branch = await setReport(
      'term-contracts',
      { branchId: school.branchId, semesterId: school.semesterId },
      kadikoyManager,
    );
    expect(branch).toMatchObject({ status: 404, body: { message: BRANCH_NOT_FOUND_MESSAGE } });
    const term = await setReport(
      'term-contracts',
      { branchId: decodeClaims(t.token.otherBusiness).br, semesterId: school.semesterId },
      t.token.otherBusiness,
    );
    expect(term).toMatchObject({ status: 404, body: { message: SEMESTER_NOT_FOUND_MESSAGE } });
    const missing = await setReport('term-contracts', { branchId: school.branchId });
    expect(missing).toMatchObject({ status: 400, body: { errors: ['Lütfen Dönem Seçiniz!'] } });
  });
});

describe('the sales reports', () => {
  it('writes the collection report of a branch’s days with the screen’s rows', async () => {
    const filters = { branchId: school.branchId, from: '2026-11-20', to: '2026-11-21' };
    const { result, file } = await made('collection-report', filters);
    expect(result.fileName).toBe('Tahsilat Raporu.xlsx');
    const screen = await get<{ _totalData: number }>(
      `finance/report/collection?branchId=${school.branchId}&from=2026-11-20&to=2026-11-21`,
    );
    const rows = await dataRows(file);
    expect(rows).toHaveLength(screen._totalData);
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(receiptNos));
    const reversed = await setReport('collection-report', { ...filters, from: '2026-11-22' });
    expect(reversed).toMatchObject({
      status: 400,
      body: { errors: ['Başlangıç tarihi bitiş tarihinden sonra olamaz.'] },
    });
  });

  it('writes the overdue installments of the term: the past-due ones only', async () => {
    const { file } = await made('overdue-report', { semesterId: school.semesterId });
    const rows = await dataRows(file);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.find((c) => c.startsWith('Deniz Aksoy')))).toEqual([
      students[0]!.name,
      students[1]!.name,
    ]);
  });

  it('writes the chosen finance report with its screen’s rows, and refuses another branch', async () => {
    const { result, file } = await made('finance-report', {
      report: 'installment',
      semesterId: school.semesterId,
    });
    expect(result.fileName).toBe('Taksit Raporu.xlsx');
    const screen = await get<{ _totalData: number }>(
      `finance/report/installment?semesterId=${school.semesterId}`,
    );
    // The two plans' three installments at least; the cancelled sale's stays on the screen too.
    expect(screen._totalData).toBeGreaterThanOrEqual(3);
    expect(await dataRows(file)).toHaveLength(screen._totalData);
    const outside = await setReport(
      'finance-report',
      { report: 'sale-detail', branchId: school.branchId },
      kadikoyManager,
    );
    expect(outside).toMatchObject({ status: 404, body: { message: BRANCH_NOT_FOUND_MESSAGE } });
    const unknown = await setReport('finance-report', { report: 'case' });
    expect(unknown).toMatchObject({ status: 400, body: { errors: ['Lütfen Rapor Seçiniz!'] } });
  });
});

describe('expense receipts', () => {
  it('prints each expense receipt of the branch’s days on its own page, in the receipt’s layout', async () => {
    const { result, file } = await made('expense-receipts', {
      branchId: school.branchId,
      from: '2026-10-05',
      to: '2026-10-06',
    });
    expect(result.fileName).toBe('Gider Makbuzları 05.10.2026-06.10.2026.pdf');
    const pages = await pdfPages(file);
    const screen = await get<{ _totalData: number }>(
      `finance/expense?branchId=${school.branchId}&from=2026-10-05&to=2026-10-06`,
    );
    expect(pages).toHaveLength(screen._totalData);
    for (const no of expenseNos.inRange)
      expect(pages.filter((p) => p.includes('GİDER MAKBUZU') && p.includes(`No: ${no} `))).toHaveLength(1);
    expect(pages.join('\n')).not.toContain('Zımba');
    const outside = await setReport(
      'expense-receipts',
      { branchId: school.branchId, from: '2026-10-05', to: '2026-10-06' },
      kadikoyManager,
    );
    expect(outside).toMatchObject({ status: 404, body: { message: BRANCH_NOT_FOUND_MESSAGE } });
  });
});

describe('lesson programs', () => {
  it('writes a class’s week as its program screen does: lesson times down, days across', async () => {
    const { result, file } = await made('class-program', { schoolClassId: school.classA });
    expect(result.fileName).toBe('9-A Sınıfı Ders Programı.xlsx');
    const sheet = await sheetOf(file);
    expect(sheet.header.slice(0, 2)).toEqual(['Ders Saati', 'Pazartesi']);
    expect(sheet.rows[0]!.slice(0, 2)).toEqual(['1. ders 08:30-09:10', 'Matematik - Ayşe Yılmaz R']);
    const outside = await setReport('class-program', { schoolClassId: school.classA }, kadikoyManager);
    expect(outside).toMatchObject({ status: 404, body: { message: CLASS_NOT_FOUND_MESSAGE } });
  });

  it('writes a teacher’s week across his classes, and refuses a teacher of another branch', async () => {
    const { file } = await made('teacher-program', {
      personnelId: school.teacherId,
      semesterId: school.semesterId,
    });
    const sheet = await sheetOf(file);
    expect(sheet.title).toContain('Ayşe Yılmaz R Ders Programı');
    expect(sheet.rows[0]![1]).toBe('9-A - Matematik');
    const outside = await setReport('teacher-program', { personnelId: school.teacherId }, kadikoyManager);
    expect(outside).toMatchObject({ status: 404, body: { message: TEACHER_NOT_FOUND_MESSAGE } });
  });
});

describe('the roll call report', () => {
  it('writes the roll call totals of a teacher’s class, and refuses him a class he does not teach', async () => {
    const { _data } = await get<{
      _data: { schoolClassId: string; schoolClassName: string; lessonTimeId: string; slotNo: number }[];
    }>(`education/rollcall/day?date=${today}`, t.token.teacher);
    const slot = _data.filter((s) => s.schoolClassName === '9-A').sort((a, b) => a.slotNo - b.slotNo)[0]!;
    const rc = (await post(
      'education/rollcall/open',
      { schoolClassId: slot.schoolClassId, lessonTimeId: slot.lessonTimeId, date: today },
      t.token.teacher,
    )) as { id: string; marks: { studentId: string; state: string }[] };
    await post(
      'education/rollcall/submit',
      {
        id: rc.id,
        marks: rc.marks.map((m, i) => ({ studentId: m.studentId, state: i === 0 ? 'Absent' : 'Present' })),
      },
      t.token.teacher,
    );

    const { result, file } = await made(
      'roll-call-report',
      { schoolClassId: slot.schoolClassId, from: today, to: today },
      t.token.teacher,
    );
    expect(result.fileName).toBe('yoklama-raporu.xlsx');
    const rows = await dataRows(file);
    expect(rows).toHaveLength(rc.marks.length);
    // Yapılan Ders, Var, Yok over the class: one lesson each, one absent.
    expect(rows.map((r) => Number(r[3]))).toEqual(rc.marks.map(() => 1));
    expect(rows.reduce((n, r) => n + Number(r[5]), 0)).toBe(1);

    const notHis = await setReport('roll-call-report', { schoolClassId: school.classB }, t.token.teacher);
    expect(notHis).toMatchObject({ status: 404, body: { message: CLASS_NOT_FOUND_MESSAGE } });
  });
});

describe('assessment and exam results', () => {
  it('writes an assessment sending’s answers with its screen’s columns, and refuses another business', async () => {
    const { result, file } = await made('assessment-results', { assignmentId });
    expect(result.fileName).toBe('Envanter Sonuçları.xlsx');
    const sheet = await sheetOf(file);
    expect(sheet.header.slice(0, 3)).toEqual(['Öğrenci', 'Sınıf', 'Durum']);
    expect(sheet.rows.map((r) => r[0]).sort()).toEqual(students.map((s) => s.name).sort());
    expect(sheet.rows.every((r) => r[1] === '9-A' && r[2] === 'Yanıtlamadı')).toBe(true);
    const foreign = await setReport('assessment-results', { assignmentId }, t.token.otherBusiness);
    expect(foreign).toMatchObject({ status: 404, body: { message: ASSIGNMENT_NOT_FOUND_MESSAGE } });
  });

  it('writes an exam’s results of a class in rank order, and refuses another business’s exam', async () => {
    const { result, file } = await made('exam-results', { examId, schoolClassId: school.classA });
    expect(result.fileName).toBe('TYT Rapor Denemesi Sonuçları.xlsx');
    const sheet = await sheetOf(file);
    const net = sheet.header.indexOf('Toplam Net');
    const name = sheet.header.indexOf('Ad Soyad');
    expect(sheet.rows.map((r) => [r[name], Number(r[net])])).toEqual([
      [students[0]!.name, 9],
      [students[1]!.name, 5.25],
    ]);
    const foreign = await setReport('exam-results', { examId }, t.token.otherBusiness);
    expect(foreign).toMatchObject({ status: 404, body: { message: EXAM_NOT_FOUND_MESSAGE } });
  });
});
