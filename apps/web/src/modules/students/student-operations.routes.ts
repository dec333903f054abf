import { STUDENT_REPORT_NAMES, STUDENT_REPORTS } from '@panel/shared/students/reports';
import { page, type RouteEntry } from '../../app/route-entry';

const pages = () => import('./student-operation-pages');

export const STUDENT_OPERATION_ROUTES: readonly RouteEntry[] = [
  {
    name: 'student-class',
    path: '/education/student/class',
    title: 'Sınıf Atama',
    access: 'checked',
    parent: 'student-search',
    lazy: page(pages, 'StudentClassAssignmentPage'),
  },
  {
    name: 'student-status',
    path: '/education/student/status',
    title: 'Okuma Durumu',
    access: 'checked',
    parent: 'student-search',
    lazy: page(pages, 'StudentStatusPage'),
  },
  {
    name: 'student-transfer',
    path: '/education/student/transfer',
    title: 'Nakil',
    access: 'checked',
    parent: 'student-search',
    lazy: page(pages, 'StudentTransferPage'),
  },
  {
    name: 'student-class-closure',
    path: '/education/student/class-closure',
    title: 'Sınıf Kapatma',
    access: 'checked',
    parent: 'student-search',
    lazy: page(pages, 'StudentClassClosurePage'),
  },
  {
    name: 'student-class-closure-detail',
    path: '/education/student/class-closure/:school_class_id',
    title: 'Sınıfı Kapat',
    access: 'checked',
    parent: 'student-class-closure',
    lazy: page(pages, 'StudentClassClosureDetailPage'),
  },
  {
    name: 'student-private-sms',
    path: '/education/student/private-sms',
    title: 'Öğrenciye Özel SMS',
    access: 'checked',
    parent: 'student-search',
    lazy: page(pages, 'StudentPrivateSmsPage'),
  },
  {
    name: 'student-private-lesson',
    path: '/education/student/private-lesson',
    title: 'Özel Dersler',
    access: 'checked',
    parent: 'student-search',
    lazy: page(() => import('./private-lesson-pages'), 'PrivateLessonPage'),
  },
  {
    name: 'student-report-student-privent-lessons',
    path: '/education/report/student-privent-lessons',
    title: 'Özel Ders Raporu',
    access: 'checked',
    parent: 'student-search',
    lazy: page(() => import('./private-lesson-pages'), 'PrivateLessonReportPage'),
  },
  ...STUDENT_REPORT_NAMES.map(
    (name): RouteEntry => ({
      name: `student-report-${name}`,
      path: `/education/report/${name}`,
      title: STUDENT_REPORTS[name].title,
      access: 'checked',
      parent: 'student-search',
      lazy: page(() => import('./reports/student-report-page'), 'StudentReportPage'),
    }),
  ),
];
