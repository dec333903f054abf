import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import {
  type EInvoiceIntegrator,
  IntegratorError,
  localEInvoiceIntegrator,
} from '../../../integrations/einvoice/einvoice-integrator';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { call } from '../../../test/factories/education';
import { registerStudent } from '../../../test/factories/students';
import { pdfText } from '../../../test/pdf-text';
import { setUpTestApp } from '../../../test/test-app';
import { invoicePlans } from './invoice.table';

let token: string;
let studentId: string;
let motherId: string;
/** The integrator is down until a test says otherwise: drafts and prints fail with its message. */
let integratorDown = false;
/** While set, a draft waits at the integrator until the test opens the gate. */
let slow: { reached: () => void; gate: Promise<void> } | null = null;
let draftCalls = 0;
const flaky: EInvoiceIntegrator = {
  name: 'flaky',
  createDraft: async (db, draft) => {
    draftCalls++;
    if (slow) {
      slow.reached();
      await slow.gate;
    }
    if (integratorDown) throw new IntegratorError('Entegratöre ulaşılamadı.');
    return localEInvoiceIntegrator.createDraft(db, draft);
  },
  print: async (db, ref) => {
    if (integratorDown) throw new IntegratorError('Entegratöre ulaşılamadı.');
    return localEInvoiceIntegrator.print(db, ref);
  },
  pdf: localEInvoiceIntegrator.pdf,
};
const t = setUpTestApp({}, { einvoice: flaky });

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
  // The demo school's branches invoice through its corporate; its demo student's mother pays.
  token = (await signInAs(t.app, DEMO.founder)).token;
  const found = await get<{ _data: { id: string }[] }>('education/student?_searchTerm=Elif');
  studentId = found._data[0]!.id;
  const parents = await get<{ parentId: string; isPaymentPerson: boolean }[]>(`student/${studentId}/parent`);
  motherId = parents.find((p) => p.isPaymentPerson)!.parentId;
});

