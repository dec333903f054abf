import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import {
  CHECKOUT_FUTURE_MESSAGE,
  CHECKOUT_REASON_MESSAGE,
  CHECKOUT_REPEAT_MESSAGE,
  POS_CASH_OUT_EXPENSE_TYPE_MESSAGE,
  POS_CASH_OUT_FEE_MESSAGE,
  POS_CASH_OUT_SOURCE_MESSAGE,
  POS_CASH_OUT_TARGET_MESSAGE,
} from '@panel/shared/finance/checkouts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { apiCalls } from '../../../test/api-calls';
import { decodeClaims, signInAs } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { unbalancedMovementCount } from '../finance.test-support';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let branchId: string;
let expenseTypeId: string;

type Answer = Record<string, unknown> & { id: string; message?: string };
type Book = { id: string; balance: number };
type ErrorAnswer = { title?: string; message?: string; errors?: string[]; details?: unknown };

const { inject, post, get, refused } = apiCalls<Answer, ErrorAnswer>(
  () => t.app,
  () => t.token.otherManager,
);

const balanceOf = async (id: string) => (await get<Book>(`finance/cash-book/${id}`)).balance;
const balanceUntil = async (id: string, day: string) => {
  const [row] = await queryRows<{ sum: string }>(
    t.handle.db,
    sql`select coalesce(sum(amount), 0) as sum from ledger_postings where account_kind = 'CashBook' and account_id = ${id} and occurred_on <= ${day}`,
  );
  return Number(row!.sum);
};
const ledgerIsBalanced = async () => (await unbalancedMovementCount(t.handle.db)) === 0;

let bookNo = 0;
const newCashBook = async (extra: object = {}) =>
  (
    await post('finance/cash-book', {
      branchId,
      name: `Sayım Kasası ${++bookNo}`,
      kind: 'Cash',
      openingDate: '2026-10-01',
      ...extra,
    })
  ).id;
const bank = (extra: object = {}) =>
  newCashBook({ kind: 'Bank', bankName: 'Ziraat', iban: 'TR330006100519786457841326', ...extra });

beforeAll(async () => {
  branchId = decodeClaims(t.token.otherManager).br as string;
  expenseTypeId = (await post('finance/expense-type', { name: 'Banka Komisyonu' })).id;
});

