import {
  FINANCE_BOOK_REPORT_NAMES,
  type FinanceBookReportName,
} from '@panel/shared/finance/book-report-titles';
import { FINANCE_AREA } from '@panel/shared/navigation/finance';
import { FINANCE_REPORT_NAMES } from '@panel/shared/sales/finance-report-titles';
import { defineAreaRoutes, type PageLoader, page, pagesFor } from '../../app/route-entry';

const invoicePages = () => import('../sales/invoices/invoice-pages');
const collectionPages = () => import('../sales/collections/collection-pages');
const overdueSmsPage = () => import('../sales/overdue/overdue-sms-page');
const overdueReportPages = () => import('../sales/overdue/overdue-report-pages');
const cashBookPages = () => import('./cash-books/cash-book-pages');
const accountCardPages = () => import('./account-cards/account-card-pages');
const financeDefinitionPages = () => import('./finance-definition-pages');
const expensePages = () => import('./expenses/expense-pages');
const revenuePages = () => import('./revenues/revenue-pages');
const transferPages = () => import('./transfers/transfer-pages');
const checkoutPages = () => import('./checkouts/checkout-pages');
const incomingInvoiceListPage = () => import('./incoming-invoices/incoming-invoice-list-page');
const incomingInvoiceFormPage = () => import('./incoming-invoices/incoming-invoice-form-page');
const incomingInvoiceDetailPage = () => import('./incoming-invoices/incoming-invoice-detail-page');
const paymentListPage = () => import('./incoming-invoices/payment-list-page');
const paymentPage = () => import('./incoming-invoices/payment-page');
const chequePages = () => import('./cheques/cheque-pages');
const financeReportPage = () => import('../sales/reports/finance-report-page');
const financeBookReportPages = () => import('./reports/finance-book-report-pages');

const BOOK_REPORT_PAGES: Record<
  FinanceBookReportName,
  keyof Awaited<ReturnType<typeof financeBookReportPages>> & string
> = {
  case: 'CaseReportPage',
  'case-status': 'CaseStatusReportPage',
  expense: 'ExpenseReportPage',
  revenue: 'RevenueReportPage',
  'pos-cash-out': 'PosCashOutReportPage',
  'income-expense': 'IncomeExpenseReportPage',
};

const bookReportPages = Object.fromEntries(
  FINANCE_BOOK_REPORT_NAMES.map((name) => [
    `finance-report-${name}`,
    page(financeBookReportPages, BOOK_REPORT_PAGES[name]),
  ]),
) as Record<`finance-report-${FinanceBookReportName}`, PageLoader>;

export const routes = defineAreaRoutes(FINANCE_AREA, {
  'finance-invoice-plan': page(invoicePages, 'InvoicePlanPage'),
  'finance-invoice-print': page(invoicePages, 'InvoicePrintPage'),
  'finance-collection': page(collectionPages, 'CollectionPage'),
  'finance-collection-detail': page(collectionPages, 'CollectionDetailPage'),
  'finance-overdue-sms': page(overdueSmsPage, 'OverdueSmsPage'),
  'finance-report-overdue': page(overdueReportPages, 'OverdueReportPage'),
  'finance-report-overdue-call-list': page(overdueReportPages, 'OverdueCallListPage'),
  'finance-cash-book': page(cashBookPages, 'CashBookListPage'),
  'finance-cash-book-add': page(cashBookPages, 'CashBookFormPage'),
  'finance-cash-book-edit': page(cashBookPages, 'CashBookFormPage'),
  'finance-account-card': page(accountCardPages, 'AccountCardListPage'),
  'finance-account-card-add': page(accountCardPages, 'AccountCardFormPage'),
  'finance-account-card-edit': page(accountCardPages, 'AccountCardFormPage'),
  'finance-account-card-type': page(financeDefinitionPages, 'AccountCardTypeListPage'),
  'finance-account-card-type-add': page(financeDefinitionPages, 'AccountCardTypeFormPage'),
  'finance-account-card-type-edit': page(financeDefinitionPages, 'AccountCardTypeFormPage'),
  'finance-expense-type': page(financeDefinitionPages, 'ExpenseTypeListPage'),
  'finance-expense-type-add': page(financeDefinitionPages, 'ExpenseTypeFormPage'),
  'finance-expense-type-edit': page(financeDefinitionPages, 'ExpenseTypeFormPage'),
  'finance-revenue-type': page(financeDefinitionPages, 'RevenueTypeListPage'),
  'finance-revenue-type-add': page(financeDefinitionPages, 'RevenueTypeFormPage'),
  'finance-revenue-type-edit': page(financeDefinitionPages, 'RevenueTypeFormPage'),
  'finance-expense': page(expensePages, 'ExpenseListPage'),
  'finance-expense-add': page(expensePages, 'ExpenseFormPage'),
  'finance-expense-edit': page(expensePages, 'ExpenseFormPage'),
  'finance-revenue': page(revenuePages, 'RevenueListPage'),
  'finance-revenue-add': page(revenuePages, 'RevenueFormPage'),
  'finance-revenue-edit': page(revenuePages, 'RevenueFormPage'),
  'finance-account-virman': page(transferPages, 'AccountVirmanPage'),
  'finance-branch-virman': page(transferPages, 'BranchVirmanPage'),
  'finance-checkout': page(checkoutPages, 'CheckoutPage'),
  'finance-invoice-incoming': page(incomingInvoiceListPage, 'IncomingInvoiceListPage'),
  'finance-invoice-incoming-add': page(incomingInvoiceFormPage, 'IncomingInvoiceFormPage'),
  'finance-invoice-incoming-detail': page(incomingInvoiceDetailPage, 'IncomingInvoiceDetailPage'),
  'finance-payment': page(paymentListPage, 'PaymentListPage'),
  'finance-payment-invoice': page(paymentPage, 'PaymentPage'),
  'finance-cheque': page(chequePages, 'ChequeListPage'),
  'finance-cheque-detail': page(chequePages, 'ChequeDetailPage'),
  ...pagesFor('finance-report-', FINANCE_REPORT_NAMES, page(financeReportPage, 'FinanceReportPage')),
  ...bookReportPages,
});
