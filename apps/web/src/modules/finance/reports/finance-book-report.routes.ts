import {
  FINANCE_BOOK_REPORT_NAMES,
  FINANCE_BOOK_REPORT_TITLES,
  type FinanceBookReportName,
} from '@panel/shared/finance/book-report-titles';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { page, type RouteEntry } from '../../../app/route-entry';

const load = () => import('./finance-book-report-pages');

const PAGES: Record<FinanceBookReportName, keyof Awaited<ReturnType<typeof load>> & string> = {
  case: 'CaseReportPage',
  'case-status': 'CaseStatusReportPage',
  expense: 'ExpenseReportPage',
  revenue: 'RevenueReportPage',
  'pos-cash-out': 'PosCashOutReportPage',
  'income-expense': 'IncomeExpenseReportPage',
};

/** /finance/report/{name}: the finance back office's reports, one lazy chunk for all six. */
export const FINANCE_BOOK_REPORT_ROUTES: readonly RouteEntry[] = FINANCE_BOOK_REPORT_NAMES.map((name) => ({
  name: `finance-report-${name}`,
  path: `/finance/report/${name}`,
  title: FINANCE_BOOK_REPORT_TITLES[name],
  access: 'checked',
  parent: 'dashboard-summary',
  permission: ACTIONS.finance.reports,
  lazy: page(load, PAGES[name]),
}));
