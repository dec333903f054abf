import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { apiCalls } from '../../../test/api-calls';
import { decodeClaims, signInAs } from '../../../test/auth-helpers';
import { registerStudent } from '../../../test/factories/students';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { unbalancedMovementCount } from '../finance.test-support';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let branchId: string;

type Answer = Record<string, unknown> & { id: string; message?: string };
type Refusal = { title?: string; message?: string; errors?: string[]; details?: unknown };
type Detail = {
  id: string;
  portfolioNo: number;
  state: string;
  cashBookName: string | null;
  endorsedToName: string | null;
  studentName: string | null;
  movements: {
    fromState: string | null;
    toState: string;
    occurredOn: string;
    transactionId: string | null;
    reverseTransactionId: string | null;
  }[];
};

const { inject, post, get, refused } = apiCalls<Answer, Refusal>(
  () => t.app,
  () => t.token.otherManager,
);

const sumOf = async (accountKind: string, accountId: string) => {
  const [row] = await queryRows<{ sum: string }>(
    t.handle.db,
    sql`select coalesce(sum(amount), 0) as sum from ledger_postings where account_kind = ${accountKind} and account_id = ${accountId}`,
  );
  return Number(row!.sum);
};
const bookBalance = async (id: string) => (await get<{ balance: number }>(`finance/cash-book/${id}`)).balance;
const cardBalance = async (id: string) =>
  (await get<{ balance: number }>(`finance/account-card/${id}`)).balance;
const ledgerIsBalanced = async () => (await unbalancedMovementCount(t.handle.db)) === 0;

let partyId: string;
let supplierId: string;
let bankId: string;
let cashId: string;
let serial = 0;

const received = (extra: object = {}) => ({
  branchId,
  direction: 'Received',
  kind: 'Cheque',
  serialNo: `A-${++serial}`,
  drawer: 'Çağlar Öztürk',
  bankName: 'Ziraat Bankası',
  bankBranch: 'Kadıköy',
  accountNo: '12345',
  accountCardId: partyId,
  occurredOn: '2026-10-01',
  issuedOn: '2026-10-01',
  dueOn: '2026-12-01',
  amount: '1.000,00',
  ...extra,
});
const receive = (extra: object = {}) =>
  post<Answer & { portfolioNo: number }>('finance/cheque', received(extra));
const move = (id: string, body: object) =>
  post<Answer & { state: string }>(`finance/cheque/${id}/movement`, body);
const detail = (id: string) => get<Detail>(`finance/cheque/${id}`);

beforeAll(async () => {
  branchId = decodeClaims(t.token.otherManager).br as string;
  partyId = (await post('finance/account-card', { kind: 'Other', name: 'Öztürk Ailesi' })).id;
  supplierId = (await post('finance/account-card', { kind: 'Supplier', name: 'Işık Kırtasiye' })).id;
  bankId = (
    await post('finance/cash-book', {
      branchId,
      name: 'Ziraat Hesabı',
      kind: 'Bank',
      bankName: 'Ziraat',
      iban: 'TR330006100519786457841326',
    })
  ).id;
  cashId = (
    await post('finance/cash-book', {
      branchId,
      name: 'Merkez Kasa',
      kind: 'Cash',
      openingBalance: '500',
      openingDate: '2026-09-01',
    })
  ).id;
});

