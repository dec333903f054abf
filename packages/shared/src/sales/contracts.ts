import { z } from 'zod';
import { zPage } from '../common/answers';
import { zCount, zMoney } from '../education/contracts';
import { ORDER_ITEM_KINDS, VAT_RATES } from '../education/enums';
import { zDate, zNumber, zOptional, zSelect, zText } from '../validation/zod';
import { DISCOUNT_KINDS, INVOICE_KINDS, INVOICE_PLAN_STATES, ORDER_STATES, PAYMENT_METHODS } from './enums';
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

/**
 * What the sale screens read back. Amounts are kuruş; days are YYYY-MM-DD text; points in time
 * are ISO text (the queries turn Dates into it: the answer's schema is encoded, not parsed, so a
 * preprocess such as zTimestamp() would fail there).
 */
export const ZStudentOrderSummarySchema = z.object({
  id: z.uuid(),
  orderNo: z.number().int(),
  branchId: z.uuid(),
  studentId: z.uuid(),
  studentNo: z.number().int(),
  studentName: z.string(),
  state: z.enum(ORDER_STATES),
  studyState: z.string(),
  semesterName: z.string().nullable(),
  paymentPersonName: z.string().nullable(),
  gross: z.number(),
  /** The lines' own discounts; lineDiscount + orderDiscount = discount. */
  lineDiscount: z.number(),
  /** What the order's typed discount came to. */
  orderDiscount: z.number(),
  discount: z.number(),
  net: z.number(),
  paid: z.number(),
  remaining: z.number(),
  hasInvoiceTracker: z.boolean(),
  createdAt: z.string(),
});
export type StudentOrderSummary = z.infer<typeof ZStudentOrderSummarySchema>;
/** GET student-order (a page) and GET student-order/student/{id} (a student's, newest first). */
export const ZStudentOrderPageSchema = zPage(ZStudentOrderSummarySchema);
export const ZStudentOrderListSchema = z.array(ZStudentOrderSummarySchema);

/** An order line as the sale's detail shows it. */
export const ZOrderItemSchema = z.object({
  id: z.uuid(),
  serviceId: z.uuid().nullable(),
  servicePriceId: z.uuid().nullable(),
  name: z.string(),
  itemKind: z.enum(ORDER_ITEM_KINDS),
  quantity: z.number().int(),
  unitPrice: z.number(),
  vatRate: z.number().int(),
  discountKind: z.enum(DISCOUNT_KINDS).nullable(),
  discountValue: z.number().nullable(),
  gross: z.number(),
  /** The line's own discount (typed on the line) and its share of the order's discount. */
  lineDiscount: z.number(),
  orderDiscount: z.number(),
  discount: z.number(),
  net: z.number(),
  vat: z.number(),
  position: z.number().int(),
});
export type TOrderItem = z.infer<typeof ZOrderItemSchema>;

/** An installment of a sale's plan, with the collections that paid it. */
export const ZOrderInstallmentSchema = z.object({
  id: z.uuid(),
  no: z.number().int(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  remaining: z.number(),
  method: z.enum(PAYMENT_METHODS),
  cancelled: z.boolean(),
  payments: z.array(
    z.object({
      installmentId: z.uuid(),
      collectionId: z.uuid(),
      receiptNo: z.string(),
      paidOn: z.string(),
      amount: z.number(),
      cancelled: z.boolean(),
    }),
  ),
});
export type TOrderInstallment = z.infer<typeof ZOrderInstallmentSchema>;

/** GET student-order/{id}: the order, its lines and its plan. */
export const ZOrderDetailSchema = ZStudentOrderSummarySchema.extend({
  semesterId: z.uuid().nullable(),
  timePeriodId: z.uuid().nullable(),
  paymentPersonId: z.uuid().nullable(),
  discountKind: z.enum(DISCOUNT_KINDS).nullable(),
  discountValue: z.number().nullable(),
  vat: z.number(),
  note: z.string().nullable(),
  cancelReason: z.string().nullable(),
  items: z.array(ZOrderItemSchema),
  installments: z.array(ZOrderInstallmentSchema),
});
export type TOrderDetail = z.infer<typeof ZOrderDetailSchema>;

/** POST student-order: the new sale's id and number. */
export const ZOrderCreatedSchema = z.object({ id: z.uuid(), orderNo: z.number().int(), message: z.string() });

/** GET student-order/student/{id}/open-installments: a student's unpaid installments, oldest due first. */
export const ZInstallmentRowSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNo: z.number().int(),
  branchId: z.uuid(),
  no: z.number().int(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  remaining: z.number(),
  method: z.enum(PAYMENT_METHODS),
  cancelled: z.boolean(),
});
export type InstallmentRow = z.infer<typeof ZInstallmentRowSchema>;
export const ZOpenInstallmentsSchema = z.array(ZInstallmentRowSchema);

