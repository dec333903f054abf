import { page, type RouteEntry } from '../../../app/route-entry';

/** The end-of-day screen: cash counts and POS cash-outs. */
export const CHECKOUT_ROUTES: readonly RouteEntry[] = [
  {
    name: 'finance-checkout',
    path: '/finance/checkout',
    title: 'Gün Sonu / Kasa Sayımı',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./checkout-pages'), 'CheckoutPage'),
  },
];
