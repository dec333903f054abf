import { formatMoney } from '@panel/shared/common/money';
import { priceOrder, splitPlan } from '@panel/shared/sales/pricing';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer } from '../../test/auth-helpers';
import { call, type School, setUpSchool } from '../../test/factories/education';
import { registerStudent } from '../../test/factories/students';
import { PROPERTY_HANG_GUARD_MS } from '../../test/property';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let s: School;
let cashBookId: string;
let seed = 100;

const inject = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...bearer(t.token.otherManager), ...headers },
    payload,
  });
const get = <T>(url: string) => call(t.app, t.token.otherManager, 'GET', url) as Promise<T>;
const post = <T>(url: string, body: object) =>
  call(t.app, t.token.otherManager, 'POST', url, body) as Promise<T>;

type Installment = {
  id: string;
  no: number;
  amount: number;
  paid: number;
  remaining: number;
  cancelled: boolean;
};
type OrderDetail = {
  state: string;
  net: number;
  paid: number;
  remaining: number;
  installments: Installment[];
};
type Account = { balance: number; debit: number; discount: number; credit: number; overdue: number };

const educationPackage = (studentId: string, lira: string, percent: string | null = '10') => ({
  studentId,
  semesterId: s.semesterId,
  items: [{ name: 'LGS Hazırlık Paketi', itemKind: 'Education', quantity: 1, unitPrice: lira, vatRate: 10 }],
  discountKind: percent ? 'Percent' : null,
  discountValue: percent,
});

const nineInstallments = (net: number) =>
  splitPlan({
    total: net,
    downPayment: 0,
    downPaymentDate: null,
    downPaymentMethod: 'Cash',
    installmentCount: 9,
    firstDueDate: '2026-09-15',
    dayOfMonth: 15,
    method: 'Cash',
  }).map((i) => ({ ...i, amount: (i.amount / 100).toFixed(2) }));

const newStudent = async () => (await registerStudent(t.app, t.token.otherManager, s.branchId, seed++)).id;

/** A student with a scheduled order of `lira` in one installment, due long ago. */
const studentOwing = async (lira: string) => {
  const studentId = await newStudent();
  const { id } = await post<{ id: string }>('student-order', educationPackage(studentId, lira, null));
  await post(`student-order/${id}/payment-plan`, {
    installments: [{ no: 1, dueDate: '2026-01-15', amount: lira, method: 'Cash' }],
  });
  return { studentId, orderId: id };
};

const collection = (studentId: string, amount: string, extra: object = {}) => ({
  studentId,
  cashBookId,
  method: 'Cash',
  amount,
  paidOn: '2026-11-20',
  ...extra,
});

const ledgerIsBalanced = async () => {
  const unbalanced = await queryRows<{ n: number }>(
    t.handle.db,
    sql`select count(*)::int as n from (select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0) x`,
  );
  const [total] = await queryRows<{ sum: string }>(
    t.handle.db,
    sql`select coalesce(sum(amount), 0) as sum from ledger_postings`,
  );
  return unbalanced[0]!.n === 0 && Number(total!.sum) === 0;
};

beforeAll(async () => {
  s = await setUpSchool(t.app, t.token.otherManager);
  cashBookId = (
    await post<{ id: string }>('finance/cash-book', {
      branchId: s.branchId,
      name: 'Merkez Kasa',
      kind: 'Cash',
    })
  ).id;
});

