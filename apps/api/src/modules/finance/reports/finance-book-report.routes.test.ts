import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { EXCEL_HEADER_ROW } from '../../../platform/excel';
import { bearer, decodeClaims } from '../../../test/auth-helpers';
import { call, setUpSchool } from '../../../test/factories/education';
import { sellWithOneInstallment } from '../../../test/factories/sales';
import { registerStudent } from '../../../test/factories/students';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { postMovement } from '../ledger/ledger.service';
import { transfers } from '../transfers/transfer.table';

const t = setUpTestApp({ otherManager: DEMO.otherManager, founder: DEMO.founder });
let branchId: string;
let businessId: string;
const book = { bank: '', cash: '', pos: '', empty: '' };
let supplierId: string;

type Row = Record<string, unknown>;
type Page<T = Record<string, number>> = { _data: Row[]; _totalData: number; _pageCount: number; totals: T };

const get = <T = Row>(url: string, as = t.token.otherManager) => call(t.app, as, 'GET', url) as Promise<T>;
const post = (url: string, body: object) => call(t.app, t.token.otherManager, 'POST', url, body);
const report = <T = Record<string, number>>(name: string, query = '', as = t.token.otherManager) =>
  get<Page<T>>(`finance/report/${name}?_pageSize=100${query}`, as);
const raw = (url: string, as = t.token.otherManager) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(as) });

const statusTotal = async (on: string) =>
  (await report<{ balance: number }>('case-status', `&on=${on}`)).totals.balance;

beforeAll(async () => {
  const claims = decodeClaims(t.token.otherManager);
  branchId = claims.br as string;
  businessId = claims.biz as string;
  const id = async (url: string, body: object) => (await post(url, body)).id as string;
  const stationery = await id('finance/expense-type', { name: 'Kırtasiye' });
  const cleaning = await id('finance/expense-type', { name: 'Temizlik' });
  const canteen = await id('finance/revenue-type', { name: 'Kantin Kirası' });
  const cardType = await id('finance/account-card-type', { name: 'Tedarikçiler' });
  supplierId = await id('finance/account-card', {
    accountCardTypeId: cardType,
    kind: 'Supplier',
    name: 'Işık Kırtasiye Ltd.',
  });
  const newBook = (name: string, kind: string, extra: object = {}) =>
    id('finance/cash-book', { branchId, name, kind, ...extra });
  book.bank = await newBook('Rapor Bankası', 'Bank', {
    bankName: 'Ziraat',
    iban: 'TR330006100519786457841326',
    openingBalance: '10.000,00',
    openingDate: '2026-01-05',
  });
  book.cash = await newBook('Rapor Kasası', 'Cash', {
    openingBalance: '1.000,00',
    openingDate: '2026-01-05',
  });
  book.pos = await newBook('Rapor POS', 'Pos');
  book.empty = await newBook('Boş Kasa', 'Cash');

  const entry = (
    kind: 'expense' | 'revenue',
    typeId: string,
    occurredOn: string,
    amount: string,
    extra = {},
  ) => id(`finance/${kind}`, { branchId, typeId, occurredOn, amount, vatRate: 20, ...extra });
  await entry('expense', stationery, '2026-02-10', '1.200,00', { cashBookId: book.bank });
  await entry('expense', cleaning, '2026-02-15', '300,00', { cashBookId: book.cash, vatRate: 0 });
  const wrong = await entry('expense', stationery, '2026-02-20', '500,00', { cashBookId: book.bank });
  await post(`finance/expense/${wrong}/cancel`, { reason: 'Yanlış kasa' });
  await entry('expense', stationery, '2026-03-01', '800,00', { accountCardId: supplierId, vatRate: 10 });
  await entry('revenue', canteen, '2026-03-05', '2.000,00', { cashBookId: book.cash });
  await post('finance/account-virman', {
    fromCashBookId: book.bank,
    toCashBookId: book.cash,
    amount: '1.000,00',
    occurredOn: '2026-03-10',
  });

  const school = await setUpSchool(t.app, t.token.otherManager);
  const student = await registerStudent(t.app, t.token.otherManager, school.branchId, 21);
  await sellWithOneInstallment(t.app, t.token.otherManager, {
    studentId: student.id,
    semesterId: school.semesterId,
    item: 'Dil Kursu',
    price: '1.000,00',
    dueDate: '2026-03-01',
  });
  await post('finance/collection', {
    studentId: student.id,
    cashBookId: book.cash,
    method: 'Cash',
    amount: '250,00',
    paidOn: '2026-03-12',
  });

  // A POS payout as the POS cash-out screen writes it (a Transfer movement): the bank gets the
  // amount less the commission, which goes to an expense type.
  await entry('revenue', canteen, '2026-04-01', '1.000,00', { cashBookId: book.pos });
  await t.handle.db.transaction(async (tx) => {
    const transactionId = await postMovement(tx, {
      businessId,
      branchId,
      kind: 'Transfer',
      occurredOn: '2026-04-02',
      description: 'POS nakde çevirme',
      lines: [
        { accountKind: 'CashBook', accountId: book.bank, amount: 97_000 },
        { accountKind: 'Expense', accountId: stationery, amount: 3_000 },
        { accountKind: 'CashBook', accountId: book.pos, amount: -100_000 },
      ],
    });
    await tx.insert(transfers).values({
      businessId,
      branchId,
      transferNo: 9001,
      kind: 'PosCashOut',
      fromCashBookId: book.pos,
      toCashBookId: book.bank,
      toBranchId: branchId,
      amount: 100_000,
      fee: 3_000,
      occurredOn: '2026-04-02',
      searchKey: '9001 rapor pos rapor bankasi',
      transactionId,
    });
  });
});

