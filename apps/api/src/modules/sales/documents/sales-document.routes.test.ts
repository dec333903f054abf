import { todayInIstanbul } from '@panel/shared/common/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer } from '../../../test/auth-helpers';
import { call, setUpSchool } from '../../../test/factories/education';
import { registerStudent } from '../../../test/factories/students';
import { pdfPages, pdfText } from '../../../test/pdf-text';
import { setUpTestApp } from '../../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let orderId: string;
let orderNo: number;
let draftId: string;
let receipt: { id: string; receiptNo: string; verifyPath: string };

const get = (url: string, as = t.token.otherManager) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(as) });
const anonymous = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });
const post = (url: string, body: object) => call(t.app, t.token.otherManager, 'POST', url, body);

/** A PDF with the embedded font that carries the Turkish letters (the standard fonts do not). */
const expectPdf = (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
  return res.rawPayload.toString('latin1');
};

/** The verification code a PDF's QR link carries. */
const codeOf = (pdf: string) => pdf.match(/\/V\/[0-9a-f]{8}\/([2-9A-Z]{10})/)?.[1];

beforeAll(async () => {
  const school = await setUpSchool(t.app, t.token.otherManager);
  const student = await registerStudent(t.app, t.token.otherManager, school.branchId, 7, {
    student: {
      branchId: school.branchId,
      firstName: 'Işıl Güneş',
      lastName: 'Şahin',
      citizenId: '10000000146',
      gender: 'Female',
      birthDate: '2011-04-12',
      educationLevel: 'HighSchool',
      origin: 'Domestic',
    },
  });
  const book = await post('finance/cash-book', { branchId: school.branchId, name: 'Kasa', kind: 'Cash' });
  const order = await post('student-order', {
    studentId: student.id,
    items: [{ name: 'Yaz Okulu', itemKind: 'Education', quantity: 1, unitPrice: '3.000,00', vatRate: 10 }],
  });
  orderId = order.id as string;
  orderNo = order.orderNo as number;
  await post(`student-order/${orderId}/payment-plan`, {
    installments: [
      { no: 1, dueDate: '2026-10-01', amount: '1.500,00', method: 'Cash' },
      { no: 2, dueDate: '2026-11-01', amount: '1.500,00', method: 'Cash' },
    ],
  });
  draftId = (
    await post('student-order', {
      studentId: student.id,
      items: [
        { name: 'Kitap', itemKind: 'PublicationStationery', quantity: 1, unitPrice: '100', vatRate: 0 },
      ],
    })
  ).id as string;
  receipt = (await post('finance/collection', {
    studentId: student.id,
    cashBookId: book.id,
    method: 'Cash',
    amount: '1.500,00',
    paidOn: '2026-11-20',
  })) as typeof receipt;
});

