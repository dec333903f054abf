import { page, type RouteEntry } from '../../app/route-entry';

export const STUDENT_DESK_ROUTES: readonly RouteEntry[] = [
  {
    name: 'student-search',
    path: '/education/student',
    title: 'Öğrenci Ara',
    access: 'checked',
    parent: 'dashboard-summary',
    lazy: page(() => import('./student-search-page'), 'StudentSearchPage'),
  },
  {
    name: 'student-new',
    path: '/education/student/new',
    title: 'Yeni Öğrenci Kaydı',
    access: 'checked',
    parent: 'student-search',
    lazy: page(() => import('./student-registration-page'), 'StudentRegistrationPage'),
  },
];
