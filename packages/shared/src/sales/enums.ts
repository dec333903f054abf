/** SPEC 4: student order (sale) state. */
export const ORDER_STATES = ['Draft', 'PaymentScheduled', 'Freeze', 'Cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const orderStateLabels: Record<OrderState, string> = {
  Draft: 'Taslak',
  PaymentScheduled: 'Ödeme Planlandı',
  Freeze: 'Donduruldu',
  Cancelled: 'İptal',
};

/**
 * DOMAIN "Students and sales": Draft -> PaymentScheduled (only by saving the plan);
 * PaymentScheduled <-> Freeze; Draft|PaymentScheduled|Freeze -> Cancelled.
 */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  Draft: ['PaymentScheduled', 'Cancelled'],
  PaymentScheduled: ['Freeze', 'Cancelled'],
  Freeze: ['PaymentScheduled', 'Cancelled'],
  Cancelled: [],
};

export const orderTransitionMessage = (from: OrderState, to: OrderState): string =>
  `Satış "${orderStateLabels[from]}" durumundayken "${orderStateLabels[to]}" durumuna geçirilemez.`;

/** SPEC 3: payment method. */
export const PAYMENT_METHODS = ['Cash', 'BankTransfer', 'CreditCard', 'Cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  Cash: 'Nakit',
  BankTransfer: 'Havale / EFT',
  CreditCard: 'POS / Kredi Kartı',
  Cheque: 'Çek / Senet',
};

/** SPEC 3: finance transaction kind: what a student account's movements are. */
export const FINANCE_TRANSACTION_KINDS = [
  'Debit',
  'Credit',
  'Discount',
  'PaymentCancellation',
  'ServiceCancellation',
] as const;
export type FinanceTransactionKind = (typeof FINANCE_TRANSACTION_KINDS)[number];
export const financeTransactionKindLabels: Record<FinanceTransactionKind, string> = {
  Debit: 'Borç',
  Credit: 'Tahsilat',
  Discount: 'İndirim',
  PaymentCancellation: 'Tahsilat İptali',
  ServiceCancellation: 'Hizmet İptali',
};

/** A discount is typed as an amount (lira) or a percent. */
export const DISCOUNT_KINDS = ['Amount', 'Percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const discountKindLabels: Record<DiscountKind, string> = {
  Amount: 'Tutar (₺)',
  Percent: 'Yüzde (%)',
};

/** SPEC 3: invoice kind: e-archive for individuals, e-invoice for registered taxpayers. */
export const INVOICE_KINDS = ['EArchive', 'EInvoice'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const invoiceKindLabels: Record<InvoiceKind, string> = {
  EArchive: 'e-Arşiv Fatura',
  EInvoice: 'e-Fatura',
};

/** SPEC 4: invoice plan state. */
export const INVOICE_PLAN_STATES = [
  'Planned',
  'Drafted',
  'Printed',
  'InvoiceNoMissingDraft',
  'ErrorOnDraft',
  'ErrorOnPrint',
] as const;
export type InvoicePlanState = (typeof INVOICE_PLAN_STATES)[number];
export const invoicePlanStateLabels: Record<InvoicePlanState, string> = {
  Planned: 'Planlandı',
  Drafted: 'Taslak Oluşturuldu',
  Printed: 'Kesildi',
  InvoiceNoMissingDraft: 'Numarasız Taslak',
  ErrorOnDraft: 'Taslak Hatası',
  ErrorOnPrint: 'Kesim Hatası',
};

/**
 * DOMAIN "Finance": Planned -> Drafted -> Printed; Planned -> ErrorOnDraft;
 * Drafted -> ErrorOnPrint; a draft without a number -> InvoiceNoMissingDraft;
 * error states are retried (a retry goes where the failed step would have gone).
 */
export const INVOICE_PLAN_TRANSITIONS: Record<InvoicePlanState, readonly InvoicePlanState[]> = {
  Planned: ['Drafted', 'ErrorOnDraft'],
  ErrorOnDraft: ['Drafted', 'ErrorOnDraft'],
  Drafted: ['Printed', 'ErrorOnPrint', 'InvoiceNoMissingDraft'],
  ErrorOnPrint: ['Printed', 'ErrorOnPrint', 'InvoiceNoMissingDraft'],
  InvoiceNoMissingDraft: ['Printed', 'ErrorOnPrint', 'InvoiceNoMissingDraft'],
  Printed: [],
};