describe('printed sale documents', () => {
  it('prints the receipt as a PDF that links to its own verification', async () => {
    const pdf = expectPdf(await get(`finance/collection/${receipt.id}/receipt`));
    expect(pdf).toContain(`(Makbuz ${receipt.receiptNo})`);
    expect(codeOf(pdf)).toBe(receipt.verifyPath.split('/')[3]);
  });

  it('writes the amount in words, the cashier, what is still owed and who signs, in two copies on one page', async () => {
    const res = await get(`finance/collection/${receipt.id}/receipt`);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    const [page] = pages as [string];
    for (const copy of ['ASIL', 'SURET']) expect(page).toContain(copy);
    // Both copies carry the same facts.
    const twice = (text: string) => expect(page.split(text).length - 1).toBe(2);
    twice('Yalnız Bin Beş Yüz TL');
    twice(receipt.receiptNo);
    // 3.000 TL sold, 1.500 TL paid: 1.500 TL still owed after this receipt.
    expect(page).toMatch(/Kalan Borç 1\.500,00 ₺/);
    // The demo manager who took the payment.
    expect(page).toContain('Tahsil Eden Mehmet Öztürk');
    twice('Teslim Eden (Ödeyen)');
    twice('Teslim Alan (Tahsil Eden)');

    // A later payment does not change what this paper says was left; its own receipt shows 0.
    const studentId = (await get(`student-order/${orderId}`)).json().studentId as string;
    const later = await post('finance/collection', {
      studentId,
      cashBookId: (await get(`finance/collection/${receipt.id}`)).json().cashBookId,
      method: 'Cash',
      amount: '1.500,00',
      paidOn: '2026-11-21',
    });
    const [again] = await pdfPages((await get(`finance/collection/${receipt.id}/receipt`)).rawPayload);
    expect(again).toMatch(/Kalan Borç 1\.500,00 ₺/);
    const [last] = await pdfPages((await get(`finance/collection/${later.id}/receipt`)).rawPayload);
    expect(last).toMatch(/Kalan Borç 0,00 ₺/);
  });

  it('prints the contract and the payment plan once the plan exists, not for a draft', async () => {
    expect(codeOf(expectPdf(await get(`student-order/${orderId}/contract`)))).toBeTruthy();
    expect(codeOf(expectPdf(await get(`student-order/${orderId}/payment-plan/pdf`)))).toBeTruthy();
    const draft = await get(`student-order/${draftId}/contract`);
    expect(draft.statusCode).toBe(400);
    expect(draft.json().message).toBe('Satışın ödeme planı henüz oluşturulmamış.');
  });
});

describe('a sale with a line discount and an order discount', () => {
  it('keeps what was typed apart on the sale and the contract, and the kuruş add up', async () => {
    const studentId = (await get(`student-order/${orderId}`)).json().studentId as string;
    const sale = await post('student-order', {
      studentId,
      items: [
        {
          name: 'Kitap Seti',
          itemKind: 'PublicationStationery',
          quantity: 3,
          unitPrice: '333,33',
          vatRate: 0,
          discountKind: 'Percent',
          discountValue: '5',
        },
        { name: 'Kurs', itemKind: 'Education', quantity: 1, unitPrice: '1.000,00', vatRate: 10 },
      ],
      discountKind: 'Amount',
      discountValue: '100,00',
    });
    const id = sale.id as string;
    // 999,99 less 5 % (50,00) = 949,99 and 1.000,00: 1.949,99 before the order's 100,00.
    const detail = (await get(`student-order/${id}`)).json();
    expect(detail).toMatchObject({
      gross: 199_999,
      lineDiscount: 5_000,
      orderDiscount: 10_000,
      discount: 15_000,
      net: 184_999,
      discountKind: 'Amount',
      discountValue: 10_000,
    });
    const items = detail.items as {
      lineDiscount: number;
      orderDiscount: number;
      discount: number;
      net: number;
    }[];
    expect(items.map((i) => i.lineDiscount)).toEqual([5_000, 0]);
    // The order's 100,00 ₺ shared by the lines' nets, to the kuruş.
    expect(items.reduce((s, i) => s + i.orderDiscount, 0)).toBe(10_000);
    for (const i of items) expect(i.discount).toBe(i.lineDiscount + i.orderDiscount);
    await post(`student-order/${id}/payment-plan`, {
      installments: [{ no: 1, dueDate: '2026-12-01', amount: '1.849,99', method: 'Cash' }],
    });
    const contract = await pdfText((await get(`student-order/${id}/contract`)).rawPayload);
    expect(contract).toContain('Ara Toplam 1.999,99 ₺');
    expect(contract).toContain('Satır İndirimleri -50,00 ₺');
    expect(contract).toContain('Sipariş İndirimi (100,00 ₺) -100,00 ₺');
    expect(contract).toContain('Genel Toplam 1.849,99 ₺');
    expect(contract).toContain('50,00 ₺ (%5)');
  });
});

