import { CRM_AREA } from '@panel/shared/navigation/crm';
import { defineAreaRoutes, page } from '../../app/route-entry';

const customerPages = () => import('./customer-pages');
const cardPage = () => import('./customer-card-page');
const interviewPages = () => import('./interview-pages');
const definitionPages = () => import('./definition-pages');

export const routes = defineAreaRoutes(CRM_AREA, {
  'crm-new': page(customerPages, 'CustomerNewPage'),
  'crm-search': page(customerPages, 'CustomerSearchPage'),
  'crm-detail': page(cardPage, 'CustomerCardPage'),
  'crm-detail-interviews': page(interviewPages, 'InterviewListPage'),
  'crm-detail-interview-add': page(interviewPages, 'InterviewAddPage'),
  'crm-detail-interview': page(interviewPages, 'InterviewDetailPage'),
  'crm-interview-state': page(definitionPages, 'InterviewStateListPage'),
  'crm-interview-state-add': page(definitionPages, 'InterviewStateFormPage'),
  'crm-interview-state-edit': page(definitionPages, 'InterviewStateFormPage'),
  'crm-reference': page(definitionPages, 'ReferenceListPage'),
  'crm-reference-add': page(definitionPages, 'ReferenceFormPage'),
  'crm-reference-edit': page(definitionPages, 'ReferenceFormPage'),
});
