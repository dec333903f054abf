import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/**
 * Exam results: the reader files, hand matching, the result list with the printed sheets,
 * and the result SMS. The exam definitions (kinds, optical forms, exams) are the exams area's.
 */
export const EXAM_RESULTS_AREA = defineArea({
  id: 'exam-results',
  // Its screens are leaves of the exams area's Sınav group: one place in the menu for exams.
  groups: [],
  routes: [
    {
      name: 'exam-upload',
      path: '/exam/upload',
      title: 'Optik Okuyucu Yüklemeleri',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.upload,
      menu: 'exam',
    },
    {
      name: 'exam-upload-detail',
      path: '/exam/upload/:exam_upload_id',
      title: 'Yükleme Ayrıntısı',
      parent: 'exam-upload',
      permission: ACTIONS.exams.upload,
    },
    {
      name: 'exam-student-match',
      path: '/exam/exam-student-match',
      title: 'Öğrenci Eşleştirme',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.upload,
      menu: 'exam',
    },
    {
      name: 'exam-report-exam-report',
      path: '/exam/report/exam-report',
      title: 'Sınav Sonuç Listesi',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.results,
      menu: 'exam',
    },
    {
      name: 'exam-report-result-sms',
      path: '/exam/report/result-sms',
      title: 'Sonuç SMS',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.resultSms,
      menu: 'exam',
    },
  ],
});
