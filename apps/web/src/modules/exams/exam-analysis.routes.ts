import { EXAM_ANALYSIS_AREA } from '@panel/shared/navigation/exam-outcomes';
import { defineAreaRoutes, page } from '../../app/route-entry';

const analysisPage = () => import('./exam-analysis-page');

export const routes = defineAreaRoutes(EXAM_ANALYSIS_AREA, {
  'exam-report-exam-analysis': page(analysisPage, 'ExamAnalysisPage'),
});