describe('a sale from order to collection', () => {
  let studentId: string;
  let orderId: string;
  let receiptId: string;

  it('writes a Draft order of 45.000,00 ₺ less 10 %: 40.500,00 ₺, nothing owed yet', async () => {
    studentId = await newStudent();
    const created = await post<{ id: string; orderNo: number; message: string }>(
      'student-order',
      educationPackage(studentId, '45.000,00'),
    );
    orderId = created.id;
    expect(created.message).toBe(`${created.orderNo} numaralı satış kaydedildi.`);
    const [order] = await get<
      { state: string; gross: number; discount: number; net: number; remaining: number }[]
    >(`student-order/student/${studentId}`);
    expect(order).toMatchObject({
      state: 'Draft',
      gross: 4_500_000,
      discount: 450_000,
      net: 4_050_000,
      remaining: 0,
    });
    expect((await get<Account>(`student/${studentId}/account`)).balance).toBe(0);
    const scheduled = await get<{ _data: { id: string }[] }>('student-order?scheduled=true&_pageSize=100');
    expect(scheduled._data.map((o) => o.id)).not.toContain(orderId);
  });

  it('refuses a plan that does not add up to the order, naming both sums', async () => {
    const res = await inject('POST', `student-order/${orderId}/payment-plan`, {
      installments: [{ no: 1, dueDate: '2026-09-15', amount: '40.000,00', method: 'Cash' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Ödeme planının toplamı (${formatMoney(4_000_000)}) satış tutarına (${formatMoney(4_050_000)}) eşit olmalıdır.`,
    );
  });

  it('saves 9 installments of 4.500,00 ₺: the order is scheduled and the student owes 40.500,00 ₺', async () => {
    await post(`student-order/${orderId}/payment-plan`, { installments: nineInstallments(4_050_000) });
    const order = await get<OrderDetail>(`student-order/${orderId}`);
    expect(order.state).toBe('PaymentScheduled');
    expect(order.installments.map((i) => i.amount)).toEqual(Array(9).fill(450_000));
    expect(await get<Account>(`student/${studentId}/account`)).toMatchObject({
      debit: 4_500_000,
      discount: 450_000,
      credit: 0,
      balance: 4_050_000,
    });
    expect((await get<{ studyState: string }>(`student/${studentId}/detail`)).studyState).toBe('WillStudy');
    expect((await get<{ studyState: string }>(`student-order/${orderId}`)).studyState).toBe('WillStudy');
    // DOMAIN: a class assigned starts the studying the sale paid for.
    await post('education/student/class', { schoolClassId: s.classA, studentIds: [studentId] });
    expect((await get<{ studyState: string }>(`student-order/${orderId}`)).studyState).toBe('OnStudy');
    const needing = await get<{ _data: { id: string }[] }>(
      'student-order?needsInvoiceTracker=true&_pageSize=100',
    );
    expect(needing._data.map((o) => o.id)).toContain(orderId);
  });

  it('collects two installments in cash: 31.500,00 ₺ remains and the receipt is numbered', async () => {
    const res = await inject('POST', 'finance/collection', collection(studentId, '9.000,00'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    receiptId = body.id;
    expect(body.receiptNo).toMatch(/^2026-\d{6}$/);
    expect(body.message).toBe(`Tahsilat alındı. Makbuz No: ${body.receiptNo}`);
    expect(body.verifyPath).toMatch(/^\/V\/[0-9a-f]{8}\/[2-9A-Z]{10}$/);
    const order = await get<OrderDetail>(`student-order/${orderId}`);
    expect(order.installments.slice(0, 3).map((i) => i.remaining)).toEqual([0, 0, 450_000]);
    expect(order.remaining).toBe(3_150_000);
    expect((await get<Account>(`student/${studentId}/account`)).balance).toBe(3_150_000);
  });

  it('refuses to collect more than is owed', async () => {
    const res = await inject('POST', 'finance/collection', collection(studentId, '31.500,01'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Tahsilat tutarı öğrencinin açık taksit toplamını (${formatMoney(3_150_000)}) aşıyor.`,
    );
  });

  it('pays a chosen installment first', async () => {
    const order = await get<OrderDetail>(`student-order/${orderId}`);
    const last = order.installments.at(-1)!;
    await post('finance/collection', collection(studentId, '100,00', { installmentIds: [last.id] }));
    const after = await get<OrderDetail>(`student-order/${orderId}`);
    expect(after.installments.at(-1)!.paid).toBe(10_000);
    expect(after.installments[2]!.paid).toBe(0);
  });

  it('cancels a collection by reversing it: the balance returns, the record stays', async () => {
    await post(`finance/collection/${receiptId}/cancel`, { reason: 'Yanlış tutar' });
    const account = await get<Account>(`student/${studentId}/account`);
    expect(account.balance).toBe(4_050_000 - 10_000);
    const again = await inject('POST', `finance/collection/${receiptId}/cancel`, { reason: 'Tekrar' });
    expect(again.json().message).toBe('Bu tahsilat zaten iptal edilmiş.');
    const listed = await get<{ _data: { id: string; cancelled: boolean }[] }>(
      `finance/collection?studentId=${studentId}`,
    );
    expect(listed._data.find((c) => c.id === receiptId)?.cancelled).toBe(true);
    expect((await get<OrderDetail>(`student-order/${orderId}`)).installments[0]!.paid).toBe(0);
    expect(await ledgerIsBalanced()).toBe(true);
  });

  it('freezes and unfreezes; a cancelled order cannot be scheduled again', async () => {
    await post(`student-order/${orderId}/state`, { state: 'Freeze' });
    await post(`student-order/${orderId}/state`, { state: 'PaymentScheduled' });
    const noReason = await inject('POST', `student-order/${orderId}/state`, { state: 'Cancelled' });
    expect(noReason.json().message).toBe('Lütfen İptal Nedeni Giriniz!');
    await post(`student-order/${orderId}/state`, { state: 'Cancelled', reason: 'Kayıt iptali' });
    const back = await inject('POST', `student-order/${orderId}/state`, { state: 'PaymentScheduled' });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('Satış "İptal" durumundayken "Ödeme Planlandı" durumuna geçirilemez.');
    // The 100,00 ₺ paid stays on the student's account as a credit until it is refunded.
    expect((await get<Account>(`student/${studentId}/account`)).balance).toBe(-10_000);
    const order = await get<OrderDetail>(`student-order/${orderId}`);
    expect(order.installments.every((i) => i.cancelled)).toBe(true);
    expect(await ledgerIsBalanced()).toBe(true);
  });
});

describe('collections under concurrency', () => {
  it('posts once for 20 identical requests with one idempotency key', async () => {
    const { studentId } = await studentOwing('1.000,00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        inject('POST', 'finance/collection', collection(studentId, '250,00'), {
          'idempotency-key': 'tahsilat-1',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().receiptNo)).size).toBe(1);
    const [row] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from collections where student_id = ${studentId}`,
    );
    expect(row!.n).toBe(1);
    expect((await get<Account>(`student/${studentId}/account`)).balance).toBe(75_000);
  });

  it('binds a key to its request: the same key with another student’s collection answers 422 and posts nothing', async () => {
    const first = await studentOwing('1.000,00');
    const second = await studentOwing('1.000,00');
    const collectWithSameKey = (studentId: string, amount: string) =>
      inject('POST', 'finance/collection', collection(studentId, amount), {
        'idempotency-key': 'tahsilat-baglanan',
      });
    const paid = await collectWithSameKey(first.studentId, '250,00');
    expect(paid.statusCode).toBe(200);
    const reused = await collectWithSameKey(second.studentId, '250,00');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/başka bir istekle kullanılmış/);
    expect((await get<Account>(`student/${second.studentId}/account`)).balance).toBe(100_000);
    // Another amount for the same student is another request too.
    const otherAmount = await collectWithSameKey(first.studentId, '300,00');
    expect(otherAmount.statusCode).toBe(422);
    // The same request again still answers the first receipt.
    const retried = await collectWithSameKey(first.studentId, '250,00');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().receiptNo).toBe(paid.json().receiptNo);
    expect((await get<Account>(`student/${first.studentId}/account`)).balance).toBe(75_000);
  });

  it('never takes more than an installment’s remainder with 20 different collections at once', async () => {
    const { studentId, orderId } = await studentOwing('1.000,00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        inject('POST', 'finance/collection', collection(studentId, '150,00'), {
          'idempotency-key': `farkli-${i}`,
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(6);
    expect(
      answers.filter((a) => a.statusCode === 400).every((a) => a.json().message.includes('aşıyor')),
    ).toBe(true);
    const order = await get<OrderDetail>(`student-order/${orderId}`);
    expect(order.installments[0]!.paid).toBe(90_000);
    expect((await get<Account>(`student/${studentId}/account`)).balance).toBe(10_000);
  });
});

describe('the ledger over random sales', () => {
  it('plans sum to the discounted total, no installment is negative, every movement balances', {
    timeout: PROPERTY_HANG_GUARD_MS,
  }, async () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      kurus: fc.integer({ min: 1, max: 10_000_000 }),
      vatRate: fc.constantFrom(0, 10, 20),
      percent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }),
        fc.boolean(),
        async (lines, orderPercent, count, payPercents, cancelFirst) => {
          const studentId = await newStudent();
          const items = lines.map((l) => ({
            name: 'Hizmet',
            itemKind: 'Other',
            quantity: l.quantity,
            unitPrice: (l.kurus / 100).toFixed(2),
            vatRate: l.vatRate,
            discountKind: l.percent === null ? null : 'Percent',
            discountValue: l.percent,
          }));
          const expected = priceOrder(
            lines.map((l) => ({
              quantity: l.quantity,
              unitPrice: l.kurus,
              vatRate: l.vatRate,
              discount: l.percent === null ? null : { kind: 'Percent', value: l.percent * 100 },
            })),
            orderPercent ? { kind: 'Percent', value: orderPercent * 100 } : null,
          );
          const { id } = await post<{ id: string }>('student-order', {
            studentId,
            items,
            discountKind: orderPercent ? 'Percent' : null,
            discountValue: orderPercent,
          });
          const order = await get<OrderDetail>(`student-order/${id}`);
          expect(order.net).toBe(expected.net);
          if (order.net === 0) return;
          const plan = splitPlan({
            total: order.net,
            downPayment: 0,
            downPaymentDate: null,
            downPaymentMethod: 'Cash',
            installmentCount: Math.min(count, order.net),
            firstDueDate: '2026-10-01',
            dayOfMonth: 1,
            method: 'BankTransfer',
          });
          await post(`student-order/${id}/payment-plan`, {
            installments: plan.map((i) => ({ ...i, amount: (i.amount / 100).toFixed(2) })),
          });
          const saved = await get<OrderDetail>(`student-order/${id}`);
          expect(saved.installments.reduce((sum, i) => sum + i.amount, 0)).toBe(order.net);
          expect(saved.installments.every((i) => i.amount > 0)).toBe(true);
          const paid: { id: string; amount: number }[] = [];
          for (const p of payPercents) {
            const left = order.net - paid.reduce((sum, x) => sum + x.amount, 0);
            const amount = Math.max(1, Math.floor((left * p) / 100));
            if (left <= 0) break;
            const r = await post<{ id: string }>(
              'finance/collection',
              collection(studentId, (amount / 100).toFixed(2)),
            );
            paid.push({ id: r.id, amount });
          }
          if (cancelFirst && paid[0]) {
            await post(`finance/collection/${paid[0].id}/cancel`, { reason: 'Deneme' });
            paid.shift();
          }
          const account = await get<Account>(`student/${studentId}/account`);
          expect(account.balance).toBe(order.net - paid.reduce((sum, x) => sum + x.amount, 0));
          const after = await get<OrderDetail>(`student-order/${id}`);
          expect(after.installments.every((i) => i.paid >= 0 && i.paid <= i.amount)).toBe(true);
          expect(await ledgerIsBalanced()).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });
});
