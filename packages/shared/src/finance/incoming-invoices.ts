import { z } from 'zod';
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
