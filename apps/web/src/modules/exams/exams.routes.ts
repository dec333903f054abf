import { EXAMS_AREA } from '@panel/shared/navigation/exams';
import { defineAreaRoutes, page } from '../../app/route-entry';

const examTypePage = () => import('./exam-type-page');
const opticalFormPages = () => import('./optical-form-pages');
const examPages = () => import('./exam-pages');

export const routes = defineAreaRoutes(EXAMS_AREA, {
  'exam-exam': page(examPages, 'ExamListPage'),
  'exam-exam-add': page(examPages, 'ExamFormPage'),
  'exam-exam-edit': page(examPages, 'ExamFormPage'),
  'exam-exam-type': page(examTypePage, 'ExamTypePage'),
  'exam-optical-form': page(opticalFormPages, 'OpticalFormListPage'),
  'exam-optical-form-add': page(opticalFormPages, 'OpticalFormEditPage'),
  'exam-optical-form-edit': page(opticalFormPages, 'OpticalFormEditPage'),
});
