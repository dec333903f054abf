import { page, type RouteEntry } from '../../../app/route-entry';

/** Cheques and promissory notes [çek/senet]: the portfolio list and one cheque with its history. */
export const CHEQUE_ROUTES: readonly RouteEntry[] = [
  {
    name: 'finance-cheque',
    path: '/finance/cheque',
    title: 'Çek / Senet',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./cheque-pages'), 'ChequeListPage'),
  },
  {
    name: 'finance-cheque-detail',
    path: '/finance/cheque/:cheque_id',
    title: 'Çek / Senet Detayı',
    access: 'checked',
    parent: 'finance-cheque',
    lazy: page(() => import('./cheque-pages'), 'ChequeDetailPage'),
  },
];
