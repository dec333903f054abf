import { addDays, formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import type {
  OverdueInstallmentRow,
  OverdueInstallmentTotals,
  OverduePayerRow,
  OverduePayerTotals,
} from '@panel/shared/sales/overdue';
import type { TParentInput } from '@panel/shared/students/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { EXCEL_HEADER_ROW } from '../../../platform/excel';
import { apiCalls } from '../../../test/api-calls';
import { decodeClaims, signInAs } from '../../../test/auth-helpers';
import { type School, setUpSchool } from '../../../test/factories/education';
import { registerStudent } from '../../../test/factories/students';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { REPORT_JOB } from '../../reports/report.service';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let s: School;
const today = todayInIstanbul();
const daysAgo = (n: number) => addDays(today, -n);

type Payers = { _data: OverduePayerRow[]; _totalData: number; totals: OverduePayerTotals };
type Installments = { _data: OverdueInstallmentRow[]; _totalData: number; totals: OverdueInstallmentTotals };

const { inject, get, post } = apiCalls(
  () => t.app,
  () => t.token.otherManager,
);

/** A sale of one education line, planned as the given installments (lira text, due day). */
const sell = async (
  studentId: string,
  plan: [string, string][],
  extra: { paymentPersonId?: string; semesterId?: string } = {},
  as = t.token.otherManager,
) => {
  const total = plan.reduce((sum, [lira]) => sum + Number(lira.replace('.', '').replace(',', '.')), 0);
  const lira = total.toFixed(2).replace('.', ',');
  const { id, orderNo } = await post<{ id: string; orderNo: number }>(
    'student-order',
    {
      studentId,
      ...extra,
      items: [{ name: 'Kurs Paketi', itemKind: 'Education', quantity: 1, unitPrice: lira, vatRate: 10 }],
    },
    as,
  );
  await post(
    `student-order/${id}/payment-plan`,
    { installments: plan.map(([amount, dueDate], i) => ({ no: i + 1, dueDate, amount, method: 'Cash' })) },
    as,
  );
  return { id, orderNo };
};

const motherOf = async (studentId: string, as = t.token.otherManager) =>
  (
    await get<{ parentId: string; relation: string; mobilePhone: string }[]>(
      `student/${studentId}/parent`,
      as,
    )
  ).find((p) => p.relation === 'Mother')!;

let motherId: string;
let motherPhone: string;
let ids: { a: string; b: string; c: string; d: string };
let orders: { a: number; b: number; c: number; d: number };

beforeAll(async () => {
  s = await setUpSchool(t.app, t.token.otherManager);
  const cashBookId = (
    await post<{ id: string }>('finance/cash-book', {
      branchId: s.branchId,
      name: 'Merkez Kasa',
      kind: 'Cash',
    })
  ).id;
  // A and B share their mother (the factory's Selin Aksoy, found again by phone and name).
  const a = (await registerStudent(t.app, t.token.otherManager, s.branchId, 201)).id;
  const b = (await registerStudent(t.app, t.token.otherManager, s.branchId, 202)).id;
  const c = (await registerStudent(t.app, t.token.otherManager, s.branchId, 203)).id;
  const d = (
    await registerStudent(t.app, t.token.otherManager, s.branchId, 204, {
      contacts: [
        { contactType: 'Email', contactOption: 'PersonalEmail', value: 'd@example.com', isPrimary: true },
      ],
    })
  ).id;
  ids = { a, b, c, d };
  ({ parentId: motherId, mobilePhone: motherPhone } = await motherOf(a));
  expect((await motherOf(b)).parentId).toBe(motherId);
  const payer = { paymentPersonId: motherId, semesterId: s.semesterId };
  // A: one paid, one partly paid (750,00 left), one not yet due.
  const orderA = await sell(
    a,
    [
      ['1.000,00', daysAgo(40)],
      ['1.000,00', daysAgo(10)],
      ['1.000,00', addDays(today, 30)],
    ],
    payer,
  );
  await post('finance/collection', {
    studentId: a,
    cashBookId,
    method: 'Cash',
    amount: '1.250,00',
    paidOn: today,
  });
  const orderB = await sell(b, [['2.000,00', daysAgo(20)]], payer);
  // B's frozen sale sends no reminder.
  const frozen = await sell(b, [['500,00', daysAgo(30)]], payer);
  await post(`student-order/${frozen.id}/state`, { state: 'Freeze' });
  // C and D pay themselves: C has a mobile, D none.
  const orderC = await sell(c, [['400,00', daysAgo(5)]]);
  const orderD = await sell(d, [['300,00', daysAgo(60)]]);
  orders = { a: orderA.orderNo, b: orderB.orderNo, c: orderC.orderNo, d: orderD.orderNo };
});

describe('overdue payers', () => {
  it('groups past-due unpaid remainders of scheduled sales by payer, most overdue first', async () => {
    const page = await get<Payers>('finance/overdue');
    expect(page._totalData).toBe(3);
    expect(page.totals).toEqual({ payerCount: 3, installmentCount: 4, overdueAmount: 345_000 });
    expect(page._data).toEqual([
      {
        payerKey: `student:${ids.d}`,
        payerName: 'Deniz Aksoy204',
        phone: null,
        studentNames: 'Deniz Aksoy204',
        branchNames: expect.any(String),
        installmentCount: 1,
        overdueAmount: 30_000,
        oldestDueDate: daysAgo(60),
        daysLate: 60,
      },
      {
        payerKey: motherId,
        payerName: 'Selin Aksoy',
        phone: motherPhone,
        studentNames: 'Deniz Aksoy201, Deniz Aksoy202',
        branchNames: expect.any(String),
        installmentCount: 2,
        overdueAmount: 75_000 + 200_000,
        oldestDueDate: daysAgo(20),
        daysLate: 20,
      },
      {
        payerKey: `student:${ids.c}`,
        payerName: 'Deniz Aksoy203',
        phone: '0(555) 765 43 03',
        studentNames: 'Deniz Aksoy203',
        branchNames: expect.any(String),
        installmentCount: 1,
        overdueAmount: 40_000,
        oldestDueDate: daysAgo(5),
        daysLate: 5,
      },
    ]);
  });

  it('filters by days late, branch and search, and pages with totals over the whole set', async () => {
    const late = await get<Payers>('finance/overdue?minDaysLate=10');
    expect(late._data.map((r) => [r.payerKey, r.overdueAmount])).toEqual([
      [`student:${ids.d}`, 30_000],
      [motherId, 275_000],
    ]);
    expect(late.totals.overdueAmount).toBe(305_000);
    const found = await get<Payers>('finance/overdue?_searchTerm=aksoy203');
    expect(found._data.map((r) => r.payerKey)).toEqual([`student:${ids.c}`]);
    expect((await get<Payers>(`finance/overdue?branchId=${s.branchId}`))._totalData).toBe(3);
    expect(
      (await get<Payers>('finance/overdue?branchId=00000000-0000-4000-8000-000000000000'))._totalData,
    ).toBe(0);
    const second = await get<Payers>('finance/overdue?_pageSize=2&_pageNumber=2');
    expect(second._data.map((r) => r.payerKey)).toEqual([`student:${ids.c}`]);
    expect(second._totalData).toBe(3);
    expect(second.totals.overdueAmount).toBe(345_000);
  });
});

describe('overdue SMS', () => {
  it('refuses an empty selection or template in Turkish', async () => {
    const none = await inject('POST', 'finance/overdue-sms', { payerKeys: [], template: 'Merhaba {ad}' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Lütfen SMS gönderilecek kişileri seçiniz!');
    const blank = await inject('POST', 'finance/overdue-sms', { payerKeys: [motherId], template: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Lütfen mesaj metnini giriniz!');
  });

  it('sends each payer one filled message, records it, and names those without a phone', async () => {
    const template = 'Sayın {ad}, {ogrenci} için {vade} vadeli {tutar} ödemeniz gecikmiştir.';
    const answer = await post<{ sent: number; failed: number; unreachable: string[]; message: string }>(
      'finance/overdue-sms',
      { payerKeys: [motherId, `student:${ids.c}`, `student:${ids.d}`], template },
    );
    expect(answer).toEqual({
      sent: 2,
      failed: 0,
      unreachable: ['Deniz Aksoy204'],
      message: '2 kişiye SMS gönderildi. Telefonu olmayanlar: Deniz Aksoy204',
    });
    const recorded = await queryRows<{ to: string; text: string; business_id: string }>(
      t.handle.db,
      sql`select "to", text, business_id from sms_messages where purpose = 'overdue' order by "to"`,
    );
    expect(recorded.map((r) => [r.to, r.text])).toEqual(
      [
        [
          motherPhone,
          `Sayın Selin Aksoy, Deniz Aksoy201, Deniz Aksoy202 için ${formatDay(daysAgo(20))} vadeli ${formatMoney(275_000)} ödemeniz gecikmiştir.`,
        ],
        [
          '0(555) 765 43 03',
          `Sayın Deniz Aksoy203, Deniz Aksoy203 için ${formatDay(daysAgo(5))} vadeli ${formatMoney(40_000)} ödemeniz gecikmiştir.`,
        ],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    const audit = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from audit_log where entity = 'overdue-sms'`,
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('sends a long selection in the background, with a result of each message, and never twice', async () => {
    const inlineMax = t.app.config.sms.inlineMax;
    t.app.config.sms.inlineMax = 1;
    try {
      const answer = await post<{ sent: number; unreachable: string[]; message: string; reportId: string }>(
        'finance/overdue-sms',
        {
          payerKeys: [motherId, `student:${ids.c}`, `student:${ids.d}`],
          template: 'Hatırlatma: {ad}, {tutar}.',
        },
      );
      expect(answer).toMatchObject({ sent: 0, unreachable: ['Deniz Aksoy204'] });
      expect(answer.message).toContain('2 SMS arka planda gönderiliyor');
      const settle = async () => {
        for (let i = 0; i < 600; i++) {
          const result = await get<{ state: string; error: string | null }>(`report/${answer.reportId}`);
          if (result.state === 'Done' || result.state === 'Failed') return result;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the batch never finished');
      };
      expect(await settle()).toMatchObject({ state: 'Done', error: null });
      const batch = sql`select status from sms_messages where batch_id = ${answer.reportId}`;
      expect((await queryRows<{ status: string }>(t.handle.db, batch)).map((r) => r.status)).toEqual([
        'Sent',
        'Sent',
      ]);
      const file = await inject('GET', `report/${answer.reportId}/download`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const statuses = book.worksheets[0]!.getColumn(3).values.slice(EXCEL_HEADER_ROW + 1);
      expect(statuses).toEqual(['Gönderildi', 'Gönderildi']);
      // Taken up again (as after a restart): what was sent is not sent again.
      await t.handle.db.execute(
        sql`update report_results set state = 'Queued', progress = 0 where id = ${answer.reportId}`,
      );
      await t.app.jobs.send(REPORT_JOB, { resultId: answer.reportId });
      expect(await settle()).toMatchObject({ state: 'Done' });
      expect(await queryRows(t.handle.db, batch)).toHaveLength(2);
    } finally {
      t.app.config.sms.inlineMax = inlineMax;
    }
  });
});

describe('overdue reports', () => {
  it('lists each overdue installment with its payer, and exact totals', async () => {
    const page = await get<Installments>('finance/report/overdue');
    expect(page._totalData).toBe(4);
    expect(page.totals).toEqual({ installmentCount: 4, amount: 370_000, paid: 25_000, remaining: 345_000 });
    expect(
      page._data.map((r) => [
        r.studentName,
        r.orderNo,
        r.installmentNo,
        r.daysLate,
        r.amount,
        r.paid,
        r.remaining,
      ]),
    ).toEqual([
      ['Deniz Aksoy204', orders.d, 1, 60, 30_000, 0, 30_000],
      ['Deniz Aksoy202', orders.b, 1, 20, 200_000, 0, 200_000],
      ['Deniz Aksoy201', orders.a, 2, 10, 100_000, 25_000, 75_000],
      ['Deniz Aksoy203', orders.c, 1, 5, 40_000, 0, 40_000],
    ]);
    expect(page._data[2]).toMatchObject({
      dueDate: daysAgo(10),
      payerName: 'Selin Aksoy',
      phone: motherPhone,
      studentId: ids.a,
    });
    expect(page._data[0]).toMatchObject({ payerName: 'Deniz Aksoy204', phone: null });
  });

  it('filters installments by days late, due range and semester, and pages', async () => {
    const rowsOf = async (query: string) =>
      (await get<Installments>(`finance/report/overdue?${query}`))._data.map((r) => r.studentName);
    expect(await rowsOf('minDaysLate=15')).toEqual(['Deniz Aksoy204', 'Deniz Aksoy202']);
    expect(await rowsOf(`dueFrom=${daysAgo(25)}&dueTo=${daysAgo(6)}`)).toEqual([
      'Deniz Aksoy202',
      'Deniz Aksoy201',
    ]);
    expect(await rowsOf(`semesterId=${s.semesterId}`)).toEqual(['Deniz Aksoy202', 'Deniz Aksoy201']);
    const paged = await get<Installments>('finance/report/overdue?_pageSize=3&_pageNumber=2');
    expect(paged._data.map((r) => r.studentName)).toEqual(['Deniz Aksoy203']);
    expect(paged.totals.remaining).toBe(345_000);
    // A search by the student's or the payer's name counts and sums what it finds.
    const student = await get<Installments>('finance/report/overdue?_searchTerm=aksoy202');
    expect(student).toMatchObject({ _totalData: 1, totals: { installmentCount: 1, remaining: 200_000 } });
    const payer = await get<Installments>('finance/report/overdue?_searchTerm=selin');
    expect(payer._data.map((r) => r.payerName)).toContain('Selin Aksoy');
    expect(payer._totalData).toBe(payer._data.length);
    expect(payer.totals.remaining).toBe(payer._data.reduce((sum, r) => sum + r.remaining, 0));
  });

  it('sorts the installments on the server by what is left, and the Excel follows the same sort', async () => {
    const remaining = async (query: string) =>
      (await get<Installments>(`finance/report/overdue?${query}`))._data.map((r) => r.remaining);
    expect(await remaining('_sort=remaining&_order=desc')).toEqual([200_000, 75_000, 40_000, 30_000]);
    expect(await remaining('_sort=remaining&_order=asc')).toEqual([30_000, 40_000, 75_000, 200_000]);
    expect(await remaining('_sort=daysLate&_order=asc')).toEqual([40_000, 75_000, 200_000, 30_000]);
    expect((await inject('GET', 'finance/report/overdue?_sort=phone')).statusCode).toBe(400);
    const res = await inject('GET', 'finance/report/overdue/excel?_sort=remaining&_order=desc');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = [1, 2, 3, 4].map(
      (i) => workbook.worksheets[0]!.getRow(EXCEL_HEADER_ROW + i).getCell(2).text,
    );
    expect(names).toEqual(['Deniz Aksoy202', 'Deniz Aksoy201', 'Deniz Aksoy203', 'Deniz Aksoy204']);
  });

  it('gives the call center its list, longest late first', async () => {
    const page = await get<Payers>('finance/report/overdue-call-list');
    expect(page._data.map((r) => [r.payerName, r.daysLate, r.overdueAmount])).toEqual([
      ['Deniz Aksoy204', 60, 30_000],
      ['Selin Aksoy', 20, 275_000],
      ['Deniz Aksoy203', 5, 40_000],
    ]);
    expect(page.totals.overdueAmount).toBe(345_000);
  });

  it('exports both reports to Excel', async () => {
    for (const [name, rows, header, title, sumKey] of [
      ['overdue', 4, 'Öğrenci No', 'Gecikmiş Ödemeler', 'remaining'],
      ['overdue-call-list', 3, 'Ödeme Sorumlusu', 'Gecikmiş Ödeme Arama Listesi', 'overdueAmount'],
    ] as const) {
      const res = await inject('GET', `finance/report/${name}/excel`);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').text, name).toBe(title);
      expect(sheet.getRow(EXCEL_HEADER_ROW).getCell(1).text, name).toBe(header);
      // The rows, then the totals the screen shows under them.
      expect(sheet.rowCount, name).toBe(EXCEL_HEADER_ROW + rows + 1);
      const screen = (await inject('GET', `finance/report/${name}?_pageSize=100`)).json() as {
        totals: Record<string, number>;
      };
      const total = sheet.getRow(sheet.rowCount);
      expect(total.values, name).toContain('Toplam');
      expect(total.values, name).toContain(screen.totals[sumKey]! / 100);
    }
  });
});

describe('tenancy', () => {
  it('never shows or messages another business’s payers', async () => {
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const branchId =
      (decodeClaims(founder).br as string | null) ??
      (await get<{ id: string }[]>('general/branch/list', founder))[0]!.id;
    const theirs = (await registerStudent(t.app, founder, branchId, 205)).id;
    const theirMother = (await motherOf(theirs, founder)).parentId;
    await sell(theirs, [['900,00', daysAgo(15)]], { paymentPersonId: theirMother }, founder);

    const seenByThem = await get<Payers>('finance/overdue?_pageSize=100', founder);
    expect(seenByThem._data.map((r) => r.payerKey)).toContain(theirMother);
    expect(seenByThem._data.map((r) => r.payerKey)).not.toContain(motherId);

    const ours = await get<Payers>('finance/overdue?_pageSize=100');
    expect(ours._data.map((r) => r.payerKey)).not.toContain(theirMother);
    expect(ours.totals.overdueAmount).toBe(345_000);
    const report = await get<Installments>('finance/report/overdue?_pageSize=100');
    expect(report._data.map((r) => r.studentId)).not.toContain(theirs);

    const before = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from sms_messages where purpose = 'overdue'`,
    );
    const refused = await inject('POST', 'finance/overdue-sms', {
      payerKeys: [theirMother, `student:${theirs}`],
      template: 'Sayın {ad}',
    });
    expect(refused.statusCode).toBe(400);
    const after = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from sms_messages where purpose = 'overdue'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('a renamed parent', () => {
  it('is found by the new name and no longer by the old one, for every child of theirs', async () => {
    const payersFound = async (term: string) =>
      (await get<Payers>(`finance/overdue?_pageSize=100&_searchTerm=${term}`))._data.map((r) => r.payerKey);
    expect(await payersFound('selin')).toContain(motherId);
    const [mother] = (
      await get<(TParentInput & { id: string; relation: string })[]>(`student/${ids.a}/parent`)
    ).filter((p) => p.relation === 'Mother');
    await post(`student/${ids.a}/parent/update`, {
      ...mother,
      firstName: 'Nermin',
      isPaymentPerson: true,
    });
    // C pays for itself; it is found through its mother, whose record A's form changed.
    expect(await payersFound('nermin')).toEqual(expect.arrayContaining([motherId, `student:${ids.c}`]));
    expect(await payersFound('selin')).toEqual([]);
  });
});
