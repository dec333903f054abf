import type { FastifyPluginAsync } from 'fastify';
import { accountCardTypeRoutes } from './account-card-types/account-card-type.routes';
import { accountCardRoutes } from './account-cards/account-card.routes';
import { cashBookRoutes } from './cash-books/cash-book.routes';
import { checkoutRoutes } from './checkouts/checkout.routes';
import { chequeRoutes } from './cheques/cheque.routes';
import { expenseTypeRoutes } from './expense-types/expense-type.routes';
import { expenseRoutes } from './expenses/expense.routes';
import { incomingInvoiceRoutes } from './incoming-invoices/incoming-invoice.routes';
import { financeBookReportRoutes } from './reports/finance-book-report.routes';
import { revenueTypeRoutes } from './revenue-types/revenue-type.routes';
import { revenueRoutes } from './revenues/revenue.routes';
import { supplierPaymentRoutes } from './supplier-payments/supplier-payment.routes';
import { transferRoutes } from './transfers/transfer.routes';

/** The finance back office: cash books and what moves money between them, registered in this order. */
export const financeRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    cashBookRoutes,
    accountCardTypeRoutes,
    expenseTypeRoutes,
    revenueTypeRoutes,
    accountCardRoutes,
    expenseRoutes,
    revenueRoutes,
    transferRoutes,
    checkoutRoutes,
    incomingInvoiceRoutes,
    supplierPaymentRoutes,
    financeBookReportRoutes,
    chequeRoutes,
  ])
    await app.register(routes);
};
