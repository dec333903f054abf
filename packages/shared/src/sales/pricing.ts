import { formatMoney } from '../common/money';
import type { DiscountKind, PaymentMethod } from './enums';

/**
 * The arithmetic of a sale, in integer kuruş, shared by the form's preview and the
 * server that saves it: both must arrive at the same kuruş.
 */

/** Percent discounts are kept in hundredths of a percent (10,5 % = 1050) so they stay integers. */
export const PERCENT_SCALE = 100;

/** `amount * hundredths / 10000`, rounded half up, without float error on large sums. */
const percentOf = (amount: number, hundredths: number): number =>
  Number((BigInt(amount) * BigInt(hundredths) + 5000n) / 10000n);

export type Discount = { kind: DiscountKind; value: number } | null;

/** The discount a line or order gets: an amount (kuruş) or a percent (hundredths). Never more than the base. */
export const discountOf = (base: number, discount: Discount): number => {
  if (!discount || discount.value <= 0) return 0;
  const raw = discount.kind === 'Percent' ? percentOf(base, discount.value) : discount.value;
  return Math.min(raw, base);
};

export type PricedLineInput = { quantity: number; unitPrice: number; vatRate: number; discount: Discount };
/**
 * `discount` is what the line is discounted in all: its own discount (`lineDiscount`, what
 * was typed on the line) plus its kuruş share of the order's discount (`orderDiscount`).
 * The two are kept apart so documents show what the user typed, not only the split.
 */
export type PricedLine = {
  gross: number;
  lineDiscount: number;
  orderDiscount: number;
  discount: number;
  net: number;
  vat: number;
};
export type PricedOrder = {
  lines: PricedLine[];
  gross: number;
  /** The lines' own discounts together. */
  lineDiscount: number;
  /** What the order's discount came to (shared over the lines to the kuruş). */
  orderDiscount: number;
  discount: number;
  net: number;
  vat: number;
};

const percentFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** A typed discount as a person reads it: `%10,5` or `250,00 ₺`; null when there is none. */
export const discountText = (kind: string | null, value: number | null): string | null => {
  if (!kind || !value) return null;
  if (kind === 'Percent') return `%${percentFormat.format(value / PERCENT_SCALE)}`;
  return formatMoney(value);
};

/** VAT inside a VAT-included amount. */
export const vatInside = (amount: number, rate: number): number =>
  rate <= 0
    ? 0
    : Number((BigInt(amount) * BigInt(rate) * 2n + BigInt(100 + rate)) / (BigInt(100 + rate) * 2n));

/**
 * Lines priced VAT included: each line's own discount, then the order's discount shared
 * over the lines by their net (the remainder on the last line that has any), so each
 * line's VAT is computed on what is really charged.
 */
export const priceOrder = (lines: readonly PricedLineInput[], orderDiscount: Discount): PricedOrder => {
  const own = lines.map((l) => {
    const gross = l.quantity * l.unitPrice;
    return { gross, discount: discountOf(gross, l.discount) };
  });
  const afterOwn = own.map((l) => l.gross - l.discount);
  const base = afterOwn.reduce((s, v) => s + v, 0);
  const shared = discountOf(base, orderDiscount);
  const shares = afterOwn.map((v) => (base === 0 ? 0 : Number((BigInt(shared) * BigInt(v)) / BigInt(base))));
  // The rounding remainder goes to the last lines that still have room, so no line goes below zero.
  let left = shared - shares.reduce((s, v) => s + v, 0);
  for (let i = shares.length - 1; i >= 0 && left > 0; i--) {
    const take = Math.min(left, afterOwn[i]! - shares[i]!);
    shares[i] = shares[i]! + take;
    left -= take;
  }
  const priced = own.map((l, i) => {
    const discount = l.discount + shares[i]!;
    const net = l.gross - discount;
    return {
      gross: l.gross,
      lineDiscount: l.discount,
      orderDiscount: shares[i]!,
      discount,
      net,
      vat: vatInside(net, lines[i]!.vatRate),
    };
  });
  const sum = (k: keyof PricedLine) => priced.reduce((s, l) => s + l[k], 0);
  return {
    lines: priced,
    gross: sum('gross'),
    lineDiscount: sum('lineDiscount'),
    orderDiscount: sum('orderDiscount'),
    discount: sum('discount'),
    net: sum('net'),
    vat: sum('vat'),
  };
};

export type PlanInput = {
  total: number;
  downPayment: number;
  downPaymentDate: string | null;
  downPaymentMethod: PaymentMethod;
  installmentCount: number;
  firstDueDate: string;
  /** Day of month for every installment after the first; a short month takes its last day. */
  dayOfMonth: number;
  method: PaymentMethod;
};

export type PlannedInstallment = {
  /** 0 is the down payment, then 1..N. */
  no: number;
  dueDate: string;
  amount: number;
  method: PaymentMethod;
};

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The `index`-th monthly due date after `first`, on `dayOfMonth` (or the month's last day). */
export const monthlyDueDate = (first: string, index: number, dayOfMonth: number): string => {
  if (index === 0) return first;
  const [y, m] = first.split('-').map(Number) as [number, number];
  const month = m - 1 + index;
  const year = y + Math.floor(month / 12);
  const mon = ((month % 12) + 12) % 12;
  const day = Math.min(dayOfMonth, daysInMonth(year, mon));
  return `${year}-${String(mon + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * A payment plan: the down payment, then the rest split in kuruş over N monthly
 * installments with the remainder on the last, so the plan always sums to the total.
 */
export const splitPlan = (p: PlanInput): PlannedInstallment[] => {
  const plan: PlannedInstallment[] = [];
  const down = Math.min(Math.max(p.downPayment, 0), p.total);
  if (down > 0)
    plan.push({
      no: 0,
      dueDate: p.downPaymentDate ?? p.firstDueDate,
      amount: down,
      method: p.downPaymentMethod,
    });
  const rest = p.total - down;
  const count = rest > 0 ? Math.max(1, p.installmentCount) : 0;
  const each = count ? Math.floor(rest / count) : 0;
  for (let i = 0; i < count; i++)
    plan.push({
      no: i + 1,
      dueDate: monthlyDueDate(p.firstDueDate, i, p.dayOfMonth),
      amount: i === count - 1 ? rest - each * (count - 1) : each,
      method: p.method,
    });
  return plan;
};

/** Allocates a payment over open remainders in the given order; what cannot be placed is returned. */
export const allocate = (
  amount: number,
  open: readonly { id: string; remaining: number }[],
): { allocations: { id: string; amount: number }[]; unplaced: number } => {
  let left = amount;
  const allocations: { id: string; amount: number }[] = [];
  for (const o of open) {
    if (left <= 0) break;
    const take = Math.min(left, o.remaining);
    if (take > 0) allocations.push({ id: o.id, amount: take });
    left -= take;
  }
  return { allocations, unplaced: left };
};
