import { ACTIONS } from '@panel/shared/permissions/keys';
import { page, type RouteEntry } from '../../app/route-entry';

const orders = () => import('./orders/sale-pages');
const collections = () => import('./collections/collection-pages');
const invoices = () => import('./invoices/invoice-pages');

/** The sale tab's screens under the student card, the collection desk and the invoice desk. */
export const SALES_ROUTES: readonly RouteEntry[] = [
  {
    name: 'student-sale',
    path: '/education/student/:student_id/sale',
    title: 'Satışlar',
    access: 'checked',
    parent: 'student-profile',
    permission: ACTIONS.sales.view,
    lazy: page(orders, 'StudentSalePage'),
  },
  {
    name: 'student-sale-add',
    path: '/education/student/:student_id/sale/add',
    title: 'Yeni Satış',
    access: 'checked',
    parent: 'student-profile',
    permission: ACTIONS.sales.manage,
    lazy: page(orders, 'SaleAddPage'),
  },
  {
    name: 'student-sale-detail',
    path: '/education/student/:student_id/sale/:student_order_id',
    title: 'Satış Detayı',
    access: 'checked',
    parent: 'student-profile',
    permission: ACTIONS.sales.view,
    lazy: page(orders, 'SaleDetailPage'),
  },
  {
    name: 'student-sale-payment',
    path: '/education/student/:student_id/sale/:student_order_id/payment',
    title: 'Ödeme Planı',
    access: 'checked',
    parent: 'student-sale-detail',
    permission: ACTIONS.sales.manage,
    lazy: page(orders, 'PaymentPlanPage'),
  },
  {
    name: 'student-sale-invoice',
    path: '/education/student/:student_id/sale/:student_order_id/invoice',
    title: 'Fatura Planı',
    access: 'checked',
    parent: 'student-sale-detail',
    permission: ACTIONS.sales.view,
    lazy: page(invoices, 'OrderInvoicePage'),
  },
  {
    name: 'finance-invoice-plan',
    path: '/finance/invoice/plan',
    title: 'Fatura Planı',
    access: 'checked',
    parent: 'dashboard-summary',
    permission: ACTIONS.sales.view,
    lazy: page(invoices, 'InvoicePlanPage'),
  },
  {
    name: 'finance-invoice-print',
    path: '/finance/invoice/print',
    title: 'Kesilen Faturalar',
    access: 'checked',
    parent: 'dashboard-summary',
    permission: ACTIONS.sales.view,
    lazy: page(invoices, 'InvoicePrintPage'),
  },
  {
    name: 'finance-collection',
    path: '/finance/collection',
    title: 'Tahsilat',
    access: 'checked',
    parent: 'dashboard-summary',
    permission: ACTIONS.sales.collect,
    lazy: page(collections, 'CollectionPage'),
  },
  {
    name: 'finance-collection-detail',
    path: '/finance/collection/:invoice_id',
    title: 'Tahsilat Detayı',
    access: 'checked',
    parent: 'finance-collection',
    permission: ACTIONS.sales.view,
    lazy: page(collections, 'CollectionDetailPage'),
  },
];
