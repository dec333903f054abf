import { page, type RouteEntry } from '../../app/route-entry';

export const STUDENT_PROFILE_ROUTES: readonly RouteEntry[] = [
  {
    name: 'student-profile',
    path: '/education/student/:student_id',
    title: 'Öğrenci Kartı',
    access: 'checked',
    parent: 'student-search',
    lazy: page(() => import('./student-profile-page'), 'StudentProfilePage'),
  },
];
