/**
 * The names and titles of the /finance/report sales reports, apart from their columns
 * (finance-reports.ts): menus and routes need only these, and they load with the shell.
 */
export const FINANCE_REPORT_TITLES = {
  'sale-detail': 'Satış Detay Raporu',
  installment: 'Taksit Raporu',
  'student-collection': 'Öğrenci Tahsilat Raporu',
  'revenue-enrollment': 'Kayıt Gelir Raporu',
  collection: 'Tahsilat Raporu',
} as const;

export type FinanceReportName = keyof typeof FINANCE_REPORT_TITLES;
export const FINANCE_REPORT_NAMES = Object.keys(FINANCE_REPORT_TITLES) as FinanceReportName[];
