import { EXAM_RESULTS_AREA } from '@panel/shared/navigation/exam-results';
import { defineAreaRoutes, page } from '../../app/route-entry';

const uploadPages = () => import('./exam-upload-pages');
const matchPage = () => import('./exam-upload-match-page');
const reportPage = () => import('./exam-report-page');
const smsPage = () => import('./result-sms-page');

export const routes = defineAreaRoutes(EXAM_RESULTS_AREA, {
  'exam-upload': page(uploadPages, 'ExamUploadListPage'),
  'exam-upload-detail': page(uploadPages, 'ExamUploadDetailPage'),
  'exam-student-match': page(matchPage, 'ExamStudentMatchPage'),
  'exam-report-exam-report': page(reportPage, 'ExamReportPage'),
  'exam-report-result-sms': page(smsPage, 'ResultSmsPage'),
});
