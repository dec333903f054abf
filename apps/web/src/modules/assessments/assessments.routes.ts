import { ASSESSMENTS_AREA } from '@panel/shared/navigation/assessments';
import { defineAreaRoutes, page } from '../../app/route-entry';

const assessmentPages = () => import('./assessment-pages');
const assignmentPage = () => import('./assessment-assignment-page');
const resultsPage = () => import('./assessment-results-page');

export const routes = defineAreaRoutes(ASSESSMENTS_AREA, {
  'education-assessment': page(assessmentPages, 'AssessmentListPage'),
  'education-assessment-add': page(assessmentPages, 'AssessmentFormPage'),
  'education-assessment-edit': page(assessmentPages, 'AssessmentFormPage'),
  'education-student-assessment-assignment': page(assignmentPage, 'AssessmentAssignmentPage'),
  'education-report-assessment-results': page(resultsPage, 'AssessmentResultsPage'),
});
