import { todayInIstanbul } from '@panel/shared/common/dates';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { call, setUpSchool } from '../../test/factories/education';
import { registerStudent } from '../../test/factories/students';
import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });

const get = <T>(url: string) => call(t.app, t.token.otherManager, 'GET', url) as Promise<T>;
const post = (url: string, body: object) => call(t.app, t.token.otherManager, 'POST', url, body);

type Sales = {
  todayCollections: { count: number; amount: number };
  overdue: { installmentCount: number; amount: number };
};
type Books = { name: string; balance: number }[];

describe('finance widgets on the dashboard', () => {
  it('shows today’s live collections, the overdue total and each cash book’s balance', async () => {
    const school = await setUpSchool(t.app, t.token.otherManager);
    const student = await registerStudent(t.app, t.token.otherManager, school.branchId, 3);
    const book = await post('finance/cash-book', {
      branchId: school.branchId,
      name: 'Ön Büro Kasası',
      kind: 'Cash',
    });
    const order = await post('student-order', {
      studentId: student.id,
      items: [{ name: 'Kurs', itemKind: 'Education', quantity: 1, unitPrice: '2.000,00', vatRate: 10 }],
    });
    await post(`student-order/${order.id}/payment-plan`, {
      installments: [
        { no: 1, dueDate: '2026-01-10', amount: '1.000,00', method: 'Cash' },
        { no: 2, dueDate: '2099-01-10', amount: '1.000,00', method: 'Cash' },
      ],
    });
    const pay = (amount: string, paidOn: string) =>
      post('finance/collection', {
        studentId: student.id,
        cashBookId: book.id,
        method: 'Cash',
        amount,
        paidOn,
      });
    await pay('300,00', todayInIstanbul());
    const cancelled = await pay('200,00', todayInIstanbul());
    await post(`finance/collection/${cancelled.id}/cancel`, { reason: 'Yanlış' });
    await pay('100,00', '2026-02-01');

    expect(await get<Sales>('dashboard/sales')).toEqual({
      todayCollections: { count: 1, amount: 30_000 },
      overdue: { installmentCount: 1, amount: 60_000 },
    });
    expect(await get<Books>('dashboard/cash-books')).toEqual([
      expect.objectContaining({ name: 'Ön Büro Kasası', balance: 40_000 }),
    ]);
  });
});
