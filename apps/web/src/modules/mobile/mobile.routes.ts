import { MOBILE_AREA } from '@panel/shared/navigation/mobile';
import { defineAreaRoutes, page } from '../../app/route-entry';

export const routes = defineAreaRoutes(MOBILE_AREA, {
  'mobile-sign-in': page(() => import('./mobile-sign-in-page'), 'MobileSignInPage'),
  'mobile-lesson-program': page(() => import('./mobile-lesson-program-page'), 'MobileLessonProgramPage'),
  'mobile-teacher-list': page(() => import('./mobile-teacher-list-page'), 'MobileTeacherListPage'),
  'mobile-exam-results': page(() => import('./mobile-exam-results-page'), 'MobileExamResultsPage'),
  'mobile-attendance': page(() => import('./mobile-attendance-page'), 'MobileAttendancePage'),
  'mobile-announcements': page(() => import('./mobile-announcements-page'), 'MobileAnnouncementsPage'),
  'mobile-balance': page(() => import('./mobile-balance-page'), 'MobileBalancePage'),
});