describe('a received cheque', () => {
  it('goes into the portfolio, to the bank, and is collected into the bank cash book', async () => {
    const { portfolioNo: suggested } = await get<{ portfolioNo: number }>('finance/cheque/next-number');
    const party = await cardBalance(partyId);
    const bank = await bookBalance(bankId);
    const res = await inject('POST', 'finance/cheque', received(), t.token.otherManager, {
      'x-route-path': '/finance/cheque',
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as Answer & { portfolioNo: number };
    expect(created.portfolioNo).toBe(suggested);
    expect(created.message).toBe(`Çek kaydedildi. Portföy No: ${suggested}`);
    expect(await sumOf('ChequePortfolio', created.id)).toBe(100000);
    expect(await cardBalance(partyId)).toBe(party - 100000);

    const deposited = await move(created.id, {
      action: 'Deposit',
      occurredOn: '2026-11-10',
      cashBookId: bankId,
    });
    expect(deposited.state).toBe('DepositedToBank');
    expect(deposited.message).toBe('Çek durumu "Bankaya Verildi" olarak kaydedildi.');
    // The bank holds only the paper until it is collected.
    expect(await bookBalance(bankId)).toBe(bank);
    expect(await sumOf('ChequePortfolio', created.id)).toBe(100000);

    const collectRes = await inject(
      'POST',
      `finance/cheque/${created.id}/movement`,
      { action: 'Collect', occurredOn: '2026-11-12' },
      t.token.otherManager,
      { 'x-route-path': `/finance/cheque/${created.id}` },
    );
    expect(collectRes.statusCode, collectRes.body).toBe(200);
    expect(await bookBalance(bankId)).toBe(bank + 100000);
    expect(await sumOf('ChequePortfolio', created.id)).toBe(0);
    expect(await cardBalance(partyId)).toBe(party - 100000);

    const d = await detail(created.id);
    expect(d).toMatchObject({ state: 'Collected', cashBookName: 'Ziraat Hesabı' });
    expect(d.movements.map((m) => [m.fromState, m.toState, m.occurredOn])).toEqual([
      [null, 'InPortfolio', '2026-10-01'],
      ['InPortfolio', 'DepositedToBank', '2026-11-10'],
      ['DepositedToBank', 'Collected', '2026-11-12'],
    ]);
    expect(d.movements[1]!.transactionId).toBeNull();
    expect(d.movements[2]!.transactionId).not.toBeNull();

    const audit = await queryRows<{ action: string; route_path: string }>(
      t.handle.db,
      sql`select action, route_path from audit_log where entity = 'cheque' and entity_id = ${created.id} order by id`,
    );
    expect(audit).toEqual([
      { action: 'create', route_path: '/finance/cheque' },
      { action: 'deposit', route_path: null },
      { action: 'collect', route_path: `/finance/cheque/${created.id}` },
    ]);
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('bounces after the deposit: the debt goes back to the party', async () => {
    const party = await cardBalance(partyId);
    const bank = await bookBalance(bankId);
    const { id } = await receive({ amount: '250' });
    expect(await cardBalance(partyId)).toBe(party - 25000);
    await move(id, { action: 'Deposit', occurredOn: '2026-11-01', cashBookId: bankId });
    expect((await move(id, { action: 'Bounce', occurredOn: '2026-11-13' })).state).toBe('Bounced');
    expect(await cardBalance(partyId)).toBe(party);
    expect(await sumOf('ChequePortfolio', id)).toBe(0);
    expect(await bookBalance(bankId)).toBe(bank);
  });

  it('bounces after collection: the collection is reversed and the party owes again', async () => {
    const party = await cardBalance(partyId);
    const bank = await bookBalance(bankId);
    const { id } = await receive({ amount: '400' });
    await move(id, { action: 'Deposit', occurredOn: '2026-11-01', cashBookId: bankId });
    await move(id, { action: 'Collect', occurredOn: '2026-11-12' });
    expect(await bookBalance(bankId)).toBe(bank + 40000);
    await move(id, { action: 'Bounce', occurredOn: '2026-11-14', description: 'Banka iade etti' });
    expect(await bookBalance(bankId)).toBe(bank);
    expect(await cardBalance(partyId)).toBe(party);
    expect(await sumOf('ChequePortfolio', id)).toBe(0);
    const last = (await detail(id)).movements.at(-1)!;
    expect(last).toMatchObject({ fromState: 'Collected', toState: 'Bounced' });
    const [reversal] = await queryRows<{ reverses_id: string }>(
      t.handle.db,
      sql`select reverses_id::text from ledger_transactions where id = ${last.reverseTransactionId}`,
    );
    expect(reversal!.reverses_id).toBe((await detail(id)).movements[2]!.transactionId);
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('is endorsed to a supplier, lowering what we owe it', async () => {
    const supplier = await cardBalance(supplierId);
    const { id } = await receive({ amount: '300', kind: 'PromissoryNote', bankName: null });
    expect(
      (await refused(`finance/cheque/${id}/movement`, { action: 'Endorse', occurredOn: '2026-10-05' }))
        .errors,
    ).toEqual(['Lütfen Cari Kart Seçiniz!']);
    expect(
      (
        await refused(`finance/cheque/${id}/movement`, {
          action: 'Endorse',
          occurredOn: '2026-10-05',
          accountCardId: partyId,
        })
      ).message,
    ).toBe('Bir senet alındığı cariye ciro edilemez; iade işlemini kullanın.');
    await move(id, { action: 'Endorse', occurredOn: '2026-10-05', accountCardId: supplierId });
    expect(await cardBalance(supplierId)).toBe(supplier + 30000);
    expect(await sumOf('ChequePortfolio', id)).toBe(0);
    expect(await detail(id)).toMatchObject({ state: 'Endorsed', endorsedToName: 'Işık Kırtasiye' });
    const found = await get<{ _data: { id: string }[] }>('finance/cheque?_searchTerm=isik kirtasiye');
    expect(found._data.map((r) => r.id)).toContain(id);
    expect(
      (await refused(`finance/cheque/${id}/movement`, { action: 'Collect', occurredOn: '2026-10-06' }))
        .message,
    ).toBe('Bu senet "Ciro Edildi" durumunda, bu işlem yapılamaz.');
  });

  it('is collected straight into the cash drawer, or returned to the party', async () => {
    const cash = await bookBalance(cashId);
    const party = await cardBalance(partyId);
    const a = await receive({ amount: '120' });
    await move(a.id, { action: 'Collect', occurredOn: '2026-10-02', cashBookId: cashId });
    expect(await bookBalance(cashId)).toBe(cash + 12000);
    const b = await receive({ amount: '80' });
    await move(b.id, { action: 'Return', occurredOn: '2026-10-02' });
    expect(await cardBalance(partyId)).toBe(party - 12000);
    expect(await sumOf('ChequePortfolio', b.id)).toBe(0);
  });

  it('links a student and finds it by the student’s name', async () => {
    const student = await registerStudent(t.app, t.token.otherManager, branchId, 41);
    const { id } = await receive({ studentId: student.id });
    expect((await detail(id)).studentName).toBe('Deniz Aksoy41');
    const found = await get<{ _data: { id: string }[] }>('finance/cheque?_searchTerm=aksoy41');
    expect(found._data.map((r) => r.id)).toEqual([id]);
  });
});

describe('a given cheque', () => {
  it('pays a supplier, and is paid from a cash book on its due date after asking beyond the balance', async () => {
    const supplier = await cardBalance(supplierId);
    const cash = await bookBalance(cashId);
    const { id } = await post('finance/cheque', {
      branchId,
      direction: 'Given',
      kind: 'Cheque',
      serialNo: 'V-1',
      bankName: 'Ziraat Bankası',
      accountCardId: supplierId,
      occurredOn: '2026-10-03',
      dueOn: '2026-11-03',
      amount: String((cash + 10000) / 100),
    });
    const amount = cash + 10000;
    expect(await cardBalance(supplierId)).toBe(supplier + amount);
    expect(await sumOf('ChequePayable', id)).toBe(-amount);
    const d = await get<{ state: string; drawer: string }>(`finance/cheque/${id}`);
    expect(d.state).toBe('Given');
    expect(d.drawer).not.toBe('');

    const body = { action: 'Pay', occurredOn: '2026-11-03', cashBookId: cashId };
    const ask = await refused(`finance/cheque/${id}/movement`, body);
    expect(ask).toMatchObject({ title: 'Onay Gerekli', details: { needsConfirmation: true, balance: cash } });
    expect(ask.message).toMatch(/^Kasa bakiyesi yetersiz\. Yine de ödensin mi\?/);
    expect((await detail(id)).state).toBe('Given');
    await move(id, { ...body, confirmed: true });
    expect(await bookBalance(cashId)).toBe(cash - amount);
    expect(await sumOf('ChequePayable', id)).toBe(0);
    expect((await detail(id)).state).toBe('Collected');
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('comes back from the supplier', async () => {
    const supplier = await cardBalance(supplierId);
    const { id } = await post('finance/cheque', {
      branchId,
      direction: 'Given',
      kind: 'PromissoryNote',
      serialNo: 'S-1',
      accountCardId: supplierId,
      occurredOn: '2026-10-03',
      dueOn: '2026-11-03',
      amount: '75',
    });
    await move(id, { action: 'Return', occurredOn: '2026-10-04' });
    expect(await cardBalance(supplierId)).toBe(supplier);
    expect(await sumOf('ChequePayable', id)).toBe(0);
  });
});

describe('rules', () => {
  it('refuses illegal transitions, wrong cash books and days before the last movement', async () => {
    const { id } = await receive();
    const at = (action: string, extra: object = {}) =>
      refused(`finance/cheque/${id}/movement`, { action, occurredOn: '2026-10-10', ...extra });
    expect((await at('Pay', { cashBookId: cashId })).message).toBe(
      'Bu çek "Portföyde" durumunda, bu işlem yapılamaz.',
    );
    expect((await at('Bounce')).message).toBe('Bu çek "Portföyde" durumunda, bu işlem yapılamaz.');
    expect((await at('Deposit')).errors).toEqual(['Lütfen Banka Hesabı Seçiniz!']);
    expect((await at('Deposit', { cashBookId: cashId })).message).toBe(
      'Bir çek yalnızca banka hesabı türündeki bir kasaya verilebilir.',
    );
    expect((await at('Collect')).errors).toEqual(['Lütfen Kasa Seçiniz!']);
    expect(
      (await refused(`finance/cheque/${id}/movement`, { action: 'Return', occurredOn: '2026-09-30' })).errors,
    ).toEqual(['İşlem tarihi son hareket tarihinden (01.10.2026) önce olamaz!']);
    expect(
      (await refused(`finance/cheque/${id}/movement`, { action: 'Fly', occurredOn: '' })).errors,
    ).toEqual(['Lütfen İşlem Seçiniz!', 'Lütfen İşlem Tarihi Seçiniz!']);
    await move(id, { action: 'Return', occurredOn: '2026-10-10' });
    expect((await at('Return')).message).toBe('Bu çek "İade Edildi" durumunda, bu işlem yapılamaz.');
    expect((await detail(id)).movements).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous collections through', async () => {
    const bank = await bookBalance(bankId);
    const { id } = await receive({ amount: '640' });
    await move(id, { action: 'Deposit', occurredOn: '2026-11-01', cashBookId: bankId });
    const body = { action: 'Collect', occurredOn: '2026-11-12' };
    const answers = await Promise.all([
      inject('POST', `finance/cheque/${id}/movement`, body),
      inject('POST', `finance/cheque/${id}/movement`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(
      'Bu çek "Tahsil Edildi" durumunda, bu işlem yapılamaz.',
    );
    expect(await bookBalance(bankId)).toBe(bank + 64000);
    expect((await detail(id)).movements).toHaveLength(3);
  });

  it('answers the form rules in Turkish', async () => {
    expect((await refused('finance/cheque', {})).errors).toEqual([
      'Lütfen Şube Seçiniz!',
      'Lütfen Yön Seçiniz!',
      'Lütfen Tür Seçiniz!',
      'Lütfen Seri No Giriniz!',
      'Lütfen Cari Kart Seçiniz!',
      'Lütfen İşlem Tarihi Seçiniz!',
      'Lütfen Vade Tarihi Seçiniz!',
      'Lütfen Tutar Alanına Sayı Giriniz!',
    ]);
    expect((await refused('finance/cheque', received({ amount: '0' }))).errors).toEqual([
      'Tutar sıfırdan büyük olmalıdır!',
    ]);
    expect((await refused('finance/cheque', received({ bankName: '', drawer: ' ' }))).errors).toEqual([
      'Lütfen Keşideci Giriniz!',
      'Lütfen Banka Adı Giriniz!',
    ]);
    expect((await refused('finance/cheque', received({ dueOn: '2026-09-01' }))).errors).toEqual([
      'Vade tarihi keşide tarihinden önce olamaz!',
    ]);
    expect((await refused('finance/cheque', received({ portfolioNo: '-3' }))).errors).toEqual([
      'Portföy No sıfırdan büyük bir tam sayı olmalıdır!',
    ]);
    const { portfolioNo } = await receive();
    expect((await refused('finance/cheque', received({ portfolioNo }))).message).toBe(
      'Bu portföy numarası zaten kullanılıyor.',
    );
    const typed = await receive({ portfolioNo: portfolioNo + 100 });
    expect(typed.portfolioNo).toBe(portfolioNo + 100);
    expect((await get<{ portfolioNo: number }>('finance/cheque/next-number')).portfolioNo).toBe(
      portfolioNo + 101,
    );
  });

  it('lists with filters and the totals of the whole filtered set, and exports them', async () => {
    const page = await get<{
      _data: { id: string; state: string; direction: string }[];
      _totalData: number;
      totals: { count: number; amount: number };
    }>('finance/cheque?direction=Received&state=Bounced&_pageSize=1');
    expect(page._data).toHaveLength(1);
    expect(page._totalData).toBe(2);
    expect(page.totals).toEqual({ count: 2, amount: 65000 });
    expect(page._data.every((r) => r.state === 'Bounced' && r.direction === 'Received')).toBe(true);
    const given = await get<{ totals: { count: number } }>(
      'finance/cheque?direction=Given&kind=PromissoryNote',
    );
    expect(given.totals.count).toBe(1);
    const due = await get<{ _totalData: number }>('finance/cheque?dueFrom=2026-11-02&dueTo=2026-11-30');
    expect(due._totalData).toBe(2);
    const xlsx = await inject('GET', 'finance/cheque/excel?state=Bounced');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await inject('GET', 'finance/cheque?state=Lost')).statusCode).toBe(400);
  });
});

describe('tenancy', () => {
  it('answers 404 for another business’s cheque and refuses its cards and books', async () => {
    const { id } = await receive();
    const founder = (await signInAs(t.app, DEMO.founder)).token;
    expect((await inject('GET', `finance/cheque/${id}`, undefined, founder)).statusCode).toBe(404);
    expect(
      (
        await inject(
          'POST',
          `finance/cheque/${id}/movement`,
          { action: 'Return', occurredOn: '2026-10-10' },
          founder,
        )
      ).statusCode,
    ).toBe(404);
    const list = await get<{ _data: { id: string }[] }>('finance/cheque?_pageSize=100', founder);
    expect(list._data.some((r) => r.id === id)).toBe(false);
    const founderBranch = decodeClaims(founder).br as string | null;
    const [aBranch] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text from branches where business_id = ${decodeClaims(founder).biz as string} limit 1`,
    );
    expect(
      (await refused('finance/cheque', received({ branchId: founderBranch ?? aBranch!.id }), founder))
        .message,
    ).toBe('Seçilen cari kart bu kuruma ait değil.');
    expect((await detail(id)).state).toBe('InPortfolio');
  });
});
