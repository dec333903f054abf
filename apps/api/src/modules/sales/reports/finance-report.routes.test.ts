import { FINANCE_REPORTS } from '@panel/shared/sales/finance-reports';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { EXCEL_HEADER_ROW } from '../../../platform/excel';
import { bearer } from '../../../test/auth-helpers';
import { call, setUpSchool } from '../../../test/factories/education';
import { registerStudent } from '../../../test/factories/students';
import { setUpTestApp } from '../../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });

type Page = { _data: Record<string, unknown>[]; _totalData: number; totals: Record<string, number> };
const report = (name: string, query = '') =>
  call(t.app, t.token.otherManager, 'GET', `finance/report/${name}?_pageSize=50${query}`) as Promise<Page>;
const post = (url: string, body: object) => call(t.app, t.token.otherManager, 'POST', url, body);

beforeAll(async () => {
  const s = await setUpSchool(t.app, t.token.otherManager);
  const a = await registerStudent(t.app, t.token.otherManager, s.branchId, 11);
  const b = await registerStudent(t.app, t.token.otherManager, s.branchId, 12);
  const book = await post('finance/cash-book', { branchId: s.branchId, name: 'Rapor Kasası', kind: 'Cash' });
  const sell = async (studentId: string, lira: string, extra: object = {}) =>
    (
      await post('student-order', {
        studentId,
        semesterId: s.semesterId,
        items: [{ name: 'Dil Kursu', itemKind: 'Education', quantity: 1, unitPrice: lira, vatRate: 10 }],
        ...extra,
      })
    ).id as string;
  const first = await sell(a.id, '1.000,00', { discountKind: 'Percent', discountValue: '10' });
  await post(`student-order/${first}/payment-plan`, {
    installments: [
      { no: 1, dueDate: '2026-01-10', amount: '300,00', method: 'Cash' },
      { no: 2, dueDate: '2026-02-10', amount: '300,00', method: 'Cash' },
      { no: 3, dueDate: '2099-03-10', amount: '300,00', method: 'Cash' },
    ],
  });
  const second = await sell(b.id, '500,00');
  await post(`student-order/${second}/payment-plan`, {
    installments: [{ no: 1, dueDate: '2099-01-01', amount: '500,00', method: 'BankTransfer' }],
  });
  await sell(b.id, '200,00'); // a draft: an offer, not a sale
  const pay = (amount: string, paidOn: string) =>
    post('finance/collection', { studentId: a.id, cashBookId: book.id, method: 'Cash', amount, paidOn });
  await pay('350,00', '2026-03-01');
  const wrong = await pay('100,00', '2026-03-02');
  await post(`finance/collection/${wrong.id}/cancel`, { reason: 'Yanlış öğrenci' });
});

