import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** Exams read from optical forms: kinds, reader layouts and the exams themselves (SPEC 2 "Exam"). */
export const EXAMS_AREA = defineArea({
  id: 'exams',
  groups: [{ id: 'exam', title: 'Sınav', icon: 'form' }],
  routes: [
    {
      name: 'exam-exam',
      path: '/exam/exam',
      title: 'Sınavlar',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.view,
      menu: 'exam',
    },
    {
      name: 'exam-exam-add',
      path: '/exam/exam/add',
      title: 'Yeni Sınav',
      parent: 'exam-exam',
      permission: ACTIONS.exams.manage,
    },
    {
      name: 'exam-exam-edit',
      path: '/exam/exam/:exam_id',
      title: 'Sınav',
      parent: 'exam-exam',
      permission: ACTIONS.exams.view,
    },
    {
      name: 'exam-exam-type',
      path: '/exam/exam-type',
      title: 'Sınav Türleri',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.view,
      menu: 'exam',
    },
    {
      name: 'exam-optical-form',
      path: '/exam/optical-form',
      title: 'Optik Formlar',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.view,
      menu: 'exam',
    },
    {
      name: 'exam-optical-form-add',
      path: '/exam/optical-form/add',
      title: 'Yeni Optik Form',
      parent: 'exam-optical-form',
      permission: ACTIONS.exams.manage,
    },
    {
      name: 'exam-optical-form-edit',
      path: '/exam/optical-form/:optical_form_id',
      title: 'Optik Form',
      parent: 'exam-optical-form',
      permission: ACTIONS.exams.view,
    },
  ],
});
