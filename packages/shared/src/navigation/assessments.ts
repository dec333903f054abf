import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/** Inventories: the definitions, sending them to students, and reading the results. */
export const ASSESSMENTS_AREA = defineArea({
  id: 'assessments',
  // Guidance is a part of Eğitim in the menu: a top-level place would crowd the header.
  groups: [{ id: 'assessments', title: 'Rehberlik', parent: 'education' }],
  routes: [
    {
      name: 'education-assessment',
      path: '/education/assessment',
      title: 'Envanterler',
      parent: 'dashboard-summary',
      permission: ACTIONS.assessments.view,
      menu: 'assessments',
    },
    {
      name: 'education-assessment-add',
      path: '/education/assessment/add',
      title: 'Yeni Envanter',
      parent: 'education-assessment',
      permission: ACTIONS.assessments.manage,
    },
    {
      name: 'education-assessment-edit',
      path: '/education/assessment/:assessment_id',
      title: 'Envanteri Düzenle',
      parent: 'education-assessment',
      permission: ACTIONS.assessments.manage,
    },
    {
      name: 'education-student-assessment-assignment',
      path: '/education/student/assessment-assignment',
      title: 'Envanter Gönderimleri',
      parent: 'dashboard-summary',
      permission: ACTIONS.assessments.assign,
      menu: 'assessments',
    },
    {
      name: 'education-report-assessment-results',
      path: '/education/report/assessment-results',
      title: 'Envanter Sonuçları',
      parent: 'dashboard-summary',
      permission: ACTIONS.assessments.results,
      menu: 'assessments',
    },
  ],
});

/** The personal link's form and its closing page: anonymous, phone-first, without the UI kit. */
export const ASSESSMENT_FORM_AREA = defineArea({
  id: 'assessment-form',
  groups: [],
  routes: [
    {
      name: 'assessment-thank-you',
      path: '/assessment/thank-you',
      title: 'Teşekkürler',
      access: 'anonymous',
    },
    {
      name: 'assessment-external-profile',
      path: '/assessment/external-profile/:id',
      title: 'Envanter',
      access: 'anonymous',
    },
    { name: 'assessment-form', path: '/assessment/:token', title: 'Envanter', access: 'anonymous' },
  ],
});
