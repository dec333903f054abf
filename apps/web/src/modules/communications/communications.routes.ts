import { COMMUNICATIONS_AREA } from '@panel/shared/navigation/communications';
import { defineAreaRoutes, page } from '../../app/route-entry';

const announcementListPage = () => import('./announcements/announcement-list-page');
const announcementFormPage = () => import('./announcements/announcement-form-page');
const smsConsentPage = () => import('./sms-consent-page');

export const routes = defineAreaRoutes(COMMUNICATIONS_AREA, {
  'student-announcement': page(announcementListPage, 'AnnouncementListPage'),
  'student-announcement-add': page(announcementFormPage, 'AnnouncementFormPage'),
  'student-announcement-edit': page(announcementFormPage, 'AnnouncementFormPage'),
  'sms-consent': page(smsConsentPage, 'SmsConsentPage'),
});
