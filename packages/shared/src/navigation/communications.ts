import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** Announcements to students, parents and staff, SMS consents (campaigns are the CRM's: crm-intake.ts). */
export const COMMUNICATIONS_AREA = defineArea({
  id: 'communications',
  // Announcements sit in the Öğrenci group: a top-level place each would crowd the header.
  groups: [],
  routes: [
    {
      name: 'student-announcement',
      path: '/education/student/announcement',
      title: 'Duyurular',
      parent: 'dashboard-summary',
      permission: ACTIONS.communications.announcements,
      menu: 'students',
    },
    {
      name: 'student-announcement-add',
      path: '/education/student/announcement/add',
      title: 'Yeni Duyuru',
      parent: 'student-announcement',
      permission: ACTIONS.communications.announcements,
    },
    {
      name: 'student-announcement-edit',
      path: '/education/student/announcement/:announcement_id',
      title: 'Duyuruyu Düzenle',
      parent: 'student-announcement',
      permission: ACTIONS.communications.announcements,
    },
    {
      name: 'sms-consent',
      path: '/communications/sms-consents',
      title: 'SMS İzinleri (İYS)',
      parent: 'dashboard-summary',
      permission: ACTIONS.communications.campaigns,
      menu: 'crm',
    },
  ],
});
