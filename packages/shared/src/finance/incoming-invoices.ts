import { z } from 'zod';
import { ZIdMessageAnswerSchema, zDay, zPage, zTimestamp } from '../common/answers';
import { zMoney } from '../education/contracts';
import { VAT_RATES } from '../education/enums';
import { zDate, zNumber, zOptional, zText } from '../validation/zod';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });
const zPositiveMoney = (label: string) =>
  zMoney(label).refine((v) => v > 0, 'Tutar sıfırdan büyük olmalıdır!');

/** VAT added on top of a net amount, in kuruş, rounded half up like the supplier's paper. */
export const vatOnTop = (net: number, rate: number): number => Math.round((net * rate) / 100);

/**
 * Where a purchase invoice stands. Open is a filter only (unpaid or partly paid): the
 * invoices a payment can still settle.
 */
export const INCOMING_INVOICE_STATUSES = ['Unpaid', 'PartlyPaid', 'Paid', 'Cancelled'] as const;
export type IncomingInvoiceStatus = (typeof INCOMING_INVOICE_STATUSES)[number];
export const incomingInvoiceStatusLabels: Record<IncomingInvoiceStatus, string> = {
  Unpaid: 'Ödenmedi',
  PartlyPaid: 'Kısmen Ödendi',
  Paid: 'Ödendi',
  Cancelled: 'İptal',
};
export const INCOMING_INVOICE_FILTERS = [...INCOMING_INVOICE_STATUSES, 'Open'] as const;
export type IncomingInvoiceFilter = (typeof INCOMING_INVOICE_FILTERS)[number];

export const statusOfInvoice = (invoice: {
  amount: number;
  paid: number;
  cancelled: boolean;
}): IncomingInvoiceStatus => {
  if (invoice.cancelled) return 'Cancelled';
  if (invoice.paid <= 0) return 'Unpaid';
  return invoice.paid < invoice.amount ? 'PartlyPaid' : 'Paid';
};

export const INVOICE_DUE_BEFORE_ISSUE_MESSAGE = 'Vade tarihi fatura tarihinden önce olamaz!';
export const INVOICE_NUMBER_TAKEN_MESSAGE = 'Bu cari kartın bu numaralı bir faturası zaten var.';
export const INVOICE_HAS_PAYMENTS_MESSAGE =
  'Ödemesi yapılmış bir fatura iptal edilemez. Önce faturanın ödemelerini iptal edin.';

/**
 * A purchase invoice [gelen fatura] from an account card. The net amount is typed; the
 * VAT and the total are computed (the server's numbers are the ones posted).
 */
export const ZIncomingInvoiceInputSchema = z
  .object({
    branchId: zId('Şube'),
    accountCardId: zId('Cari Kart'),
    invoiceNo: zText('Fatura No', 50),
    issuedOn: zDate('Fatura'),
    dueOn: zDate('Vade'),
    expenseTypeId: zId('Gider Türü'),
    netAmount: zPositiveMoney('Tutar'),
    vatRate: zNumber('KDV Oranı')
      .pipe(
        z.union(
          VAT_RATES.map((r) => z.literal(r)),
          'Lütfen KDV Oranı Seçiniz!',
        ),
      )
      .default(0),
    description: zOptional(zText('Açıklama', 500)),
  })
  .refine((v) => v.dueOn >= v.issuedOn, { message: INVOICE_DUE_BEFORE_ISSUE_MESSAGE, path: ['dueOn'] });
export type TIncomingInvoiceInput = z.infer<typeof ZIncomingInvoiceInputSchema>;

export const PAYMENT_OVER_OPEN_MESSAGE = 'Ödeme tutarı faturanın kalan borcunu aşamaz';
export const PAYMENT_CONFIRM_MESSAGE = 'Kasa bakiyesi yetersiz. Yine de ödensin mi?';

/**
 * A payment [tedarikçi ödemesi] of one incoming invoice from a cash book, partial or
 * whole. Paying more than the cash book holds is asked first; the form resends with
 * `confirmed`. The form also sends an Idempotency-Key header, so a double click pays once.
 */