describe('case report', () => {
  it('opens with the balance before the range and runs the balance across pages', async () => {
    const query = `finance/report/case?cashBookId=${book.bank}&from=2026-02-01&to=2026-12-31&_pageSize=2`;
    const pages = await Promise.all([1, 2, 3].map((n) => get<Page>(`${query}&_pageNumber=${n}`)));
    expect(pages[0]!._totalData).toBe(5);
    expect(pages[0]!.totals).toEqual({
      opening: 1_000_000,
      debit: 147_000,
      credit: 270_000,
      closing: 877_000,
    });
    const rows = pages.flatMap((p) => p._data);
    expect(rows.map((r) => [r.occurredOn, r.kind, r.debit, r.credit, r.balance])).toEqual([
      ['2026-02-10', 'Gider', 0, 120_000, 880_000],
      ['2026-02-20', 'Gider', 0, 50_000, 830_000],
      ['2026-03-10', 'Virman', 0, 100_000, 730_000],
      ['2026-04-02', 'Virman', 97_000, 0, 827_000],
      [expect.any(String), 'Gider İptali', 50_000, 0, 877_000],
    ]);
  });

  it('ends each day on the balance the case-status report gives for that day', async () => {
    for (const id of [book.bank, book.cash, book.pos]) {
      const all = await get<Page>(`finance/report/case?cashBookId=${id}&_pageSize=100`);
      expect(all.totals.opening).toBe(0);
      const lastOfDay = new Map(all._data.map((r) => [r.occurredOn as string, r.balance as number]));
      for (const [day, balance] of lastOfDay) {
        const status = await report('case-status', `&on=${day}`);
        expect(status._data.find((r) => r.name && r.id === id)?.balance, `${id} ${day}`).toBe(balance);
      }
      expect(all.totals.closing).toBe([...lastOfDay.values()].at(-1));
    }
  });

  it('answers 400 without a cash book or with the days reversed, 404 for another business’s book', async () => {
    const missing = await raw('finance/report/case');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(['Lütfen Kasa Seçiniz!']);
    const reversed = await raw(`finance/report/case?cashBookId=${book.bank}&from=2026-03-01&to=2026-02-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual(['Başlangıç tarihi bitiş tarihinden sonra olamaz.']);
    expect((await raw(`finance/report/case?cashBookId=${book.bank}`, t.token.founder)).statusCode).toBe(404);
    expect((await raw(`finance/report/case/excel?cashBookId=${book.bank}`, t.token.founder)).statusCode).toBe(
      404,
    );
  });
});

describe('case-status report', () => {
  it('lists every cash book, those without postings too, with the balance at the day', async () => {
    const page = await report<{ balance: number; count: number; byKind: Row[] }>(
      'case-status',
      '&on=2026-03-31',
    );
    expect(page._data.map((r) => [r.name, r.kind, r.balance])).toEqual([
      ['Boş Kasa', 'Nakit Kasa', 0],
      ['Rapor Bankası', 'Banka Hesabı', 730_000],
      ['Rapor Kasası', 'Nakit Kasa', 395_000],
      ['Rapor POS', 'POS Hesabı', 0],
    ]);
    expect(page.totals).toMatchObject({ count: 4, balance: 1_125_000 });
    expect(page.totals.byKind).toEqual([
      { kind: 'Bank', count: 1, balance: 730_000 },
      { kind: 'Cash', count: 2, balance: 395_000 },
      { kind: 'Pos', count: 1, balance: 0 },
    ]);
    const banks = await report('case-status', '&on=2026-03-31&kind=Bank');
    expect([banks._totalData, banks.totals.balance]).toEqual([1, 730_000]);
    expect((await report('case-status', '&on=2026-01-04')).totals.balance).toBe(0);
  });

  it('reads the balances in one grouped pass over the ledger account index', async () => {
    // Seq scans off: the test data is too small for the planner to prefer the index on its own.
    const plan = await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select account_id, sum(amount) from ledger_postings where business_id = ${businessId} and account_kind = 'CashBook' and occurred_on <= '2026-03-31' group by account_id`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('ledger_postings_account_idx');
  });
});

describe('expense and revenue reports', () => {
  it('totals the valid expenses of the range overall, per type and per VAT rate', async () => {
    const page = await report<Row>('expense', '&from=2026-01-01&to=2026-12-31');
    expect(page._data.map((r) => [r.entryNo, r.typeName, r.counterpartName, r.amount, r.status])).toEqual([
      [1, 'Kırtasiye', 'Rapor Bankası', 120_000, 'Geçerli'],
      [2, 'Temizlik', 'Rapor Kasası', 30_000, 'Geçerli'],
      [4, 'Kırtasiye', 'Işık Kırtasiye Ltd.', 80_000, 'Geçerli'],
    ]);
    expect(page.totals).toMatchObject({ count: 3, amount: 230_000, vatAmount: 27_273, net: 202_727 });
    expect(page.totals.byType).toEqual([
      { typeName: 'Kırtasiye', count: 2, amount: 200_000, vatAmount: 27_273, net: 172_727 },
      { typeName: 'Temizlik', count: 1, amount: 30_000, vatAmount: 0, net: 30_000 },
    ]);
    expect(page.totals.byVatRate).toEqual([
      { vatRate: 0, amount: 30_000, vatAmount: 0, net: 30_000 },
      { vatRate: 10, amount: 80_000, vatAmount: 7_273, net: 72_727 },
      { vatRate: 20, amount: 120_000, vatAmount: 20_000, net: 100_000 },
    ]);
  });

  it('lists a cancelled expense when asked, never counting it among the valid ones', async () => {
    const all = await report<Row>('expense', '&status=all');
    expect(all._totalData).toBe(4);
    expect(all._data.find((r) => r.entryNo === 3)).toMatchObject({
      status: 'İptal',
      cancelReason: 'Yanlış kasa',
    });
    expect(all.totals).toMatchObject({ count: 3, amount: 230_000 });
    const cancelled = await report<Row>('expense', '&status=cancelled');
    expect([cancelled._totalData, cancelled.totals.amount]).toEqual([1, 50_000]);
    const fromBank = await report<Row>('expense', `&cashBookId=${book.bank}`);
    expect([fromBank._totalData, fromBank.totals.amount]).toEqual([1, 120_000]);
    expect((await report<Row>('expense', '&to=2026-02-28'))._totalData).toBe(2);
  });

  it('sorts the expenses by amount or type on the server, and refuses another column', async () => {
    const entryNos = async (query: string) =>
      (await report<Row>('expense', query))._data.map((r) => r.entryNo);
    expect(await entryNos('&_sort=amount&_order=desc')).toEqual([1, 4, 2]);
    expect(await entryNos('&_sort=amount&_order=asc')).toEqual([2, 4, 1]);
    expect(await entryNos('&_sort=typeName&_order=desc')).toEqual([2, 4, 1]);
    const refused = await t.app.inject({
      url: '/api/finance/report/expense?_sort=documentNo',
      headers: bearer(t.token.otherManager),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('totals revenues the same way', async () => {
    const page = await report<Row>('revenue');
    expect(page.totals).toMatchObject({ count: 2, amount: 300_000, vatAmount: 50_000, net: 250_000 });
    expect(page.totals.byType).toEqual([
      { typeName: 'Kantin Kirası', count: 2, amount: 300_000, vatAmount: 50_000, net: 250_000 },
    ]);
  });
});

describe('POS cash-out report', () => {
  it('lists POS payouts with the commission kept back', async () => {
    const page = await report('pos-cash-out', '&from=2026-04-01&to=2026-04-30');
    expect(page._data).toEqual([
      expect.objectContaining({
        transferNo: 9001,
        fromCashBookName: 'Rapor POS',
        toCashBookName: 'Rapor Bankası',
        amount: 100_000,
        fee: 3_000,
        net: 97_000,
      }),
    ]);
    expect(page.totals).toEqual({ count: 1, amount: 100_000, fee: 3_000, net: 97_000 });
    expect((await report('pos-cash-out', '&from=2026-05-01'))._totalData).toBe(0);
  });
});

describe('income-expense summary', () => {
  it('sums the money into and out of the cash books per month, by what moved it', async () => {
    const page = await report<Record<string, number>>('income-expense', '&year=2026');
    expect(page._totalData).toBe(12);
    const byMonth = new Map(page._data.map((r) => [r.month as string, r]));
    expect(byMonth.get('2026-01')).toMatchObject({ monthName: 'Ocak 2026', income: 0, expense: 0, net: 0 });
    expect(byMonth.get('2026-02')).toMatchObject({ expenses: 200_000, expense: 200_000, net: -200_000 });
    expect(byMonth.get('2026-03')).toMatchObject({
      collections: 25_000,
      revenues: 200_000,
      otherIn: 0,
      income: 225_000,
      expense: 0,
      net: 225_000,
    });
    expect(byMonth.get('2026-04')).toMatchObject({
      revenues: 100_000,
      expenses: 3_000,
      otherOut: 0,
      net: 97_000,
    });
    expect(page.totals).toMatchObject({
      collections: 25_000,
      revenues: 300_000,
      income: 325_000,
      expenses: 153_000,
      otherOut: 0,
      expense: 153_000,
      net: 172_000,
    });
  });

  it('makes each month’s net the change of the cash books’ total balance, less opening balances', async () => {
    const page = await report('income-expense', '&fromMonth=2026-01&toMonth=2026-11');
    expect(page._totalData).toBe(11);
    const openings = new Map([['2026-01', 1_100_000]]);
    let before = await statusTotal('2025-12-31');
    for (const row of page._data) {
      const month = row.month as string;
      const end = await statusTotal(
        `${month}-${month === '2026-02' ? '28' : ['04', '06', '09', '11'].includes(month.slice(5)) ? '30' : '31'}`,
      );
      expect(row.net, month).toBe(end - before - (openings.get(month) ?? 0));
      before = end;
    }
  });

  it('refuses a range of more than 24 months', async () => {
    const res = await raw('finance/report/income-expense?fromMonth=2024-01&toMonth=2026-12');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['En fazla 24 aylık bir aralık seçebilirsiniz.']);
  });
});

describe('exports and isolation', () => {
  it('exports every report to Excel, the case report framed by its opening and closing balances', async () => {
    for (const url of [
      `case/excel?cashBookId=${book.bank}&from=2026-02-01`,
      'case-status/excel',
      'expense/excel',
      'revenue/excel',
      'pos-cash-out/excel',
      'income-expense/excel?year=2026',
    ]) {
      const res = await raw(`finance/report/${url}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
    const res = await raw(`finance/report/case/excel?cashBookId=${book.bank}&from=2026-02-01`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(EXCEL_HEADER_ROW).getCell(6).value).toBe('Bakiye');
    const opening = sheet.getRow(EXCEL_HEADER_ROW + 1);
    expect([opening.getCell(1).value, opening.getCell(3).value, opening.getCell(6).value]).toEqual([
      new Date(Date.UTC(2026, 1, 1)),
      'Devir Bakiyesi',
      10_000,
    ]);
    expect(opening.getCell(6).numFmt).toBe('#,##0.00 ₺');
    expect(sheet.getRow(sheet.rowCount).getCell(6).value).toBe(8_770);
    expect(sheet.getRow(sheet.rowCount).getCell(6).font?.bold).toBe(true);
  });

  it('shows another business none of these rows', async () => {
    for (const name of ['case-status', 'expense', 'revenue', 'pos-cash-out', 'income-expense']) {
      const res = await raw(`finance/report/${name}?_pageSize=100`, t.token.founder);
      expect(res.statusCode, name).toBe(200);
      for (const marker of ['Rapor Bankası', 'Rapor Kasası', 'Kırtasiye', 'Kantin', 'Rapor POS'])
        expect(res.body, name).not.toContain(marker);
    }
    const other = await report('income-expense', '&year=2026', t.token.founder);
    expect(other.totals.net).toBe(0);
    const filtered = await report('expense', `&branchId=${branchId}`, t.token.founder);
    expect(filtered._totalData).toBe(0);
  });
});
