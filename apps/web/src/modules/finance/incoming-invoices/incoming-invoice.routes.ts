import { page, type RouteEntry } from '../../../app/route-entry';

/** Purchase invoices from account cards and the payments that settle them. */
export const INCOMING_INVOICE_ROUTES: readonly RouteEntry[] = [
  {
    name: 'finance-invoice-incoming',
    path: '/finance/invoice/incoming',
    title: 'Gelen Faturalar',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./incoming-invoice-pages'), 'IncomingInvoiceListPage'),
  },
  {
    name: 'finance-invoice-incoming-add',
    path: '/finance/invoice/incoming/add',
    title: 'Yeni Gelen Fatura',
    access: 'checked',
    parent: 'finance-invoice-incoming',
    lazy: page(() => import('./incoming-invoice-pages'), 'IncomingInvoiceFormPage'),
  },
  {
    name: 'finance-invoice-incoming-detail',
    path: '/finance/invoice/incoming/:invoice_id',
    title: 'Gelen Fatura',
    access: 'checked',
    parent: 'finance-invoice-incoming',
    lazy: page(() => import('./incoming-invoice-pages'), 'IncomingInvoiceDetailPage'),
  },
  {
    name: 'finance-payment',
    path: '/finance/payment',
    title: 'Tedarikçi Ödemeleri',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./incoming-invoice-pages'), 'PaymentListPage'),
  },
  {
    name: 'finance-payment-invoice',
    path: '/finance/payment/:invoice_id',
    title: 'Fatura Ödemesi',
    access: 'checked',
    parent: 'finance-payment',
    lazy: page(() => import('./incoming-invoice-pages'), 'PaymentPage'),
  },
];