export const ZSupplierPaymentInputSchema = z.object({
  incomingInvoiceId: zId('Fatura'),
  cashBookId: zId('Kasa'),
  amount: zPositiveMoney('Tutar'),
  paidOn: zDate('Ödeme'),
  description: zOptional(zText('Açıklama', 500)),
  confirmed: z.boolean().default(false),
});
export type TSupplierPaymentInput = z.infer<typeof ZSupplierPaymentInputSchema>;

/** The incoming invoice list's server sorts (`_sort`); the supplier by name in Turkish order. */
export const INCOMING_INVOICE_SORTS = ['issuedOn', 'dueOn', 'amount', 'accountCardName'] as const;

/** The supplier payment list's server sorts (`_sort`); the supplier by name in Turkish order. */
export const SUPPLIER_PAYMENT_SORTS = ['paidOn', 'amount', 'accountCardName'] as const;

/* The answers. Money is kuruş; days are YYYY-MM-DD. */

/** An incoming invoice as its list shows it, with what is still owed and where it stands. */
export const ZIncomingInvoiceSchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  branchName: z.string(),
  accountCardId: z.uuid(),
  accountCardName: z.string(),
  expenseTypeId: z.uuid().nullable(),
  expenseTypeName: z.string().nullable(),
  invoiceNo: z.string(),
  issuedOn: zDay(),
  dueOn: zDay(),
  netAmount: z.number(),
  vatRate: z.number(),
  vatAmount: z.number(),
  amount: z.number(),
  paid: z.number(),
  /** What is still owed; 0 once cancelled. */
  open: z.number(),
  status: z.enum(INCOMING_INVOICE_STATUSES),
  description: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TIncomingInvoice = z.infer<typeof ZIncomingInvoiceSchema>;

/** GET /finance/invoice/incoming: a page and the totals of the live invoices of the set. */
export const ZIncomingInvoicePageSchema = zPage(ZIncomingInvoiceSchema).extend({
  totals: z.object({ amount: z.number(), paid: z.number(), open: z.number() }),
});

/** One payment of an invoice, as the invoice's screen lists them. */
export const ZInvoicePaymentSchema = z.object({
  id: z.uuid(),
  paymentNo: z.number().int(),
  paidOn: zDay(),
  cashBookId: z.uuid(),
  cashBookName: z.string(),
  amount: z.number(),
  description: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
});
export type TInvoicePayment = z.infer<typeof ZInvoicePaymentSchema>;

/** GET /finance/invoice/incoming/{id}: the invoice with its payments. */
export const ZIncomingInvoiceDetailSchema = ZIncomingInvoiceSchema.extend({
  payments: z.array(ZInvoicePaymentSchema),
});
export type TIncomingInvoiceDetail = z.infer<typeof ZIncomingInvoiceDetailSchema>;

/** A new invoice: its total, VAT included. */
export const ZIncomingInvoiceCreatedSchema = ZIdMessageAnswerSchema.extend({ amount: z.number() });

/** A supplier payment as its list and detail show it (one invoice per payment). */
export const ZSupplierPaymentSchema = z.object({
  id: z.uuid(),
  paymentNo: z.number().int(),
  branchId: z.uuid(),
  branchName: z.string(),
  accountCardId: z.uuid(),
  accountCardName: z.string(),
  cashBookId: z.uuid(),
  cashBookName: z.string(),
  incomingInvoiceId: z.uuid(),
  invoiceNo: z.string(),
  amount: z.number(),
  paidOn: zDay(),
  description: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TSupplierPayment = z.infer<typeof ZSupplierPaymentSchema>;

/** GET /finance/payment: a page and what the live payments of the set paid. */
export const ZSupplierPaymentPageSchema = zPage(ZSupplierPaymentSchema).extend({
  totals: z.object({ amount: z.number() }),
});

/** A new payment: its number is in the notice. */
export const ZSupplierPaymentCreatedSchema = ZIdMessageAnswerSchema.extend({ paymentNo: z.number().int() });
