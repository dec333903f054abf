import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TAssessmentResultsParams } from '@panel/shared/reports/report-type-specs';
import { assessmentResultsExcel } from '../assessments/assessment.routes';
import { getAssignmentOrThrow } from '../assessments/assessment-assignment.service';
import { askerOf, classInScope, excelFile, notFoundAs, type ServerReportType } from './report-run';

export const ASSIGNMENT_NOT_FOUND_MESSAGE = 'Seçilen gönderim bulunamadı ya da yetkiniz dışında.';

/** An assessment sending's answers and scores in the results screen's Excel, with its filters. */
export const assessmentResults: ServerReportType<TAssessmentResultsParams> = {
  permission: ACTIONS.assessments.results,
  check: async (db, scope, params) => {
    if (params.schoolClassId) await classInScope(db, scope, params.schoolClassId);
    const assignment = await getAssignmentOrThrow(db, scope, params.assignmentId).catch(
      notFoundAs(ASSIGNMENT_NOT_FOUND_MESSAGE),
    );
    return assignment.branchId;
  },
  make: async (run) => excelFile(await assessmentResultsExcel(run.db, askerOf(run), run.params)),
};
