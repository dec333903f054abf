import { ACTIONS } from '@panel/shared/permissions/keys';
import { page, type RouteEntry } from '../../../app/route-entry';

const sms = () => import('./overdue-sms-page');
const reports = () => import('./overdue-report-pages');

/** The overdue SMS screen and the two overdue reports under Finans. */
export const OVERDUE_ROUTES: readonly RouteEntry[] = [
  {
    name: 'finance-overdue-sms',
    path: '/finance/overdue-sms',
    title: 'Gecikmiş Ödeme SMS',
    access: 'checked',
    parent: 'dashboard-summary',
    permission: ACTIONS.sales.overdueSms,
    lazy: page(sms, 'OverdueSmsPage'),
  },
  {
    name: 'finance-report-overdue',
    path: '/finance/report/overdue',
    title: 'Gecikmiş Ödemeler',
    access: 'checked',
    parent: 'dashboard-summary',
    permission: ACTIONS.sales.reports,
    lazy: page(reports, 'OverdueReportPage'),
  },
  {
    name: 'finance-report-overdue-call-list',
    path: '/finance/report/overdue-call-list',
    title: 'Gecikmiş Ödeme Arama Listesi',
    access: 'checked',
    parent: 'dashboard-summary',
    permission: ACTIONS.sales.reports,
    lazy: page(reports, 'OverdueCallListPage'),
  },
];
