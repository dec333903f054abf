import type { FastifyPluginAsync } from 'fastify';
import { collectionRoutes } from './collections/collection.routes';
import { salesDocumentRoutes } from './documents/sales-document.routes';
import { invoicePlanRoutes } from './invoices/invoice-plan.routes';
import { orderRoutes } from './orders/order.routes';
import { overdueRoutes } from './overdue/overdue.routes';
import { financeReportRoutes } from './reports/finance-report.routes';

/** The sales area: orders and plans, collections, documents, invoices, overdue and reports. */
export const salesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orderRoutes);
  await app.register(collectionRoutes);
  await app.register(salesDocumentRoutes);
  await app.register(invoicePlanRoutes);
  await app.register(overdueRoutes);
  await app.register(financeReportRoutes);
};
