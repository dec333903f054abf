import { z } from 'zod';
import { zCount, zMoney } from '../education/contracts';
import { ORDER_ITEM_KINDS, VAT_RATES } from '../education/enums';
import { zDate, zNumber, zOptional, zSelect, zText } from '../validation/zod';
import { DISCOUNT_KINDS, ORDER_STATES, PAYMENT_METHODS } from './enums';
import { type Discount, PERCENT_SCALE } from './pricing';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

export const PERCENT_RANGE_MESSAGE = 'İndirim yüzdesi 0 ile 100 arasında olmalıdır!';

/** A discount as typed: a kind and a value (lira for an amount, percent for a percent), or none. */
const zDiscountFields = {
  discountKind: zOptional(zSelect('İndirim Türü', DISCOUNT_KINDS)),
  discountValue: z.unknown().optional(),
};

const toDiscount = (
  v: { discountKind: (typeof DISCOUNT_KINDS)[number] | null; discountValue?: unknown },
  ctx: z.RefinementCtx,
  path: (string | number)[],
): Discount => {
  const raw = v.discountValue;
  if (!v.discountKind || raw === undefined || raw === null || raw === '') return null;
  const parsed = zMoney('İndirim').safeParse(raw);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'Lütfen İndirim Alanına Sayı Giriniz!', path });
    return null;
  }
  // zMoney reads "10,5" as 1050 hundredths: the same scale a percent is kept in.
  if (v.discountKind === 'Percent' && parsed.data > 100 * PERCENT_SCALE) {
    ctx.addIssue({ code: 'custom', message: PERCENT_RANGE_MESSAGE, path });
    return null;
  }
  return { kind: v.discountKind, value: parsed.data };
};

export const ZOrderItemInputSchema = z
  .object({
    servicePriceId: zOptional(z.uuid()),
    serviceId: zOptional(z.uuid()),
    name: zText('Hizmet Adı', 100),
    itemKind: zSelect('Hizmet Türü', ORDER_ITEM_KINDS),
    quantity: zCount('Adet', 1, 1000),
    unitPrice: zMoney('Birim Fiyat').pipe(z.number().max(1_000_000_000, 'Birim fiyat çok yüksek!')),
    vatRate: zNumber('KDV Oranı').pipe(
      z.union(
        VAT_RATES.map((r) => z.literal(r)),
        'Lütfen KDV Oranı Seçiniz!',
      ),
    ),
    ...zDiscountFields,
  })
  .transform((v, ctx) => ({
    servicePriceId: v.servicePriceId,
    serviceId: v.serviceId,
    name: v.name,
    itemKind: v.itemKind,
    quantity: v.quantity,
    unitPrice: v.unitPrice,
    vatRate: v.vatRate,
    discount: toDiscount(v, ctx, ['discountValue']),
  }));
export type TOrderItemInput = z.infer<typeof ZOrderItemInputSchema>;

export const ZOrderInputSchema = z
  .object({
    studentId: zId('Öğrenci'),
    semesterId: zOptional(zId('Dönem')),
    timePeriodId: zOptional(zId('Zaman Dilimi')),
    /** A parent of the student; none means the student pays. */
    paymentPersonId: zOptional(zId('Ödeme Sorumlusu')),
    note: zOptional(zText('Açıklama', 200)),
    items: z.array(ZOrderItemInputSchema).min(1, 'Lütfen en az bir hizmet ekleyiniz!').max(50),
    ...zDiscountFields,
  })
  .transform((v, ctx) => ({
    studentId: v.studentId,
    semesterId: v.semesterId,
    timePeriodId: v.timePeriodId,
    paymentPersonId: v.paymentPersonId,
    note: v.note,
    items: v.items,
    discount: toDiscount(v, ctx, ['discountValue']),
  }));
export type TOrderInput = z.infer<typeof ZOrderInputSchema>;

export const PLAN_TOTAL_MESSAGE = (plan: string, order: string) =>
  `Ödeme planının toplamı (${plan}) satış tutarına (${order}) eşit olmalıdır.`;
export const INSTALLMENT_POSITIVE_MESSAGE = 'Taksit tutarları sıfırdan büyük olmalıdır!';