describe('end-of-day cash count', () => {
  it('expects the balance up to the day, posts the difference with its reason, and cancelling restores it', async () => {
    const book = await newCashBook({ openingBalance: '1000' });
    await post('finance/expense', {
      branchId,
      typeId: expenseTypeId,
      occurredOn: '2026-10-05',
      amount: '250',
      cashBookId: book,
    });
    // A later movement is not part of the day's expected balance.
    await post('finance/expense', {
      branchId,
      typeId: expenseTypeId,
      occurredOn: '2026-10-08',
      amount: '100',
      cashBookId: book,
    });
    const day = '2026-10-05';
    expect(await get(`finance/checkout/expected?cashBookId=${book}&countedOn=${day}`)).toEqual({
      expected: 75000,
      existingId: null,
    });

    const short = { cashBookId: book, countedOn: day, counted: '740,00' };
    const noReason = await refused('finance/checkout', short);
    expect(noReason.message).toBe(CHECKOUT_REASON_MESSAGE);
    expect(noReason.errors).toEqual(['Beklenen: 750,00 ₺, sayılan: 740,00 ₺']);

    const created = await post<Answer & { expected: number; difference: number }>('finance/checkout', {
      ...short,
      reason: 'Bozuk para eksik',
    });
    expect(created).toMatchObject({
      expected: 75000,
      difference: -1000,
      message: 'Kasa sayımı ve sayım farkı kaydedildi.',
    });
    expect(await balanceUntil(book, day)).toBe(74000);
    expect(await balanceOf(book)).toBe(100000 - 25000 - 10000 - 1000);
    const [posting] = await queryRows<{ kind: string; account_kind: string; amount: string }>(
      t.handle.db,
      sql`select x.kind, p.account_kind, p.amount::text from ledger_postings p join ledger_transactions x on x.id = p.transaction_id
          where x.source_id = ${created.id} and p.account_kind = 'CashDifference'`,
    );
    expect(posting).toEqual({ kind: 'CheckoutDifference', account_kind: 'CashDifference', amount: '1000' });
    expect(await get(`finance/checkout/${created.id}`)).toMatchObject({
      expected: 75000,
      counted: 74000,
      difference: -1000,
      reason: 'Bozuk para eksik',
      cancelled: false,
    });

    expect((await refused('finance/checkout', { ...short, counted: '740', reason: 'Tekrar' })).message).toBe(
      CHECKOUT_REPEAT_MESSAGE,
    );
    expect((await get(`finance/checkout/expected?cashBookId=${book}&countedOn=${day}`)).existingId).toBe(
      created.id,
    );

    expect((await post(`finance/checkout/${created.id}/cancel`, { reason: 'Yanlış sayıldı' })).message).toBe(
      'Kasa sayımı iptal edildi.',
    );
    expect(await balanceUntil(book, day)).toBe(75000);
    expect(await balanceOf(book)).toBe(100000 - 25000 - 10000);
    expect(await get(`finance/checkout/${created.id}`)).toMatchObject({
      cancelled: true,
      cancelReason: 'Yanlış sayıldı',
    });
    expect((await refused(`finance/checkout/${created.id}/cancel`, { reason: 'Yine' })).message).toBe(
      'Bu kasa sayımı zaten iptal edilmiş.',
    );

    // The day is counted again; an exact count needs no reason and posts nothing.
    const exact = await post<Answer & { difference: number; expected: number }>('finance/checkout', {
      cashBookId: book,
      countedOn: day,
      counted: '750',
    });
    expect(exact).toMatchObject({ expected: 75000, difference: 0, message: 'Kasa sayımı kaydedildi.' });
    const [moves] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from ledger_transactions where source_id = ${exact.id}`,
    );
    expect(moves!.n).toBe(0);
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('counts a surplus, refuses a future day and answers the rule messages', async () => {
    const book = await newCashBook({ openingBalance: '100' });
    const surplus = await post<Answer & { difference: number }>('finance/checkout', {
      cashBookId: book,
      countedOn: '2026-10-02',
      counted: '105,50',
      reason: 'Fazla para',
    });
    expect(surplus.difference).toBe(550);
    expect(await balanceOf(book)).toBe(10550);
    expect(
      (
        await refused('finance/checkout', {
          cashBookId: book,
          countedOn: addDays(todayInIstanbul(), 1),
          counted: '1',
        })
      ).message,
    ).toBe(CHECKOUT_FUTURE_MESSAGE);
    expect((await refused('finance/checkout', { countedOn: '2026-10-03', counted: 'çok' })).errors).toEqual([
      'Lütfen Kasa Seçiniz!',
      'Lütfen Sayılan Tutar Alanına Sayı Giriniz!',
    ]);
    expect((await refused('finance/checkout', { cashBookId: book, counted: '1' })).errors).toEqual([
      'Lütfen Sayım Tarihi Seçiniz!',
    ]);
  });

  it('lists counts with paging and filters, totals the differences and exports them to Excel', async () => {
    const book = await newCashBook({ openingBalance: '500' });
    for (const [day, counted] of [
      ['2026-10-10', '490'],
      ['2026-10-11', '495'],
      ['2026-10-12', '500'],
    ] as const)
      await post('finance/checkout', { cashBookId: book, countedOn: day, counted, reason: 'Fark' });
    const page = await get<{
      _data: { countedOn: string; difference: number }[];
      _totalData: number;
      _pageCount: number;
      totals: { surplus: number; shortage: number };
    }>(`finance/checkout?cashBookId=${book}&_pageSize=2`);
    expect(page._totalData).toBe(3);
    expect(page._pageCount).toBe(2);
    expect(page._data.map((r) => r.countedOn)).toEqual(['2026-10-12', '2026-10-11']);
    // 490 (-10), then 495 against 490 (+5), then 500 against 495 (+5).
    expect(page.totals).toEqual({ surplus: 1000, shortage: -1000 });
    const ranged = await get<{ _totalData: number }>(
      `finance/checkout?cashBookId=${book}&from=2026-10-11&to=2026-10-11&branchId=${branchId}`,
    );
    expect(ranged._totalData).toBe(1);
    const bookName = `Sayım Kasası ${bookNo}`;
    const searched = (q: string) =>
      get<{ _totalData: number }>(`finance/checkout?cashBookId=${book}&_searchTerm=${encodeURIComponent(q)}`);
    expect((await searched(bookName.toLocaleUpperCase('tr')))._totalData).toBe(3);
    expect((await searched('başka kasa'))._totalData).toBe(0);
    const excel = await inject('GET', `finance/checkout/excel?cashBookId=${book}`);
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('POS cash-out', () => {
  it('moves a POS balance to a bank in one balanced movement, the commission as an expense', async () => {
    const pos = await newCashBook({ kind: 'Pos', openingBalance: '1000' });
    const bankBook = await bank();
    const created = await post<Answer & { transferNo: number }>('finance/checkout/pos-cash-out', {
      fromCashBookId: pos,
      toCashBookId: bankBook,
      amount: '500',
      fee: '12,50',
      expenseTypeId,
      occurredOn: '2026-10-15',
      description: 'Ekim POS',
    });
    expect(created.message).toBe(`POS nakde çevirme kaydedildi. No: ${created.transferNo}`);
    expect([await balanceOf(pos), await balanceOf(bankBook)]).toEqual([50000, 48750]);
    const lines = await queryRows<{ account_kind: string; account_id: string; amount: string }>(
      t.handle.db,
      sql`select p.account_kind, p.account_id::text, p.amount::text from ledger_postings p
          join ledger_transactions x on x.id = p.transaction_id where x.source_id = ${created.id} order by p.amount`,
    );
    expect(lines).toEqual([
      { account_kind: 'CashBook', account_id: pos, amount: '-50000' },
      { account_kind: 'Expense', account_id: expenseTypeId, amount: '1250' },
      { account_kind: 'CashBook', account_id: bankBook, amount: '48750' },
    ]);
    const [row] = await queryRows<{ kind: string; amount: string; fee: string }>(
      t.handle.db,
      sql`select kind, amount::text, fee::text from transfers where id = ${created.id}`,
    );
    expect(row).toEqual({ kind: 'PosCashOut', amount: '50000', fee: '1250' });
    const list = await get<{ _data: { id: string; expenseTypeName: string | null; fee: number }[] }>(
      `finance/checkout/pos-cash-out?cashBookId=${pos}`,
    );
    expect(list._data).toMatchObject([{ id: created.id, expenseTypeName: 'Banka Komisyonu', fee: 1250 }]);
    // A POS cash-out is not an account virman.
    const virmans = await get<{ _data: { id: string }[] }>(`finance/account-virman?cashBookId=${pos}`);
    expect(virmans._data).toEqual([]);

    await post(`finance/checkout/pos-cash-out/${created.id}/cancel`, { reason: 'Banka iade etti' });
    expect([await balanceOf(pos), await balanceOf(bankBook)]).toEqual([100000, 0]);
    expect(await get(`finance/checkout/pos-cash-out/${created.id}`)).toMatchObject({
      cancelled: true,
      cancelReason: 'Banka iade etti',
    });
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('takes only a POS account to a bank, and asks before taking more than the POS holds', async () => {
    const pos = await newCashBook({ kind: 'Pos', openingBalance: '100' });
    const cash = await newCashBook();
    const bankBook = await bank();
    const body = { fromCashBookId: pos, toCashBookId: bankBook, amount: '150', occurredOn: '2026-10-16' };
    expect((await refused('finance/checkout/pos-cash-out', { ...body, fromCashBookId: cash })).message).toBe(
      POS_CASH_OUT_SOURCE_MESSAGE,
    );
    expect((await refused('finance/checkout/pos-cash-out', { ...body, toCashBookId: cash })).message).toBe(
      POS_CASH_OUT_TARGET_MESSAGE,
    );
    expect((await refused('finance/checkout/pos-cash-out', { ...body, fee: '5' })).errors).toEqual([
      POS_CASH_OUT_EXPENSE_TYPE_MESSAGE,
    ]);
    expect(
      (await refused('finance/checkout/pos-cash-out', { ...body, fee: '150', expenseTypeId })).errors,
    ).toEqual([POS_CASH_OUT_FEE_MESSAGE]);
    expect(await refused('finance/checkout/pos-cash-out', body)).toMatchObject({
      title: 'Onay Gerekli',
      details: { needsConfirmation: true, balance: 10000 },
    });
    await post('finance/checkout/pos-cash-out', { ...body, confirmed: true });
    expect([await balanceOf(pos), await balanceOf(bankBook)]).toEqual([-5000, 15000]);
  });
});

describe('audit and tenancy', () => {
  it('audits counts and cash-outs with the route path and answers 404 to another business', async () => {
    const book = await newCashBook({ openingBalance: '10' });
    const res = await inject(
      'POST',
      'finance/checkout',
      { cashBookId: book, countedOn: '2026-10-20', counted: '10' },
      t.token.otherManager,
      { 'x-route-path': '/finance/checkout' },
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: string };
    const [audit] = await queryRows<{ route_path: string; entity: string }>(
      t.handle.db,
      sql`select route_path, entity from audit_log where entity_id = ${id}`,
    );
    expect(audit).toEqual({ route_path: '/finance/checkout', entity: 'checkout' });

    const pos = await newCashBook({ kind: 'Pos', openingBalance: '10' });
    const cashOut = await post('finance/checkout/pos-cash-out', {
      fromCashBookId: pos,
      toCashBookId: await bank(),
      amount: '5',
      occurredOn: '2026-10-20',
    });
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    expect((await inject('GET', `finance/checkout/${id}`, undefined, founder)).statusCode).toBe(404);
    expect((await inject('POST', `finance/checkout/${id}/cancel`, { reason: 'x' }, founder)).statusCode).toBe(
      404,
    );
    expect(
      (
        await inject(
          'GET',
          `finance/checkout/expected?cashBookId=${book}&countedOn=2026-10-20`,
          undefined,
          founder,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', `finance/checkout/pos-cash-out/${cashOut.id}`, undefined, founder)).statusCode,
    ).toBe(404);
    expect(
      (await inject('POST', `finance/checkout/pos-cash-out/${cashOut.id}/cancel`, { reason: 'x' }, founder))
        .statusCode,
    ).toBe(404);
    const foreign = await inject(
      'POST',
      'finance/checkout',
      { cashBookId: book, countedOn: '2026-10-21', counted: '1' },
      founder,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Seçilen kasa bu kuruma veya şubeye ait değil.');
    const list = await get<{ _data: { id: string }[] }>('finance/checkout?_pageSize=100', founder);
    expect(list._data.some((r) => r.id === id)).toBe(false);
  });
});
