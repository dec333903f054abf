/** DOMAIN "Finance": a cash book is a cash drawer, a bank account or a POS account. */
export const CASH_BOOK_KINDS = ['Cash', 'Bank', 'Pos'] as const;
export type CashBookKind = (typeof CASH_BOOK_KINDS)[number];
export const cashBookKindLabels: Record<CashBookKind, string> = {
  Cash: 'Nakit Kasa',
  Bank: 'Banka Hesabı',
  Pos: 'POS Hesabı',
};