/** The plan as the preview shows it (the user may change dates, amounts and methods before saving). */
export const ZPaymentPlanInputSchema = z.object({
  installments: z
    .array(
      z.object({
        no: z.number().int().min(0).max(120),
        dueDate: zDate('Vade'),
        amount: zMoney('Taksit Tutarı').refine((v) => v > 0, INSTALLMENT_POSITIVE_MESSAGE),
        method: zSelect('Ödeme Yöntemi', PAYMENT_METHODS),
      }),
    )
    .min(1, 'Lütfen ödeme planı oluşturunuz!')
    .max(121),
});
export type TPaymentPlanInput = z.infer<typeof ZPaymentPlanInputSchema>;

export const ZOrderStateInputSchema = z.object({
  state: zSelect('Durum', ORDER_STATES),
  reason: zOptional(zText('Açıklama', 200)),
});
export type TOrderStateInput = z.infer<typeof ZOrderStateInputSchema>;

export const COLLECTION_AMOUNT_MESSAGE = 'Tahsilat tutarı sıfırdan büyük olmalıdır!';

export const ZCollectionInputSchema = z.object({
  studentId: zId('Öğrenci'),
  cashBookId: zId('Kasa'),
  method: zSelect('Ödeme Yöntemi', PAYMENT_METHODS),
  amount: zMoney('Tutar').refine((v) => v > 0, COLLECTION_AMOUNT_MESSAGE),
  paidOn: zDate('Tahsilat'),
  /** Installments to pay first, in this order; the rest of the amount goes oldest due first. */
  installmentIds: z.array(z.uuid()).max(200).default([]),
  note: zOptional(zText('Açıklama', 200)),
});
export type TCollectionInput = z.infer<typeof ZCollectionInputSchema>;

export const ZCollectionCancelSchema = z.object({
  reason: zText('İptal Nedeni', 200),
});
export type TCollectionCancel = z.infer<typeof ZCollectionCancelSchema>;

/** What the sale screens read back. Amounts are kuruş. */
export type StudentOrderSummary = {
  id: string;
  orderNo: number;
  branchId: string;
  state: (typeof ORDER_STATES)[number];
  studyState: string;
  semesterName: string | null;
  paymentPersonName: string | null;
  gross: number;
  /** The lines' own discounts; lineDiscount + orderDiscount = discount. */
  lineDiscount: number;
  /** What the order's typed discount came to. */
  orderDiscount: number;
  discount: number;
  net: number;
  paid: number;
  remaining: number;
  hasInvoiceTracker: boolean;
  createdAt: string;
};

export type InstallmentRow = {
  id: string;
  orderId: string;
  orderNo: number;
  no: number;
  dueDate: string;
  amount: number;
  paid: number;
  remaining: number;
  method: (typeof PAYMENT_METHODS)[number];
  cancelled: boolean;
};

export type StudentAccount = {
  debit: number;
  discount: number;
  credit: number;
  paymentCancellation: number;
  serviceCancellation: number;
  /** What the student owes; negative when money is held for them. */
  balance: number;
  overdue: number;
};

const TAX_ID_MESSAGE = 'Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalıdır!';

/** An order's invoice plan: one invoice or one per installment, to the payer, the student or another buyer. */
export const ZInvoicePlanInputSchema = z.object({
  mode: zSelect('Fatura Planı', ['Order', 'Installment'] as const),
  buyer: z.union([
    z.enum(['PaymentPerson', 'Student']),
    z.object({
      name: zText('Alıcı Adı', 100),
      taxId: z
        .string()
        .trim()
        .regex(/^(\d{10}|\d{11})$/, TAX_ID_MESSAGE),
      address: zOptional(zText('Adres', 200)),
    }),
  ]),
});
export type TInvoicePlanInput = z.infer<typeof ZInvoicePlanInputSchema>;

export const ZInvoiceStepSchema = z.object({
  ids: z.array(z.uuid()).min(1, 'Lütfen en az bir fatura planı seçiniz!').max(500),
});

/**
 * The server sorts (`_sort`) of the sales lists: the API whitelists these and the web's
 * sortable columns use them as their keys. A student's name sorts in Turkish order.
 */
export const ORDER_SORTS = ['createdAt', 'net', 'studentName', 'orderNo'] as const;
/** The collections (receipts) list: the day paid, the amount, the student. */
export const COLLECTION_SORTS = ['paidOn', 'amount', 'studentName'] as const;
export const INVOICE_PLAN_SORTS = ['plannedOn', 'amount', 'studentName'] as const;
