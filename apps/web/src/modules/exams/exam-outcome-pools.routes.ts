import { EXAM_OUTCOME_POOL_AREA } from '@panel/shared/navigation/exam-outcomes';
import { defineAreaRoutes, page } from '../../app/route-entry';

const poolPages = () => import('./learning-outcome-pool-pages');

export const routes = defineAreaRoutes(EXAM_OUTCOME_POOL_AREA, {
  'admin-learning-outcome-pool': page(poolPages, 'LearningOutcomePoolListPage'),
  'admin-learning-outcome-pool-add': page(poolPages, 'LearningOutcomePoolFormPage'),
  'admin-learning-outcome-pool-edit': page(poolPages, 'LearningOutcomePoolFormPage'),
});
