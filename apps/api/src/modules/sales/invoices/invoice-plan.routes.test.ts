import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import {
  type EInvoiceIntegrator,
  IntegratorError,
  localEInvoiceIntegrator,
} from '../../../integrations/einvoice/einvoice-integrator';
import { bearer, signInAs } from '../../../test/auth-helpers';
import { call } from '../../../test/factories/education';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
let studentId: string;
let motherId: string;
/** The integrator is down until a test says otherwise: drafts and prints fail with its message. */
let integratorDown = false;
const flaky: EInvoiceIntegrator = {
  name: 'flaky',
  createDraft: async (db, draft) => {
    if (integratorDown) throw new IntegratorError('Entegratöre ulaşılamadı.');
    return localEInvoiceIntegrator.createDraft(db, draft);
  },
  print: async (db, ref) => {
    if (integratorDown) throw new IntegratorError('Entegratöre ulaşılamadı.');
    return localEInvoiceIntegrator.print(db, ref);
  },
  pdf: localEInvoiceIntegrator.pdf,
};

type Plan = {
  id: string;
  state: string;
  amount: number;
  vat: number;
  invoiceNo: string | null;
  error: string | null;
  kind: string;
  buyerName: string;
};
const get = <T>(url: string) => call(t.app, token, 'GET', url) as Promise<T>;
const post = <T>(url: string, body: object) => call(t.app, token, 'POST', url, body) as Promise<T>;
const inject = (url: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload: body });

/** A scheduled sale of 1.000,00 ₺ (10 % VAT inside) in 300 + 300 + 400. */
const sale = async () => {
  const { id } = await post<{ id: string }>('student-order', {
    studentId,
    paymentPersonId: motherId,
    items: [{ name: 'Yaz Kampı', itemKind: 'Education', quantity: 1, unitPrice: '1.000,00', vatRate: 10 }],
  });
  await post(`student-order/${id}/payment-plan`, {
    installments: [
      { no: 1, dueDate: '2026-09-15', amount: '300,00', method: 'Cash' },
      { no: 2, dueDate: '2026-10-15', amount: '300,00', method: 'Cash' },
      { no: 3, dueDate: '2026-11-15', amount: '400,00', method: 'Cash' },
    ],
  });
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000' }, einvoice: flaky });
  // The demo school's branches invoice through its corporate; its demo student's mother pays.
  token = (await signInAs(t.app, DEMO.founder)).token;
  const found = await get<{ _data: { id: string }[] }>('education/student?_searchTerm=Elif');
  studentId = found._data[0]!.id;
  const parents = await get<{ parentId: string; isPaymentPerson: boolean }[]>(`student/${studentId}/parent`);
  motherId = parents.find((p) => p.isPaymentPerson)!.parentId;
});
afterAll(async () => t.close());

describe('invoice plans', () => {
  let orderId: string;
  let plans: Plan[];

  it('plans one invoice per installment to the payment person, adding up to the order in kuruş', async () => {
    orderId = await sale();
    const res = await post<{ message: string }>(`student-order/${orderId}/invoice-plan`, {
      mode: 'Installment',
      buyer: 'PaymentPerson',
    });
    expect(res.message).toBe('3 faturalık plan oluşturuldu.');
    plans = await get<Plan[]>(`student-order/${orderId}/invoice-plan`);
    expect(plans.map((p) => [p.amount, p.vat, p.state, p.kind, p.buyerName])).toEqual([
      [30_000, 2_727, 'Planned', 'EArchive', 'Ayten Yıldız'],
      [30_000, 2_727, 'Planned', 'EArchive', 'Ayten Yıldız'],
      [40_000, 3_637, 'Planned', 'EArchive', 'Ayten Yıldız'],
    ]);
    const needing = await get<{ _data: { id: string }[] }>(
      'student-order?needsInvoiceTracker=true&_pageSize=100',
    );
    expect(needing._data.map((o) => o.id)).not.toContain(orderId);
    const again = await inject(`student-order/${orderId}/invoice-plan`, { mode: 'Order', buyer: 'Student' });
    expect(again.json().message).toBe('Bu satışın fatura planı zaten var.');
  });

  it('refuses to print a plan that has no draft, per plan', async () => {
    const res = await post<{ done: number; failed: number; errors: string[] }>('finance/invoice/plan/print', {
      ids: [plans[0]!.id],
    });
    expect(res).toMatchObject({ done: 0, failed: 1 });
    expect(res.errors[0]).toContain('"Planlandı" durumundaki plan için bu işlem yapılamaz.');
  });

  it('drafts and prints them: consecutive numbers of the corporate and year, and a PDF', async () => {
    const ids = plans.map((p) => p.id);
    expect((await post<{ message: string }>('finance/invoice/plan/draft', { ids })).message).toBe(
      '3 fatura taslağı oluşturuldu.',
    );
    expect((await post<{ message: string }>('finance/invoice/plan/print', { ids })).message).toBe(
      '3 fatura kesildi.',
    );
    const printed = await get<Plan[]>(`student-order/${orderId}/invoice-plan`);
    const numbers = printed.map((p) => p.invoiceNo!);
    expect(numbers.every((n) => /^[A-Z]{3}2026\d{9}$/.test(n))).toBe(true);
    const seq = numbers.map((n) => Number(n.slice(-9)));
    expect(seq).toEqual([seq[0], seq[0]! + 1, seq[0]! + 2]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/finance/invoice/${printed[0]!.id}/pdf`,
      headers: bearer(token),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = await get<{ _data: Plan[] }>('finance/invoice/print?_pageSize=100');
    expect(list._data.map((p) => p.invoiceNo)).toEqual(expect.arrayContaining(numbers));
  });

  it('keeps an integrator failure on the plan and retries it once the integrator is back', async () => {
    const other = await sale();
    await post(`student-order/${other}/invoice-plan`, { mode: 'Order', buyer: 'Student' });
    const [plan] = await get<Plan[]>(`student-order/${other}/invoice-plan`);
    integratorDown = true;
    const failed = await post<{ failed: number; message: string }>('finance/invoice/plan/draft', {
      ids: [plan!.id],
    });
    expect(failed.message).toBe('0 fatura taslağı oluşturuldu, 1 hata.');
    expect((await get<Plan[]>(`student-order/${other}/invoice-plan`))[0]).toMatchObject({
      state: 'ErrorOnDraft',
      error: 'Entegratöre ulaşılamadı.',
    });
    const errors = await get<{ _data: Plan[] }>('finance/invoice/plan?state=ErrorOnDraft');
    expect(errors._data.map((p) => p.id)).toContain(plan!.id);
    integratorDown = false;
    await post('finance/invoice/plan/retry', { ids: [plan!.id] });
    expect((await get<Plan[]>(`student-order/${other}/invoice-plan`))[0]).toMatchObject({
      state: 'Drafted',
      error: null,
    });
  });

  it('refuses a draft sale and a branch without an invoicing corporate', async () => {
    const { id } = await post<{ id: string }>('student-order', {
      studentId,
      items: [{ name: 'Kitap', itemKind: 'PublicationStationery', quantity: 1, unitPrice: '50', vatRate: 0 }],
    });
    const res = await inject(`student-order/${id}/invoice-plan`, { mode: 'Order', buyer: 'Student' });
    expect(res.json().message).toBe('Ödeme planı kaydedilmemiş satış için fatura planı yapılamaz.');
  });
});
