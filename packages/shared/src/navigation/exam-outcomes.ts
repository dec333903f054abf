import { ACTIONS } from '../permissions/keys';
import { defineArea } from './area';

/**
 * The learning-outcome pools: the provider's, kept by admins (SPEC 2 Admin), so a leaf of the
 * Yönetim group; the routes live apart from ADMIN_AREA beside the rest of the exam work.
 */
export const EXAM_OUTCOME_POOL_AREA = defineArea({
  id: 'exam-outcome-pools',
  groups: [],
  routes: [
    {
      name: 'admin-learning-outcome-pool',
      path: '/admin/exam/learning-outcome-pool',
      title: 'Kazanım Havuzu',
      parent: 'dashboard-summary',
      permission: ACTIONS.admin.learningOutcomes,
      menu: 'admin',
    },
    {
      name: 'admin-learning-outcome-pool-add',
      path: '/admin/exam/learning-outcome-pool/add',
      title: 'Yeni Kazanım Havuzu',
      parent: 'admin-learning-outcome-pool',
      permission: ACTIONS.admin.learningOutcomes,
    },
    {
      name: 'admin-learning-outcome-pool-edit',
      path: '/admin/exam/learning-outcome-pool/:learning_outcome_pool_id',
      title: 'Kazanım Havuzunu Düzenle',
      parent: 'admin-learning-outcome-pool',
      permission: ACTIONS.admin.learningOutcomes,
    },
  ],
});

/** The question and outcome analysis of an exam: a leaf of the exams area's Sınav group. */
export const EXAM_ANALYSIS_AREA = defineArea({
  id: 'exam-analysis',
  groups: [],
  routes: [
    {
      name: 'exam-report-exam-analysis',
      path: '/exam/report/exam-analysis',
      title: 'Sınav Analizi',
      parent: 'dashboard-summary',
      permission: ACTIONS.exams.results,
      menu: 'exam',
    },
  ],
});
