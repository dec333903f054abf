import {
  INVOICE_DUE_BEFORE_ISSUE_MESSAGE,
  INVOICE_HAS_PAYMENTS_MESSAGE,
  INVOICE_NUMBER_TAKEN_MESSAGE,
} from '@panel/shared/finance/incoming-invoices';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { apiCalls } from '../../../test/api-calls';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { multipartFile, unbalancedMovementCount } from '../finance.test-support';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let branchId: string;
let expenseTypeId: string;
let supplierId: string;

type Answer = Record<string, unknown> & { id: string; message?: string };
type ErrorAnswer = { title?: string; message?: string; errors?: string[]; details?: unknown };
type Invoice = {
  id: string;
  amount: number;
  vatAmount: number;
  paid: number;
  open: number;
  status: string;
  cancelled: boolean;
  payments: { id: string; amount: number; cancelled: boolean }[];
};

const { inject, post, get, refused } = apiCalls<Answer, ErrorAnswer>(
  () => t.app,
  () => t.token.otherManager,
);

const bookBalance = async (id: string) => (await get<{ balance: number }>(`finance/cash-book/${id}`)).balance;
const cardBalance = async (id = supplierId) =>
  (await get<{ balance: number }>(`finance/account-card/${id}`)).balance;
const invoiceOf = (id: string) => get<Invoice>(`finance/invoice/incoming/${id}`);
const ledgerIsBalanced = async () => (await unbalancedMovementCount(t.handle.db)) === 0;

let bookNo = 0;
const newCashBook = async (openingBalance?: string) =>
  (
    await post('finance/cash-book', {
      branchId,
      name: `Ödeme Kasası ${++bookNo}`,
      kind: 'Cash',
      openingBalance,
      openingDate: '2026-10-01',
    })
  ).id;

let invoiceNo = 0;
const invoice = (extra: object = {}) => ({
  branchId,
  accountCardId: supplierId,
  invoiceNo: `GF-${++invoiceNo}`,
  issuedOn: '2026-10-05',
  dueOn: '2026-11-05',
  expenseTypeId,
  netAmount: '1.000',
  vatRate: 20,
  ...extra,
});
const newInvoice = (extra: object = {}) =>
  post<Answer & { amount: number }>('finance/invoice/incoming', invoice(extra));
const pay = (incomingInvoiceId: string, cashBookId: string, amount: string, extra: object = {}) => ({
  incomingInvoiceId,
  cashBookId,
  amount,
  paidOn: '2026-10-10',
  ...extra,
});

beforeAll(async () => {
  branchId = decodeClaims(t.token.otherManager).br as string;
  expenseTypeId = (await post('finance/expense-type', { name: 'Kırtasiye Alımı' })).id;
  supplierId = (await post('finance/account-card', { kind: 'Supplier', name: 'Çınar Kırtasiye A.Ş.' })).id;
});

