/** DOMAIN "Finance": a cash book is a cash drawer, a bank account or a POS account. */
export const CASH_BOOK_KINDS = ['Cash', 'Bank', 'Pos'] as const;
export type CashBookKind = (typeof CASH_BOOK_KINDS)[number];
export const cashBookKindLabels: Record<CashBookKind, string> = {
  Cash: 'Nakit Kasa',
  Bank: 'Banka Hesabı',
  Pos: 'POS Hesabı',
};

/** An account card [cari kart] is a supplier or another party the institution deals with. */
export const ACCOUNT_CARD_KINDS = ['Supplier', 'Other'] as const;
export type AccountCardKind = (typeof ACCOUNT_CARD_KINDS)[number];
export const accountCardKindLabels: Record<AccountCardKind, string> = {
  Supplier: 'Tedarikçi',
  Other: 'Diğer',
};

/** A transfer [virman]: between cash books of a branch, between branches, or a POS payout to a bank. */
export const TRANSFER_KINDS = ['Account', 'Branch', 'PosCashOut'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const transferKindLabels: Record<TransferKind, string> = {
  Account: 'Hesap Virmanı',
  Branch: 'Şube Virmanı',
  PosCashOut: 'POS Nakde Çevirme',
};

/** A cheque [çek] or a promissory note [senet]. */
export const CHEQUE_KINDS = ['Cheque', 'PromissoryNote'] as const;
export type ChequeKind = (typeof CHEQUE_KINDS)[number];
export const chequeKindLabels: Record<ChequeKind, string> = { Cheque: 'Çek', PromissoryNote: 'Senet' };

export const CHEQUE_DIRECTIONS = ['Received', 'Given'] as const;
export type ChequeDirection = (typeof CHEQUE_DIRECTIONS)[number];
export const chequeDirectionLabels: Record<ChequeDirection, string> = {
  Received: 'Alınan',
  Given: 'Verilen',
};

/**
 * DOMAIN "Cheque" states. A received cheque starts in the portfolio; a given one starts
 * as Given and ends Collected (paid by us) or Returned.
 */
export const CHEQUE_STATES = [
  'InPortfolio',
  'Given',
  'Endorsed',
  'DepositedToBank',
  'Collected',
  'Bounced',
  'Returned',
] as const;
export type ChequeState = (typeof CHEQUE_STATES)[number];
export const chequeStateLabels: Record<ChequeState, string> = {
  InPortfolio: 'Portföyde',
  Given: 'Verildi',
  Endorsed: 'Ciro Edildi',
  DepositedToBank: 'Bankaya Verildi',
  Collected: 'Tahsil Edildi',
  Bounced: 'Karşılıksız',
  Returned: 'İade Edildi',
};

/**
 * Back-office kinds of a ledger movement (ledger_transactions.kind), beside the finance
 * transaction kinds of a student account (sales/enums FINANCE_TRANSACTION_KINDS).
 */
export const LEDGER_KINDS = [
  'OpeningBalance',
  'Expense',
  'ExpenseCancellation',
  'Revenue',
  'RevenueCancellation',
  'Transfer',
  'TransferCancellation',
  'Cheque',
  'CheckoutDifference',
  'IncomingInvoice',
  'IncomingInvoiceCancellation',
  'SupplierPayment',
  'SupplierPaymentCancellation',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const ledgerKindLabels: Record<LedgerKind, string> = {
  OpeningBalance: 'Açılış Bakiyesi',
  Expense: 'Gider',
  ExpenseCancellation: 'Gider İptali',
  Revenue: 'Gelir',
  RevenueCancellation: 'Gelir İptali',
  Transfer: 'Virman',
  TransferCancellation: 'Virman İptali',
  Cheque: 'Çek/Senet',
  CheckoutDifference: 'Kasa Sayım Farkı',
  IncomingInvoice: 'Gelen Fatura',
  IncomingInvoiceCancellation: 'Gelen Fatura İptali',
  SupplierPayment: 'Tedarikçi Ödemesi',
  SupplierPaymentCancellation: 'Tedarikçi Ödemesi İptali',
};
