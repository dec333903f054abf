import { CRM_CALLS_AREA } from '@panel/shared/navigation/crm-calls';
import { defineAreaRoutes, page } from '../../app/route-entry';

const listPages = () => import('./call-lists/call-list-pages');
const workPage = () => import('./call-lists/call-list-work-page');
const queuePage = () => import('./call-lists/call-list-queue-page');
const customerPages = () => import('./call-lists/call-list-customer-pages');
const reportPages = () => import('./reports/crm-report-pages');
const funnelPage = () => import('./reports/crm-report-funnel-page');

export const routes = defineAreaRoutes(CRM_CALLS_AREA, {
  'crm-call-list': page(listPages, 'CallListPage'),
  'crm-call-list-assignment': page(workPage, 'CallListWorkPage'),
  'crm-personnel-assignments': page(queuePage, 'CallListQueuePage'),
  'crm-detail-assignments': page(customerPages, 'CustomerCallListsPage'),
  'crm-detail-assignments-add': page(customerPages, 'CustomerCallListAddPage'),
  'crm-report-call-list': page(reportPages, 'CallReportPage'),
  'crm-report-interviews': page(reportPages, 'InterviewReportPage'),
  'crm-report-interview-states-statistics': page(reportPages, 'StateStatisticsPage'),
  'crm-report-funnel': page(funnelPage, 'FunnelReportPage'),
});