describe('incoming invoices', () => {
  it('computes the VAT, posts Expense against the account card, and the cancellation reverses it', async () => {
    const before = await cardBalance();
    const body = invoice({ description: 'Ekim kağıt alımı' });
    const created = await post<Answer & { amount: number }>('finance/invoice/incoming', body);
    expect(created.amount).toBe(120000);
    expect(await cardBalance()).toBe(before - 120000);
    const lines = await queryRows<{ kind: string; account_kind: string; account_id: string; amount: string }>(
      t.handle.db,
      sql`select x.kind, p.account_kind, p.account_id::text, p.amount::text from ledger_postings p
          join ledger_transactions x on x.id = p.transaction_id where x.source_id = ${created.id} order by p.amount`,
    );
    expect(lines).toEqual([
      { kind: 'IncomingInvoice', account_kind: 'AccountCard', account_id: supplierId, amount: '-120000' },
      { kind: 'IncomingInvoice', account_kind: 'Expense', account_id: expenseTypeId, amount: '120000' },
    ]);
    expect(await invoiceOf(created.id)).toMatchObject({
      amount: 120000,
      vatAmount: 20000,
      paid: 0,
      open: 120000,
      status: 'Unpaid',
      payments: [],
    });

    await newInvoice({ invoiceNo: 'DUP-1' });
    expect((await refused('finance/invoice/incoming', invoice({ invoiceNo: 'DUP-1' }))).message).toBe(
      INVOICE_NUMBER_TAKEN_MESSAGE,
    );

    await post(`finance/invoice/incoming/${created.id}/cancel`, { reason: 'Yanlış tutar' });
    // Only DUP-1 is still owed.
    expect(await cardBalance()).toBe(before - 120000);
    expect(await invoiceOf(created.id)).toMatchObject({ status: 'Cancelled', cancelled: true, open: 0 });
    expect((await refused(`finance/invoice/incoming/${created.id}/cancel`, { reason: 'x' })).message).toBe(
      'Bu fatura zaten iptal edilmiş.',
    );
    // A cancelled invoice gives its number back.
    await newInvoice({ invoiceNo: body.invoiceNo });
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('answers the rule messages', async () => {
    expect((await refused('finance/invoice/incoming', { branchId })).errors).toEqual([
      'Lütfen Cari Kart Seçiniz!',
      'Lütfen Fatura No Giriniz!',
      'Lütfen Fatura Tarihi Seçiniz!',
      'Lütfen Vade Tarihi Seçiniz!',
      'Lütfen Gider Türü Seçiniz!',
      'Lütfen Tutar Alanına Sayı Giriniz!',
    ]);
    expect((await refused('finance/invoice/incoming', invoice({ netAmount: '0' }))).errors).toEqual([
      'Tutar sıfırdan büyük olmalıdır!',
    ]);
    expect((await refused('finance/invoice/incoming', invoice({ vatRate: 18 }))).errors).toEqual([
      'Lütfen KDV Oranı Seçiniz!',
    ]);
    expect((await refused('finance/invoice/incoming', invoice({ dueOn: '2026-10-01' }))).errors).toEqual([
      INVOICE_DUE_BEFORE_ISSUE_MESSAGE,
    ]);
  });

  it('lists with search, card, date and status filters, totals, and exports to Excel', async () => {
    const card = (await post('finance/account-card', { kind: 'Supplier', name: 'Güneş Temizlik' })).id;
    const a = await newInvoice({ accountCardId: card, invoiceNo: 'GT-001', netAmount: '100', vatRate: 0 });
    const b = await newInvoice({
      accountCardId: card,
      invoiceNo: 'GT-002',
      netAmount: '200',
      vatRate: 10,
      issuedOn: '2026-10-20',
      dueOn: '2026-10-25',
    });
    const book = await newCashBook('1000');
    await post('finance/payment', pay(b.id, book, '50'));
    type Page = {
      _data: { id: string; status: string }[];
      _totalData: number;
      totals: { amount: number; paid: number; open: number };
    };
    const all = await get<Page>(`finance/invoice/incoming?accountCardId=${card}`);
    expect(all._data.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(all.totals).toEqual({ amount: 10000 + 22000, paid: 5000, open: 27000 });
    expect(
      (await get<Page>(`finance/invoice/incoming?accountCardId=${card}&status=PartlyPaid`))._data.map(
        (r) => r.id,
      ),
    ).toEqual([b.id]);
    expect(
      (await get<Page>(`finance/invoice/incoming?accountCardId=${card}&status=Unpaid`))._data.map(
        (r) => r.id,
      ),
    ).toEqual([a.id]);
    // The payment screen's list: what is still owed, earliest due first.
    expect(
      (await get<Page>(`finance/invoice/incoming?accountCardId=${card}&status=Open`))._data.map((r) => r.id),
    ).toEqual([b.id, a.id]);
    expect(
      (await get<Page>(`finance/invoice/incoming?_searchTerm=güneş&from=2026-10-10`))._data.map((r) => r.id),
    ).toEqual([b.id]);
    expect((await get<Page>('finance/invoice/incoming?_searchTerm=gt-001'))._data.map((r) => r.id)).toEqual([
      a.id,
    ]);
    const excel = await inject('GET', `finance/invoice/incoming/excel?accountCardId=${card}`);
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps documents with the invoice', async () => {
    const { id } = await newInvoice();
    const upload = multipartFile('gElEnFaTuRa', {
      name: 'fatura.pdf',
      type: 'application/pdf',
      content: '%PDF-1.4 fatura',
    });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/finance/invoice/incoming/document/${id}`,
      headers: { ...bearer(t.token.otherManager), ...upload.headers },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(200);
    const docs = await get<{ fileName: string }[]>(`finance/invoice/incoming/document/${id}`);
    expect(docs.map((d) => d.fileName)).toEqual(['fatura.pdf']);
  });
});

describe('supplier payments', () => {
  it('pays partially then wholly, refuses an overpayment, and a cancelled payment reopens the invoice', async () => {
    const book = await newCashBook('5000');
    const inv = await newInvoice();
    const cardBefore = await cardBalance();

    const first = await post<Answer & { paymentNo: number }>(
      'finance/payment',
      pay(inv.id, book, '500', { description: 'İlk taksit' }),
    );
    expect(first.message).toBe(`Ödeme kaydedildi. No: ${first.paymentNo}`);
    expect(await invoiceOf(inv.id)).toMatchObject({ paid: 50000, open: 70000, status: 'PartlyPaid' });
    expect(await bookBalance(book)).toBe(450000);
    expect(await cardBalance()).toBe(cardBefore + 50000);
    const [posting] = await queryRows<{ kind: string }>(
      t.handle.db,
      sql`select kind from ledger_transactions where source_id = ${first.id}`,
    );
    expect(posting!.kind).toBe('SupplierPayment');

    expect((await refused('finance/payment', pay(inv.id, book, '700,01'))).message).toBe(
      'Ödeme tutarı faturanın kalan borcunu aşamaz (Kalan: 700,00 ₺).',
    );
    expect((await refused(`finance/invoice/incoming/${inv.id}/cancel`, { reason: 'x' })).message).toBe(
      INVOICE_HAS_PAYMENTS_MESSAGE,
    );

    const second = await post<Answer & { paymentNo: number }>('finance/payment', pay(inv.id, book, '700'));
    expect(second.paymentNo).toBe(first.paymentNo + 1);
    expect(await invoiceOf(inv.id)).toMatchObject({ paid: 120000, open: 0, status: 'Paid' });
    expect((await refused('finance/payment', pay(inv.id, book, '1'))).message).toBe(
      'Bu faturanın ödenecek tutarı kalmadı.',
    );
    const payments = await get<{ _data: { id: string; invoiceNo: string }[]; totals: { amount: number } }>(
      `finance/payment?incomingInvoiceId=${inv.id}`,
    );
    expect(payments._data.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(payments.totals.amount).toBe(120000);

    expect((await post(`finance/payment/${first.id}/cancel`, { reason: 'Yanlış kasa' })).message).toBe(
      'Ödeme iptal edildi.',
    );
    expect(await invoiceOf(inv.id)).toMatchObject({ paid: 70000, open: 50000, status: 'PartlyPaid' });
    expect(await bookBalance(book)).toBe(500000 - 70000);
    expect(await get(`finance/payment/${first.id}`)).toMatchObject({
      cancelled: true,
      cancelReason: 'Yanlış kasa',
    });
    expect((await refused(`finance/payment/${first.id}/cancel`, { reason: 'x' })).message).toBe(
      'Bu ödeme zaten iptal edilmiş.',
    );
    const excel = await inject('GET', `finance/payment/excel?incomingInvoiceId=${inv.id}`);
    expect(excel.statusCode).toBe(200);
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('asks before paying more than the cash book holds', async () => {
    const book = await newCashBook('100');
    const inv = await newInvoice();
    expect(await refused('finance/payment', pay(inv.id, book, '150'))).toMatchObject({
      title: 'Onay Gerekli',
      message: 'Kasa bakiyesi yetersiz. Yine de ödensin mi? (Kasa bakiyesi: 100,00 ₺)',
      details: { needsConfirmation: true, balance: 10000 },
    });
    await post('finance/payment', pay(inv.id, book, '150', { confirmed: true }));
    expect(await bookBalance(book)).toBe(-5000);
  });

  it('pays once per idempotency key, and two payments that together overpay cannot both pass', async () => {
    const book = await newCashBook('10000');
    const inv = await newInvoice();
    const headers = { 'idempotency-key': 'odeme-çift-tık-1' };
    const [a, b] = await Promise.all([
      inject('POST', 'finance/payment', pay(inv.id, book, '100'), t.token.otherManager, headers),
      inject('POST', 'finance/payment', pay(inv.id, book, '100'), t.token.otherManager, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await invoiceOf(inv.id)).paid).toBe(10000);

    // 1.100,00 is open: 600 + 600 overpays, so exactly one of the two goes through.
    const racing = await Promise.all([
      inject('POST', 'finance/payment', pay(inv.id, book, '600')),
      inject('POST', 'finance/payment', pay(inv.id, book, '600')),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.statusCode === 400)!.json().message).toBe(
      'Ödeme tutarı faturanın kalan borcunu aşamaz (Kalan: 500,00 ₺).',
    );
    const after = await invoiceOf(inv.id);
    expect(after.paid).toBe(70000);
    expect(after.payments.filter((p) => !p.cancelled).reduce((s, p) => s + p.amount, 0)).toBe(70000);
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('answers the rule messages', async () => {
    expect((await refused('finance/payment', { amount: '-1' })).errors).toEqual([
      'Lütfen Fatura Seçiniz!',
      'Lütfen Kasa Seçiniz!',
      'Tutar eksi olamaz!',
      'Lütfen Ödeme Tarihi Seçiniz!',
    ]);
  });
});

describe('audit and tenancy', () => {
  it('audits with the route path and answers 404 to another business', async () => {
    const book = await newCashBook('1000');
    const res = await inject('POST', 'finance/invoice/incoming', invoice(), t.token.otherManager, {
      'x-route-path': '/finance/invoice/incoming',
    });
    expect(res.statusCode).toBe(200);
    const inv = res.json() as { id: string };
    const paid = await inject('POST', 'finance/payment', pay(inv.id, book, '10'), t.token.otherManager, {
      'x-route-path': `/finance/payment/${inv.id}`,
    });
    const payment = paid.json() as { id: string };
    const audits = await queryRows<{ entity: string; route_path: string }>(
      t.handle.db,
      sql`select entity, route_path from audit_log where entity_id in (${inv.id}, ${payment.id}) order by id`,
    );
    expect(audits).toEqual([
      { entity: 'incoming-invoice', route_path: '/finance/invoice/incoming' },
      { entity: 'supplier-payment', route_path: `/finance/payment/${inv.id}` },
    ]);

    const founder = (await signInAs(t.app, DEMO.founder)).token;
    for (const url of [`finance/invoice/incoming/${inv.id}`, `finance/payment/${payment.id}`])
      expect((await inject('GET', url, undefined, founder)).statusCode, url).toBe(404);
    for (const url of [`finance/invoice/incoming/${inv.id}/cancel`, `finance/payment/${payment.id}/cancel`])
      expect((await inject('POST', url, { reason: 'x' }, founder)).statusCode, url).toBe(404);
    const founderBook = (
      await post(
        'finance/cash-book',
        { branchId: decodeClaims(founder).br, name: 'Kurucu Kasası', kind: 'Cash' },
        founder,
      )
    ).id;
    expect((await inject('POST', 'finance/payment', pay(inv.id, founderBook, '1'), founder)).statusCode).toBe(
      404,
    );
    const list = await get<{ _data: { id: string }[] }>('finance/invoice/incoming?_pageSize=100', founder);
    expect(list._data.some((r) => r.id === inv.id)).toBe(false);
  });
});
