import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TClassProgramParams, TTeacherProgramParams } from '@panel/shared/reports/report-type-specs';
import { classProgramExcel, teacherProgramExcel } from '../education/reports/education-report.queries';
import {
  askerOf,
  classInScope,
  excelFile,
  type ServerReportType,
  semesterInScope,
  teacherInScope,
} from './report-run';

/** A class's week in its program screen's Excel. */
export const classProgram: ServerReportType<TClassProgramParams> = {
  permission: ACTIONS.education.reports,
  check: async (db, scope, params) => (await classInScope(db, scope, params.schoolClassId)).branchId,
  make: async (run) => excelFile(await classProgramExcel(run.db, askerOf(run), run.params.schoolClassId)),
};

/** A teacher's week across classes in the teacher program screen's Excel. */
export const teacherProgram: ServerReportType<TTeacherProgramParams> = {
  permission: ACTIONS.education.reports,
  check: async (db, scope, params) => {
    if (params.semesterId) await semesterInScope(db, scope, params.semesterId);
    return (await teacherInScope(db, scope, params.personnelId)).branchId;
  },
  make: async (run) => excelFile(await teacherProgramExcel(run.db, askerOf(run), run.params)),
};