describe('finance reports', () => {
  it('sale detail: one row per item of real sales, drafts left out', async () => {
    const page = await report('sale-detail');
    expect(page._totalData).toBe(2);
    expect(page.totals).toEqual({
      gross: 150_000,
      lineDiscount: 0,
      orderDiscount: 10_000,
      discount: 10_000,
      net: 140_000,
      vat: 12_727,
    });
    expect(page._data[1]).toMatchObject({
      itemName: 'Dil Kursu',
      itemKind: 'Eğitim',
      net: 90_000,
      state: 'Ödeme Planlandı',
    });
  });

  it('installment: each installment with what is paid and its state, filtered by due date', async () => {
    const page = await report('installment');
    expect(page.totals).toEqual({ amount: 140_000, paid: 35_000, remaining: 105_000 });
    expect(page._data.map((r) => [r.installment, r.paid, r.status])).toEqual([
      ['1. Taksit', 30_000, 'Ödendi'],
      ['2. Taksit', 5_000, 'Gecikmiş'],
      ['1. Taksit', 0, 'Açık'],
      ['3. Taksit', 0, 'Açık'],
    ]);
    expect((await report('installment', '&from=2099-01-01'))._totalData).toBe(2);
  });

  it('student collection: sold, collected, remaining and overdue per student', async () => {
    const page = await report('student-collection');
    expect(page._data.map((r) => [r.sold, r.collected, r.remaining, r.overdue, r.lastPaidOn])).toEqual(
      expect.arrayContaining([
        [90_000, 35_000, 55_000, 25_000, '2026-03-01'],
        [50_000, 0, 50_000, 0, ''],
      ]),
    );
    expect(page.totals).toEqual({ sold: 140_000, collected: 35_000, remaining: 105_000, overdue: 25_000 });
  });

  it('revenue enrollment: per branch and term', async () => {
    const page = await report('revenue-enrollment');
    expect(page._data).toEqual([
      expect.objectContaining({
        orderCount: 2,
        studentCount: 2,
        gross: 150_000,
        lineDiscount: 0,
        orderDiscount: 10_000,
        discount: 10_000,
        net: 140_000,
        collected: 35_000,
        remaining: 105_000,
      }),
    ]);
  });

  it('collection: a cancelled receipt is listed, never counted; pages on the server', async () => {
    const page = await report('collection');
    expect(page._data.map((r) => [r.amount, r.status])).toEqual([
      [10_000, 'İptal'],
      [35_000, 'Geçerli'],
    ]);
    expect(page.totals).toEqual({ amount: 35_000 });
    const first = (await call(
      t.app,
      t.token.otherManager,
      'GET',
      'finance/report/collection?_pageSize=1',
    )) as unknown as Page;
    expect([first._data.length, first._totalData]).toEqual([1, 2]);
    expect((await report('collection', '&to=2026-03-01'))._totalData).toBe(1);
  });

  it('sorts each report by its columns on the server, and refuses a column it does not sort by', async () => {
    const column = async (name: string, key: string, query: string) =>
      (await report(name, query))._data.map((r) => r[key]);
    expect(await column('installment', 'remaining', '&_sort=remaining&_order=desc')).toEqual([
      50_000, 30_000, 25_000, 0,
    ]);
    expect(await column('sale-detail', 'net', '&_sort=net&_order=asc')).toEqual([50_000, 90_000]);
    expect(await column('collection', 'amount', '&_sort=amount&_order=desc')).toEqual([35_000, 10_000]);
    expect(await column('collection', 'amount', '&_sort=amount&_order=asc')).toEqual([10_000, 35_000]);
    const refused = await t.app.inject({
      url: '/api/finance/report/collection?_sort=cashBookName',
      headers: bearer(t.token.otherManager),
    });
    expect(refused.statusCode).toBe(400);
    // The Excel follows the same order: the receipts by amount, smallest first.
    const res = await t.app.inject({
      url: '/api/finance/report/collection/excel?_sort=amount&_order=asc',
      headers: bearer(t.token.otherManager),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const amountColumn = FINANCE_REPORTS.collection.columns.findIndex((c) => c.key === 'amount') + 1;
    const amounts = [EXCEL_HEADER_ROW + 1, EXCEL_HEADER_ROW + 2].map(
      (r) => workbook.worksheets[0]!.getRow(r).getCell(amountColumn).value,
    );
    expect(amounts).toEqual([100, 350]);
  });

  it('exports every report to Excel', async () => {
    for (const name of [
      'sale-detail',
      'installment',
      'student-collection',
      'revenue-enrollment',
      'collection',
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/finance/report/${name}/excel`,
        headers: bearer(t.token.otherManager),
      });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const definition = FINANCE_REPORTS[name];
      expect(sheet.getCell('A1').text, name).toBe(definition.title);
      // The screen's totals under the rows, each under its column, in lira.
      const screen = await report(name);
      const last = sheet.getRow(sheet.rowCount);
      expect(last.values, name).toContain('Toplam');
      for (const key of definition.totals) {
        const column = definition.columns.findIndex((c) => c.key === key);
        const money = definition.columns[column]!.kind === 'money';
        expect(last.getCell(column + 1).value, `${name} ${key}`).toBe(
          Number(screen.totals[key]) / (money ? 100 : 1),
        );
      }
    }
  });
});
