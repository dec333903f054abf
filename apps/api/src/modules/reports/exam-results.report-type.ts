import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TExamResultsParams } from '@panel/shared/reports/report-type-specs';
import { getExamOrThrow } from '../exams/exam.service';
import { branchAndClassInScope, notFoundAs, screenReportType } from './report-run';

export const EXAM_NOT_FOUND_MESSAGE = 'Seçilen sınav bulunamadı ya da yetkiniz dışında.';

/** An exam's results list in its screen's Excel (/exam/report/exam-report), with its filters. */
export const examResults = screenReportType<TExamResultsParams>({
  permission: ACTIONS.exams.results,
  check: async (db, scope, params) => {
    await getExamOrThrow(db, scope, params.examId).catch(notFoundAs(EXAM_NOT_FOUND_MESSAGE));
    return branchAndClassInScope(db, scope, params);
  },
  // The screen calls the class filter `classId`.
  screen: ({ schoolClassId, ...filters }) => ({
    path: '/examapi/exams/results',
    filters: { ...filters, classId: schoolClassId },
  }),
});
