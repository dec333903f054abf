import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, discountOf, monthlyDueDate, priceOrder, splitPlan } from './pricing';

describe('sale arithmetic', () => {
  it('sells 45.000,00 ₺ with 10 % off in 9 equal installments of 4.500,00 ₺', () => {
    const order = priceOrder([{ quantity: 1, unitPrice: 4_500_000, vatRate: 10, discount: null }], {
      kind: 'Percent',
      value: 1000,
    });
    expect(order.net).toBe(4_050_000);
    const plan = splitPlan({
      total: order.net,
      downPayment: 0,
      downPaymentDate: null,
      downPaymentMethod: 'Cash',
      installmentCount: 9,
      firstDueDate: '2026-09-15',
      dayOfMonth: 15,
      method: 'Cash',
    });
    expect(plan.map((i) => i.amount)).toEqual(Array(9).fill(450_000));
    expect(plan.at(-1)?.dueDate).toBe('2027-05-15');
  });

  it('puts the kuruş remainder on the last installment', () => {
    const plan = splitPlan({
      total: 100_000,
      downPayment: 10_001,
      downPaymentDate: '2026-09-01',
      downPaymentMethod: 'Cash',
      installmentCount: 7,
      firstDueDate: '2026-10-31',
      dayOfMonth: 31,
      method: 'BankTransfer',
    });
    expect(plan.map((i) => i.amount)).toEqual([
      10_001, 12_857, 12_857, 12_857, 12_857, 12_857, 12_857, 12_857,
    ]);
    expect(plan.map((i) => i.dueDate).slice(1, 4)).toEqual(['2026-10-31', '2026-11-30', '2026-12-31']);
  });

  it('takes the last day of a short month', () => {
    expect(monthlyDueDate('2027-01-31', 1, 31)).toBe('2027-02-28');
    expect(monthlyDueDate('2027-11-30', 2, 30)).toBe('2028-01-30');
  });

  it('never discounts more than the base', () => {
    expect(discountOf(1000, { kind: 'Amount', value: 5000 })).toBe(1000);
    expect(discountOf(1000, { kind: 'Percent', value: 10_000 })).toBe(1000);
  });

  it('plan total equals the order total after discounts, with no negative installment', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
      vatRate: fc.constantFrom(0, 1, 10, 20),
      discount: fc.option(
        fc.oneof(
          fc.record({ kind: fc.constant('Amount' as const), value: fc.integer({ min: 0, max: 10_000_000 }) }),
          fc.record({ kind: fc.constant('Percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
        ),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.option(
          fc.record({ kind: fc.constant('Percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
          {
            nil: null,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 24 }),
        (lines, orderDiscount, downPercent, count) => {
          const order = priceOrder(lines, orderDiscount);
          expect(order.net).toBe(order.gross - order.discount);
          // The typed order discount is whole however it is split over the lines.
          expect(order.orderDiscount).toBe(discountOf(order.gross - order.lineDiscount, orderDiscount));
          expect(order.lineDiscount + order.orderDiscount).toBe(order.discount);
          for (const l of order.lines) {
            expect(l.net).toBeGreaterThanOrEqual(0);
            expect(l.vat).toBeLessThanOrEqual(l.net);
          }
          const plan = splitPlan({
            total: order.net,
            downPayment: Math.floor((order.net * downPercent) / 100),
            downPaymentDate: null,
            downPaymentMethod: 'Cash',
            installmentCount: count,
            firstDueDate: '2026-01-31',
            dayOfMonth: 31,
            method: 'CreditCard',
          });
          expect(plan.reduce((s, i) => s + i.amount, 0)).toBe(order.net);
          for (const i of plan) expect(i.amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('allocates a payment in order and returns what is left over', () => {
    expect(
      allocate(700, [
        { id: 'a', remaining: 300 },
        { id: 'b', remaining: 300 },
        { id: 'c', remaining: 300 },
      ]),
    ).toEqual({
      allocations: [
        { id: 'a', amount: 300 },
        { id: 'b', amount: 300 },
        { id: 'c', amount: 100 },
      ],
      unplaced: 0,
    });
    expect(allocate(700, [{ id: 'a', remaining: 300 }]).unplaced).toBe(400);
  });
});
