import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { apiCalls } from '../../test/api-calls';
import { bearer, decodeClaims, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { multipartFile, unbalancedMovementCount } from './finance.test-support';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let branchId: string;
let businessId: string;

type Answer = Record<string, unknown> & { id: string; message?: string };
type Refusal = { title?: string; message?: string; errors?: string[]; details?: unknown };
type Book = { id: string; name: string; branchId: string; balance: number };

const { inject, post, get, refused } = apiCalls<Answer, Refusal>(
  () => t.app,
  () => t.token.otherManager,
);

const balanceOf = async (id: string, as = t.token.otherManager) =>
  (await get<Book>(`finance/cash-book/${id}`, as)).balance;
const ledgerIsBalanced = async () => {
  const unbalanced = await unbalancedMovementCount(t.handle.db);
  const [total] = await queryRows<{ sum: string }>(
    t.handle.db,
    sql`select coalesce(sum(amount), 0) as sum from ledger_postings`,
  );
  return unbalanced === 0 && Number(total!.sum) === 0;
};

let bookNo = 0;
const newCashBook = async (extra: object = {}, as = t.token.otherManager, branch = branchId) =>
  (
    await post(
      'finance/cash-book',
      { branchId: branch, name: `Kasa ${++bookNo}`, kind: 'Cash', ...extra },
      as,
    )
  ).id;

let expenseTypeId: string;
let revenueTypeId: string;
let supplierId: string;

const expense = (cashBookId: string | null, amount: string, extra: object = {}) => ({
  branchId,
  typeId: expenseTypeId,
  occurredOn: '2026-10-05',
  amount,
  vatRate: 20,
  cashBookId,
  ...extra,
});

beforeAll(async () => {
  const claims = decodeClaims(t.token.otherManager);
  branchId = claims.br as string;
  businessId = claims.biz as string;
  expenseTypeId = (await post('finance/expense-type', { name: 'Kırtasiye' })).id;
  revenueTypeId = (await post('finance/revenue-type', { name: 'Kantin Kirası' })).id;
  const typeId = (await post('finance/account-card-type', { name: 'Tedarikçiler' })).id;
  supplierId = (
    await post('finance/account-card', {
      accountCardTypeId: typeId,
      kind: 'Supplier',
      name: 'Işık Kırtasiye Ltd.',
      taxNumber: '1234567890',
      iban: 'TR330006100519786457841326',
    })
  ).id;
});

describe('finance definitions', () => {
  it('keeps expense, revenue and account card types with unique names and the rule messages', async () => {
    const list = await get<{ _data: { name: string }[]; _totalData: number }>('finance/expense-type');
    expect(list._data.map((r) => r.name)).toEqual(['Kırtasiye']);
    expect((await refused('finance/expense-type', { name: 'KIRTASİYE' })).message).toBe(
      'Bu adla bir gider türü zaten var.',
    );
    expect((await refused('finance/revenue-type', { name: ' ' })).errors).toEqual([
      'Lütfen Gelir Türü Adı Giriniz!',
    ]);
    const id = (await post('finance/revenue-type', { name: 'Bağış' })).id;
    await post('finance/revenue-type/update', { id, name: 'Bağışlar', isActive: false });
    expect(await get(`finance/revenue-type/${id}`)).toMatchObject({ name: 'Bağışlar', isActive: false });
    expect((await get<unknown[]>('finance/revenue-type/list')).length).toBe(1);
    expect((await get(`finance/revenue-type/delete/${id}`)).message).toBe('Gelir türü silindi.');
  });

  it('validates account cards and refuses a type of another business', async () => {
    const errors = (
      await refused('finance/account-card', { kind: 'Supplier', name: 'X', iban: 'TR00', taxNumber: '12' })
    ).errors;
    expect(errors).toContain('IBAN Numarası Geçersiz!');
    expect(errors).toContain('Vergi Numarası 10 ya da 11 haneli olmalıdır!');
    expect((await refused('finance/account-card', { name: 'X' })).errors).toEqual([
      'Lütfen Cari Türü Seçiniz!',
    ]);
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    const foreignType = (await post('finance/account-card-type', { name: 'Başka' }, founder)).id;
    expect(
      (await refused('finance/account-card', { kind: 'Other', name: 'Y', accountCardTypeId: foreignType }))
        .message,
    ).toBe('Seçilen cari kart türü bu kuruma veya şubeye ait değil.');
    const card = await get<{ name: string; accountCardTypeName: string; balance: number }>(
      `finance/account-card/${supplierId}`,
    );
    expect(card).toMatchObject({
      name: 'Işık Kırtasiye Ltd.',
      accountCardTypeName: 'Tedarikçiler',
      balance: 0,
    });
  });

  it('needs a valid IBAN for a bank and posts the opening balance instead of typing it', async () => {
    expect(
      (await refused('finance/cash-book', { branchId, name: 'Banka', kind: 'Bank', bankName: 'Ziraat' }))
        .errors,
    ).toEqual(['Banka hesabı için IBAN zorunludur!']);
    expect(
      (await refused('finance/cash-book', { branchId, name: 'Banka', kind: 'Bank', iban: 'TR33 0006 1005' }))
        .errors,
    ).toEqual(['IBAN Numarası Geçersiz!']);
    const bank = await newCashBook({
      kind: 'Bank',
      bankName: 'Ziraat',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      openingBalance: '1.500,50',
      openingDate: '2026-09-01',
    });
    expect(await balanceOf(bank)).toBe(150050);
    const [opening] = await queryRows<{ account_kind: string; amount: string; occurred_on: string }>(
      t.handle.db,
      sql`select p.account_kind, p.amount, p.occurred_on::text from ledger_postings p join ledger_transactions x on x.id = p.transaction_id
          where x.source_id = ${bank} and p.account_kind = 'OpeningBalance'`,
    );
    expect(Number(opening!.amount)).toBe(-150050);
    expect(opening!.occurred_on).toBe('2026-09-01');
    const page = await get<{ _data: Book[] }>('finance/cash-book?_pageSize=100');
    expect(page._data.find((b) => b.id === bank)!.balance).toBe(150050);
    expect((await get<Book[]>('finance/cash-book/list')).find((b) => b.id === bank)!.balance).toBe(150050);
    const res = await inject('GET', `finance/cash-book/delete/${bank}`);
    expect(res.json().message).toBe('Hareket görmüş bir kasa silinemez. Kasayı pasif yapabilirsiniz.');
    const empty = await newCashBook();
    expect((await get(`finance/cash-book/delete/${empty}`)).message).toBe('Kasa silindi.');
  });
});

describe('expenses and revenues', () => {
  it('lowers the cash book by an expense, and the cancellation restores it', async () => {
    const book = await newCashBook({ openingBalance: '1000' });
    const created = await post<Answer & { entryNo: number }>(
      'finance/expense',
      expense(book, '250,40', { description: 'Fotokopi kağıdı', documentNo: 'A-17' }),
    );
    expect(created.message).toBe(`Gider kaydedildi. No: ${created.entryNo}`);
    expect(await balanceOf(book)).toBe(100000 - 25040);
    const row = await get(`finance/expense/${created.id}`);
    expect(row).toMatchObject({
      amount: 25040,
      vatRate: 20,
      vatAmount: 4173,
      typeName: 'Kırtasiye',
      cancelled: false,
    });

    const page = await get<{ _data: { id: string }[]; totals: { amount: number } }>(
      `finance/expense?cashBookId=${book}&from=2026-10-01&to=2026-10-31&_searchTerm=fotokopi`,
    );
    expect(page._data.map((r) => r.id)).toEqual([created.id]);
    expect(page.totals.amount).toBe(25040);
    expect(
      (await get<{ _totalData: number }>(`finance/expense?cashBookId=${book}&from=2026-11-01`))._totalData,
    ).toBe(0);

    await post('finance/expense/update', { id: created.id, typeId: expenseTypeId, description: 'A4 kağıt' });
    expect(await get(`finance/expense/${created.id}`)).toMatchObject({
      description: 'A4 kağıt',
      amount: 25040,
    });

    expect((await post(`finance/expense/${created.id}/cancel`, { reason: 'Yanlış kasa' })).message).toBe(
      'Gider iptal edildi.',
    );
    expect(await balanceOf(book)).toBe(100000);
    expect(await get(`finance/expense/${created.id}`)).toMatchObject({
      cancelled: true,
      cancelReason: 'Yanlış kasa',
    });
    expect((await refused(`finance/expense/${created.id}/cancel`, { reason: 'Tekrar' })).message).toBe(
      'Bu gider zaten iptal edilmiş.',
    );
    expect((await refused('finance/expense/update', { id: created.id, typeId: expenseTypeId })).message).toBe(
      'İptal edilmiş bir gider değiştirilemez.',
    );
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('takes exactly one of a cash book and an account card, and a positive amount', async () => {
    const book = await newCashBook();
    expect((await refused('finance/expense', expense(null, '10'))).errors).toEqual([
      'Lütfen Kasa veya Cari Kart Seçiniz!',
    ]);
    expect(
      (await refused('finance/expense', expense(book, '10', { accountCardId: supplierId }))).errors,
    ).toEqual(['Lütfen Kasa veya Cari Kart Seçiniz!']);
    expect((await refused('finance/expense', expense(book, '0'))).errors).toEqual([
      'Tutar sıfırdan büyük olmalıdır!',
    ]);
    expect((await refused('finance/expense', expense(book, 'on lira'))).errors).toEqual([
      'Lütfen Tutar Alanına Sayı Giriniz!',
    ]);
    expect((await refused('finance/expense', expense(book, '10', { vatRate: 7 }))).errors).toEqual([
      'Lütfen KDV Oranı Seçiniz!',
    ]);
  });

  it('leaves an expense on an account card as owed to the supplier; a revenue raises a cash book', async () => {
    await post('finance/expense', expense(null, '1.200', { accountCardId: supplierId }));
    expect((await get<{ balance: number }>(`finance/account-card/${supplierId}`)).balance).toBe(-120000);
    const book = await newCashBook();
    const rev = await post('finance/revenue', {
      branchId,
      typeId: revenueTypeId,
      occurredOn: '2026-10-06',
      amount: '3000',
      cashBookId: book,
    });
    expect(await balanceOf(book)).toBe(300000);
    expect(await get(`finance/revenue/${rev.id}`)).toMatchObject({
      typeName: 'Kantin Kirası',
      amount: 300000,
    });
    await post(`finance/revenue/${rev.id}/cancel`, { reason: 'Mükerrer' });
    expect(await balanceOf(book)).toBe(0);
  });

  it('prints the expense receipt and keeps documents with the expense', async () => {
    const book = await newCashBook();
    const { id } = await post('finance/expense', expense(book, '99,90', { description: 'Toner' }));
    const pdf = await inject('GET', `finance/expense/${id}/receipt`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const upload = multipartFile('fInAnCe', { name: 'fiş.txt', type: 'text/plain', content: 'Toner fişi' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/finance/expense/document/${id}`,
      headers: { ...bearer(t.token.otherManager), ...upload.headers },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(200);
    const docs = await get<{ fileName: string }[]>(`finance/expense/document/${id}`);
    expect(docs.map((d) => d.fileName)).toEqual(['fiş.txt']);
  });
});

describe('virmans', () => {
  it('moves money between two cash books of the branch in one balanced movement', async () => {
    const a = await newCashBook({ openingBalance: '500' });
    const b = await newCashBook();
    const v = await post<Answer & { transferNo: number }>('finance/account-virman', {
      fromCashBookId: a,
      toCashBookId: b,
      amount: '200',
      occurredOn: '2026-10-07',
    });
    expect(v.message).toBe(`Hesap virmanı kaydedildi. No: ${v.transferNo}`);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([30000, 20000]);
    const [movement] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from ledger_transactions where source_id = ${v.id}`,
    );
    expect(movement!.n).toBe(1);
    const list = await get<{ _data: { id: string; fromCashBookName: string }[] }>(
      `finance/account-virman?cashBookId=${b}`,
    );
    expect(list._data.map((r) => r.id)).toEqual([v.id]);
    await post(`finance/account-virman/${v.id}/cancel`, { reason: 'Yanlış tutar' });
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([50000, 0]);
    expect(
      (
        await refused('finance/account-virman', {
          fromCashBookId: a,
          toCashBookId: a,
          amount: '1',
          occurredOn: '2026-10-07',
        })
      ).errors,
    ).toEqual(['Çıkış ve giriş kasası aynı olamaz!']);
  });

  it('asks before moving more than the source holds, and moves it once confirmed', async () => {
    const a = await newCashBook({ openingBalance: '100' });
    const b = await newCashBook();
    const body = { fromCashBookId: a, toCashBookId: b, amount: '150', occurredOn: '2026-10-08' };
    const answer = await refused('finance/account-virman', body);
    expect(answer).toMatchObject({
      title: 'Onay Gerekli',
      message: 'Kasa bakiyesi yetersiz. Yine de aktarılsın mı? (Kasa bakiyesi: 100,00 ₺)',
      details: { needsConfirmation: true, balance: 10000 },
    });
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([10000, 0]);
    await post('finance/account-virman', { ...body, confirmed: true });
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([-5000, 15000]);
  });

  describe('between branches', () => {
    let wide: string;
    let branch2: string;
    let book1: string;
    let book2: string;

    beforeAll(async () => {
      const admin = (await signInAs(t.app, DEMO.admin)).token;
      branch2 = (await post('admin/branch', { businessId, name: 'Kadıköy Şube' }, admin)).id;
      await post(
        'admin/account',
        { businessId, email: DEMO.otherManager, role: 'Manager', branchId: null },
        admin,
      );
      const roles = await get<{ id: string; branchId: string | null }[]>('account/roles');
      const account = roles.find((r) => r.branchId === null)!;
      const session = await get<{ jwtToken: string }>(`account/set-active-account/${account.id}`);
      wide = session.jwtToken;
      expect(decodeClaims(wide).br).toBeNull();
      book1 = await newCashBook({ openingBalance: '1000' });
      book2 = await newCashBook({}, wide, branch2);
    });

    it('posts each side in its own branch through BranchTransfer, both in one transaction', async () => {
      // A branch account's targets are the other branches' books (the founder works business-wide).
      await insertAccount(t.handle.db, 'virman.mudur@demo.test', { businessId, branchId, role: 'Manager' });
      const branchManager = (await signInAs(t.app, 'virman.mudur@demo.test')).token;
      const targets = await get<{ id: string; branchName: string }[]>(
        'finance/branch-virman/targets',
        branchManager,
      );
      expect(targets.map((b) => b.id)).toContain(book2);
      expect(targets.every((b) => b.branchName === 'Kadıköy Şube')).toBe(true);
      const v = await post('finance/branch-virman', {
        fromCashBookId: book1,
        toCashBookId: book2,
        amount: '400',
        occurredOn: '2026-10-09',
      });
      expect([await balanceOf(book1), await balanceOf(book2, wide)]).toEqual([60000, 40000]);
      const sides = await queryRows<{ branch_id: string; kind: string; amount: string }>(
        t.handle.db,
        sql`select p.branch_id, p.account_kind as kind, sum(p.amount)::text as amount from ledger_postings p
            join ledger_transactions x on x.id = p.transaction_id where x.source_id = ${v.id}
            group by p.branch_id, p.account_kind order by p.branch_id, p.account_kind`,
      );
      const byBranch = (b: string) =>
        Object.fromEntries(sides.filter((s) => s.branch_id === b).map((s) => [s.kind, s.amount]));
      expect(byBranch(branchId)).toEqual({ BranchTransfer: '40000', CashBook: '-40000' });
      expect(byBranch(branch2)).toEqual({ BranchTransfer: '-40000', CashBook: '40000' });
      // The receiving branch sees it too; a branch account cannot read the other branch's book.
      const seen = await get<{ _data: { id: string }[] }>('finance/branch-virman', wide);
      expect(seen._data.map((r) => r.id)).toContain(v.id);
      expect((await inject('GET', `finance/cash-book/${book2}`, undefined, branchManager)).statusCode).toBe(
        404,
      );

      /** The message a virman of 1 lira from one book to another is refused with. */
      const refusalOf = async (virman: 'account' | 'branch', from: string, to: string, as?: string) =>
        (
          await refused(
            `finance/${virman}-virman`,
            { fromCashBookId: from, toCashBookId: to, amount: '1', occurredOn: '2026-10-09' },
            as,
          )
        ).message;
      expect(await refusalOf('account', book1, book2, wide)).toBe(
        'Hesap virmanı aynı şubenin kasaları arasında yapılır. Şubeler arası aktarım için şube virmanını kullanın.',
      );
      const same = await newCashBook();
      expect(await refusalOf('branch', book1, same)).toBe(
        'Şube virmanı farklı şubelerin kasaları arasında yapılır.',
      );
      // A branch account sends only from its own branch.
      expect(await refusalOf('branch', book2, book1, branchManager)).toBe(
        'Seçilen çıkış kasası bu kuruma veya şubeye ait değil.',
      );

      await post(`finance/branch-virman/${v.id}/cancel`, { reason: 'Geri alındı' });
      expect([await balanceOf(book1), await balanceOf(book2, wide)]).toEqual([100000, 0]);
      expect(await ledgerIsBalanced()).toBe(true);
    });
  });
});

describe('audit and tenancy', () => {
  it('records every finance write with the screen’s route path', async () => {
    const book = await newCashBook();
    const res = await inject('POST', 'finance/expense', expense(book, '5'), t.token.otherManager, {
      'x-route-path': '/finance/expense/add',
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: string };
    await inject('POST', `finance/expense/${id}/cancel`, { reason: 'Deneme' }, t.token.otherManager, {
      'x-route-path': '/finance/expense',
    });
    const rows = await queryRows<{ action: string; route_path: string; entity: string }>(
      t.handle.db,
      sql`select action, route_path, entity from audit_log where entity_id = ${id} order by id`,
    );
    expect(rows).toEqual([
      { action: 'create', route_path: '/finance/expense/add', entity: 'expense' },
      { action: 'cancel', route_path: '/finance/expense', entity: 'expense' },
    ]);
    const [cashBookAudit] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from audit_log where entity = 'cash-book' and action = 'create'`,
    );
    expect(cashBookAudit!.n).toBeGreaterThan(0);
  });

  it('answers 404 for another business’s records', async () => {
    const book = await newCashBook({ openingBalance: '10' });
    const { id } = await post('finance/expense', expense(book, '1'));
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    expect((await inject('GET', `finance/expense/${id}`, undefined, founder)).statusCode).toBe(404);
    expect((await inject('GET', `finance/cash-book/${book}`, undefined, founder)).statusCode).toBe(404);
    expect((await inject('GET', `finance/account-card/${supplierId}`, undefined, founder)).statusCode).toBe(
      404,
    );
    expect((await inject('POST', `finance/expense/${id}/cancel`, { reason: 'x' }, founder)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `finance/expense/${id}/receipt`, undefined, founder)).statusCode).toBe(404);
    const list = await get<{ _data: { id: string }[] }>('finance/expense?_pageSize=100', founder);
    expect(list._data.some((r) => r.id === id)).toBe(false);
  });
});