describe('the QR link behind a document', () => {
  it('confirms a receipt with the institution, day, amount and a masked name', async () => {
    const res = await anonymous(`verify${receipt.verifyPath.slice(2)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      kind: 'Receipt',
      kindLabel: 'Makbuz',
      number: receipt.receiptNo,
      institution: 'Örnek Dil Kursu',
      issuedOn: '2026-11-20',
      amount: 150_000,
      personName: 'I*** G*** Ş***',
      cancelled: false,
      cancelledOn: null,
    });
  });

  it('says nothing about a wrong code or a code under another institution', async () => {
    const [, , acp, code] = receipt.verifyPath.split('/');
    expect((await anonymous(`verify/${acp}/AAAAAAAAAA`)).json()).toEqual({ valid: false });
    expect((await anonymous(`verify/00000000/${code}`)).json()).toEqual({ valid: false });
  });

  it('shows a cancelled receipt as cancelled', async () => {
    await post(`finance/collection/${receipt.id}/cancel`, { reason: 'Hatalı giriş' });
    expect((await anonymous(`verify${receipt.verifyPath.slice(2)}`)).json()).toMatchObject({
      valid: true,
      number: receipt.receiptNo,
      cancelled: true,
      cancelledOn: todayInIstanbul(),
    });
  });

  it('gives one contract per order however often it is printed', async () => {
    const first = codeOf((await get(`student-order/${orderId}/contract`)).rawPayload.toString('latin1'));
    const again = codeOf((await get(`student-order/${orderId}/contract`)).rawPayload.toString('latin1'));
    expect(again).toBe(first);
    const verified = await anonymous(`verify/${receipt.verifyPath.split('/')[2]}/${first}`);
    expect(verified.json()).toMatchObject({
      valid: true,
      kind: 'Contract',
      kindLabel: 'Satış Sözleşmesi',
      number: String(orderNo),
      amount: 300_000,
      cancelled: false,
    });
  });
});

describe("the institution's contract clauses", () => {
  const template =
    '## Özel Maddeler\n\n1. {ogrenci} için {toplam_tutar} ({toplam_tutar_yazi}) ödenir.\n\n{imzalar}\n\nEk: {satis_no}';

  it('prints the default clauses, KVKK notice, refund terms and signature lines, until the institution writes its own', async () => {
    const current = (await get('general/business/contract-template')).json();
    expect(current.isDefault).toBe(true);
    const contract = await pdfText((await get(`student-order/${orderId}/contract`)).rawPayload);
    expect(contract).toContain('Kişisel Verilerin Korunması (KVKK) Aydınlatma Metni');
    expect(contract).toContain('Cayma, İptal ve İade Koşulları');
    expect(contract).toContain('3.000,00 ₺ (Yalnız Üç Bin TL)');
    expect(contract).toMatch(/Kurum Yetkilisi İmza .* Ödeme Sorumlusu İmza/);
  });

  it('refuses a placeholder the contract cannot fill, naming it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/general/business/contract-template',
      headers: bearer(t.token.otherManager),
      payload: { template: '1. {veli_telefon} numarasına bildirilir.' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(
      'Sözleşme metninde tanınmayan alan: {veli_telefon}. Kullanılabilecek alanlar listede.',
    );
  });

  it("prints the institution's own text with the sale's values, signatures where it puts them", async () => {
    await post('general/business/contract-template', { template });
    expect((await get('general/business/contract-template')).json()).toEqual({ template, isDefault: false });
    const contract = await pdfText((await get(`student-order/${orderId}/contract`)).rawPayload);
    expect(contract).toContain('Özel Maddeler');
    expect(contract).toContain('1. Işıl Güneş Şahin için 3.000,00 ₺ (Yalnız Üç Bin TL) ödenir.');
    expect(contract).toMatch(/Kurum Yetkilisi İmza .* Ödeme Sorumlusu İmza .* Ek: \d+/);
    expect(contract).not.toContain('Aydınlatma Metni');
  });
});