describe('a slow integrator', () => {
  it('holds no lock while it works: another writer of the plan goes ahead, a second run does not send it twice', async () => {
    const orderId = await sale();
    await post(`student-order/${orderId}/invoice-plan`, { mode: 'Order', buyer: 'PaymentPerson' });
    const [plan] = await get<Plan[]>(`student-order/${orderId}/invoice-plan`);
    let reached!: () => void;
    let open!: () => void;
    const atIntegrator = new Promise<void>((resolve) => {
      reached = resolve;
    });
    slow = { reached, gate: new Promise<void>((resolve) => (open = resolve)) };
    const before = draftCalls;
    const drafting = post<{ message: string }>('finance/invoice/plan/draft', { ids: [plan!.id] });
    await atIntegrator;
    // While the integrator works: another writer of the same plan row, and a second run.
    await t.handle.db
      .update(invoicePlans)
      .set({ buyerAddress: 'Moda Cad. No:5' })
      .where(eq(invoicePlans.id, plan!.id));
    const second = await post<{ failed: number; errors: string[] }>('finance/invoice/plan/draft', {
      ids: [plan!.id],
    });
    expect(second.failed).toBe(1);
    expect(second.errors[0]).toContain('entegratöre gönderiliyor');
    open();
    slow = null;
    expect((await drafting).message).toBe('1 fatura taslağı oluşturuldu.');
    expect(draftCalls - before).toBe(1);
    const [after] = await get<Plan[]>(`student-order/${orderId}/invoice-plan`);
    expect(after!.state).toBe('Drafted');
  });
});

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
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Fatura No ${numbers[0]}`);
    expect(text).toMatch(/ETTN: [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/);
    // Dated the day it is printed, not the installment's due day, and it says which installment it is for.
    expect(text).toContain(`Düzenlenme Tarihi ${formatDay(todayInIstanbul())}`);
    expect(text).toMatch(/Düzenlenme Saati \d{2}:\d{2}/);
    expect(text).toContain(
      `Bu fatura, vadesi 15.09.2026 olan 1. taksit için vadesinden sonra, ${formatDay(todayInIstanbul())} tarihinde düzenlenmiştir.`,
    );
    expect(text).toContain('Ödenecek Tutar 300,00 ₺');
    expect(text).toContain('Yalnız Üç Yüz TL');
    // The built-in integrator's paper is a preview, and says so.
    expect(text).toContain('ÖNİZLEME: Bu belge yerleşik (yerel) entegratörün ürettiği bir önizlemedir');
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

describe('another business: its own corporate, a refused buyer, and walls both ways', () => {
  let other: string;
  let orderId: string;
  let net: number;
  let vat: number;
  const as = (tok: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: bearer(tok), payload });
  const plansOf = async (saleId: string) =>
    (await call(t.app, other, 'GET', `student-order/${saleId}/invoice-plan`)) as unknown as Plan[];

  /** A scheduled sale of Örnek Dil: 750,00 ₺ (20 % VAT inside) in one installment. */
  const otherSale = async (studentId: string) => {
    const { id } = (await call(t.app, other, 'POST', 'student-order', {
      studentId,
      items: [
        { name: 'İngilizce Kursu', itemKind: 'Education', quantity: 1, unitPrice: '750,00', vatRate: 20 },
      ],
    })) as { id: string };
    await call(t.app, other, 'POST', `student-order/${id}/payment-plan`, {
      installments: [{ no: 1, dueDate: '2026-12-15', amount: '750,00', method: 'Cash' }],
    });
    return id;
  };

  /** otherSale's sale to a new student of Örnek Dil's branch. */
  const saleToNewStudent = async (studentNo: number) =>
    otherSale((await registerStudent(t.app, other, decodeClaims(other).br as string, studentNo)).id);

  beforeAll(async () => {
    other = (await signInAs(t.app, DEMO.otherManager)).token;
    const branchId = decodeClaims(other).br as string;
    const student = await registerStudent(t.app, other, branchId, 4242);
    orderId = await otherSale(student.id);
    const order = (await call(t.app, other, 'GET', `student-order/${orderId}`)) as {
      net: number;
      vat: number;
    };
    ({ net, vat } = order);
  });

  it('refuses planning while the branch has no invoicing corporate, and lists the sale as needing one', async () => {
    const needing = (await call(
      t.app,
      other,
      'GET',
      'student-order?needsInvoiceTracker=true&_pageSize=100',
    )) as {
      _data: { id: string }[];
    };
    expect(needing._data.map((o) => o.id)).toContain(orderId);
    const res = await as(other, 'POST', `student-order/${orderId}/invoice-plan`, {
      mode: 'Order',
      buyer: 'Student',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Şubenin fatura kesen şirketi tanımlı değil.');
  });

  it('plans a company buyer as one e-invoice of the whole sale once an admin gives the branch a corporate', async () => {
    const admin = (await signInAs(t.app, DEMO.admin)).token;
    const branchId = decodeClaims(other).br as string;
    const { id: corporateId } = (await call(t.app, admin, 'POST', 'admin/corporate', {
      businessId: decodeClaims(other).biz,
      title: 'Örnek Dil Hizmetleri Ltd. Şti.',
      taxOffice: 'Beyoğlu',
      taxNumber: '9876543210',
      mersisNumber: '0987654321000017',
      iban: 'DE89370400440532013000',
      address: 'İstiklal Cad. No:5',
    })) as { id: string };
    const branch = (await call(t.app, admin, 'GET', `admin/branch/${branchId}`)) as { name: string };
    await call(t.app, admin, 'POST', 'admin/branch/update', { id: branchId, name: branch.name, corporateId });

    // All zeros: the local integrator refuses this buyer (see localEInvoiceIntegrator).
    await call(t.app, other, 'POST', `student-order/${orderId}/invoice-plan`, {
      mode: 'Order',
      buyer: { name: 'Sahte Danışmanlık A.Ş.', taxId: '0000000000', address: 'Bilinmeyen Sok.' },
    });
    const plans = await plansOf(orderId);
    expect(plans.map((p) => [p.amount, p.vat, p.kind, p.state])).toEqual([[net, vat, 'EInvoice', 'Planned']]);
    const found = (await call(t.app, other, 'GET', 'finance/invoice/plan?_searchTerm=sahte danışmanlık')) as {
      _data: { id: string }[];
    };
    expect(found._data.map((p) => p.id)).toEqual([plans[0]!.id]);
  });

  it('keeps the refusal of a buyer on the plan, and a retry meets the same refusal', async () => {
    const [plan] = await plansOf(orderId);
    for (const step of ['draft', 'retry']) {
      const res = (await call(t.app, other, 'POST', `finance/invoice/plan/${step}`, { ids: [plan!.id] })) as {
        done: number;
        failed: number;
        errors: string[];
      };
      expect(res).toMatchObject({ done: 0, failed: 1 });
      expect(res.errors[0]).toContain('entegratörce reddedildi');
    }
    const [after] = await plansOf(orderId);
    expect(after).toMatchObject({ state: 'ErrorOnDraft', invoiceNo: null });
    expect(after!.error).toContain('0000000000');
  });

  it('numbers its corporate apart from the demo school, from 1', async () => {
    const second = await saleToNewStudent(4243);
    await call(t.app, other, 'POST', `student-order/${second}/invoice-plan`, {
      mode: 'Installment',
      buyer: 'PaymentPerson',
    });
    const [plan] = await plansOf(second);
    await call(t.app, other, 'POST', 'finance/invoice/plan/draft', { ids: [plan!.id] });
    await call(t.app, other, 'POST', 'finance/invoice/plan/print', { ids: [plan!.id] });
    const [printed] = await plansOf(second);
    expect(printed!.invoiceNo).toBe('ORN2026000000001');
  });

  it("answers 404 across businesses and leaves the other business's plans alone", async () => {
    const [plan] = await plansOf(orderId);
    expect((await as(token, 'GET', `student-order/${orderId}/invoice-plan`)).statusCode).toBe(404);
    expect(
      (await as(token, 'POST', `student-order/${orderId}/invoice-plan`, { mode: 'Order', buyer: 'Student' }))
        .statusCode,
    ).toBe(404);
    expect((await as(token, 'GET', `finance/invoice/${plan!.id}/pdf`)).statusCode).toBe(404);
    const retried = await as(token, 'POST', 'finance/invoice/plan/retry', { ids: [plan!.id] });
    expect(retried.statusCode).toBe(404);
    const mine = await get<{ _data: { id: string }[] }>('finance/invoice/plan?_pageSize=100');
    expect(mine._data.map((p) => p.id)).not.toContain(plan!.id);
    // And the demo school's printed invoice is hidden from Örnek Dil.
    const printed = await get<{ _data: { id: string }[] }>('finance/invoice/print?_pageSize=1');
    expect((await as(other, 'GET', `finance/invoice/${printed._data[0]!.id}/pdf`)).statusCode).toBe(404);
  });

  it('refuses a cancelled sale', async () => {
    const third = await saleToNewStudent(4244);
    await call(t.app, other, 'POST', `student-order/${third}/state`, {
      state: 'Cancelled',
      reason: 'Vazgeçti',
    });
    const res = await as(other, 'POST', `student-order/${third}/invoice-plan`, {
      mode: 'Order',
      buyer: 'Student',
    });
    expect(res.json().message).toBe('İptal edilmiş satış için fatura planı yapılamaz.');
  });
});
