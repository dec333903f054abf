import { defineArea } from './area';

/**
 * The parents' and students' pages (SPEC 2): phone-first, in a bare shell of their own, not
 * in the panel's menu. They are anonymous to the panel's guard: the mobile API's cookie is
 * their session, and a 401 from it sends the page to the mobile sign-in (no refresh, SPEC 4).
 * Every page but the sign-in names the child it shows; the header switches between children.
 */
export const MOBILE_AREA = defineArea({
  id: 'mobile',
  groups: [],
  routes: [
    { name: 'mobile-sign-in', path: '/mobile/sign-in', title: 'Veli ve Öğrenci Girişi', access: 'anonymous' },
    {
      name: 'mobile-lesson-program',
      path: '/mobile/student/:student_id/lesson-program',
      title: 'Ders Programı',
      access: 'anonymous',
    },
    {
      name: 'mobile-teacher-list',
      path: '/mobile/student/:student_id/teacher-list',
      title: 'Öğretmenler',
      access: 'anonymous',
    },
    {
      name: 'mobile-exam-results',
      path: '/mobile/student/:student_id/exam-results',
      title: 'Sınav Sonuçları',
      access: 'anonymous',
    },
    {
      name: 'mobile-attendance',
      path: '/mobile/student/:student_id/attendance',
      title: 'Devamsızlık',
      access: 'anonymous',
    },
    {
      name: 'mobile-announcements',
      path: '/mobile/student/:student_id/announcements',
      title: 'Duyurular',
      access: 'anonymous',
    },
    {
      name: 'mobile-balance',
      path: '/mobile/student/:student_id/balance',
      title: 'Ödemeler',
      access: 'anonymous',
    },
  ],
});
