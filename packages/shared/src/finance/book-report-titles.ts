/**
 * The names and titles of the finance back office's reports under /finance/report, apart
 * from their columns and filters (book-reports.ts): the menu and the route registry need
 * only these, and they load with the shell.
 */
export const FINANCE_BOOK_REPORT_TITLES = {
  case: 'Kasa Hareketleri Raporu',
  'case-status': 'Kasa Durum Raporu',
  expense: 'Gider Raporu',
  revenue: 'Gelir Raporu',
  'pos-cash-out': 'POS Nakde Çevirme Raporu',
  'income-expense': 'Aylık Gelir-Gider Özeti',
} as const;

export type FinanceBookReportName = keyof typeof FINANCE_BOOK_REPORT_TITLES;
export const FINANCE_BOOK_REPORT_NAMES = Object.keys(FINANCE_BOOK_REPORT_TITLES) as FinanceBookReportName[];