export const ZStudentAccountSchema = z.object({
  debit: z.number(),
  discount: z.number(),
  credit: z.number(),
  paymentCancellation: z.number(),
  serviceCancellation: z.number(),
  /** What the student owes; negative when money is held for them. */
  balance: z.number(),
  overdue: z.number(),
});
export type StudentAccount = z.infer<typeof ZStudentAccountSchema>;

/** GET student/{id}/account/movements: the account's postings, newest first, with a running balance. */
export const ZAccountMovementSchema = z.object({
  id: z.uuid(),
  occurredOn: z.string(),
  kind: z.string(),
  description: z.string(),
  amount: z.number(),
  balance: z.number(),
  createdAt: z.string(),
});
export type TAccountMovement = z.infer<typeof ZAccountMovementSchema>;
export const ZAccountMovementPageSchema = zPage(ZAccountMovementSchema);

/** A collection (receipt) as the lists show it. */
export const ZCollectionRowSchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  receiptNo: z.string(),
  studentId: z.uuid(),
  studentNo: z.number().int(),
  studentName: z.string(),
  cashBookId: z.uuid(),
  cashBookName: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  paidOn: z.string(),
  note: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TCollectionRow = z.infer<typeof ZCollectionRowSchema>;
export const ZCollectionPageSchema = zPage(ZCollectionRowSchema);

/** GET finance/collection/{id}: the collection, the installments it paid and its receipt's verify link. */
export const ZCollectionDetailSchema = ZCollectionRowSchema.extend({
  allocations: z.array(
    z.object({
      installmentId: z.uuid(),
      orderNo: z.number().int(),
      no: z.number().int(),
      dueDate: z.string(),
      amount: z.number(),
    }),
  ),
  verifyPath: z.string().nullable(),
});
export type TCollectionDetail = z.infer<typeof ZCollectionDetailSchema>;

/** POST finance/collection: the receipt's number, what it paid and its verify link. */
export const ZCollectionCreatedSchema = z.object({
  id: z.uuid(),
  receiptNo: z.string(),
  allocations: z.array(z.object({ id: z.uuid(), amount: z.number() })),
  verifyPath: z.string(),
  message: z.string(),
});
export type TCollectionCreated = z.infer<typeof ZCollectionCreatedSchema>;

/** GET verify/{acpId}/{code}: what a QR code's link shows, masked; or that no such document exists. */
export const ZVerificationSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    kind: z.string(),
    kindLabel: z.string(),
    /** The number printed on the paper: the receipt's or the sale's. */
    number: z.string().nullable(),
    institution: z.string(),
    issuedOn: z.string(),
    amount: z.number(),
    personName: z.string(),
    cancelled: z.boolean(),
    /** The Istanbul day it was cancelled on, or null while it stands. */
    cancelledOn: z.string().nullable(),
  }),
  z.object({ valid: z.literal(false) }),
]);
export type TVerification = z.infer<typeof ZVerificationSchema>;

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

/** An invoice plan as the plan desk, the printed invoices and a sale's invoice page show it. */
export const ZInvoicePlanRowSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNo: z.number().int(),
  studentId: z.uuid(),
  studentName: z.string(),
  branchName: z.string(),
  kind: z.enum(INVOICE_KINDS),
  state: z.enum(INVOICE_PLAN_STATES),
  plannedOn: z.string(),
  amount: z.number(),
  vat: z.number(),
  buyerName: z.string(),
  buyerTaxId: z.string(),
  invoiceNo: z.string().nullable(),
  error: z.string().nullable(),
  printedAt: z.string().nullable(),
});
export type TInvoicePlanRow = z.infer<typeof ZInvoicePlanRowSchema>;
export const ZInvoicePlanListSchema = z.array(ZInvoicePlanRowSchema);
export const ZInvoicePlanPageSchema = zPage(ZInvoicePlanRowSchema);

/** POST finance/invoice/plan/{draft,print,retry}: how many went through, the integrator's errors. */
export const ZInvoiceStepAnswerSchema = z.object({
  done: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.string()),
  message: z.string(),
});
export type TInvoiceStepAnswer = z.infer<typeof ZInvoiceStepAnswerSchema>;

/**
 * The server sorts (`_sort`) of the sales lists: the API whitelists these and the web's
 * sortable columns use them as their keys. A student's name sorts in Turkish order.
 */
export const ORDER_SORTS = ['createdAt', 'net', 'studentName', 'orderNo'] as const;
/** The collections (receipts) list: the day paid, the amount, the student. */
export const COLLECTION_SORTS = ['paidOn', 'amount', 'studentName'] as const;
export const INVOICE_PLAN_SORTS = ['plannedOn', 'amount', 'studentName'] as const;
