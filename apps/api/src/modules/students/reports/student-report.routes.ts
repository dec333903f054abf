import { zPage } from '@panel/shared/common/answers';
import { ZListQuerySchema, zIdListQuery } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { STUDY_STATES } from '@panel/shared/students/enums';
import { STUDENT_REPORT_NAMES, STUDENT_REPORT_ROWS, STUDENT_REPORTS } from '@panel/shared/students/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { badRequest } from '../../../platform/errors';
import { exportTitleFor } from '../../../platform/export-title';
import { fetchPage } from '../../../platform/listing';
import { registerExcelRoute } from '../../../platform/report-routes';
import { tenantOf } from '../../../platform/tenancy';
import {
  present,
  STUDENT_FILTER_VALUES,
  type StudentReportFilters,
  studentReportExcel,
  studentReportQueries,
} from './student-report.queries';

const ZReportFilters = z.object({
  branchId: z.uuid().optional(),
  semesterId: z.uuid().optional(),
  schoolClassId: z.uuid().optional(),
  studyState: z.enum(STUDY_STATES).optional(),
  _searchTerm: z.string().max(100).optional(),
  /** The rows chosen on the student list: its "Excel of the selected". */
  studentIds: zIdListQuery(),
});

/** GET education/report/{name} (paged rows as printed) and GET education/report/{name}/excel. */
export const studentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.students.reports };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  for (const name of STUDENT_REPORT_NAMES) {
    const definition = STUDENT_REPORTS[name];
    const required = (f: StudentReportFilters) => {
      const key = 'requires' in definition ? definition.requires : undefined;
      if (key && !f[key]) throw badRequest('Lütfen Sınıf Seçiniz!');
    };
    app.get(
      `/education/report/${name}`,
      {
        config,
        schema: {
          querystring: ZListQuerySchema.extend(ZReportFilters.shape),
          response: { 200: zPage(STUDENT_REPORT_ROWS[name]) },
        },
      },
      async (request) => {
        required(request.query);
        const run = studentReportQueries[name](db, scopeOf(request), request.query);
        return fetchPage(request.query, {
          // present() gives every column as the screen prints it: the row the report declares.
          rows: async (limit, offset) =>
            (await run.rows(limit, offset)).map(
              (row) => present(row) as z.output<(typeof STUDENT_REPORT_ROWS)[typeof name]>,
            ),
          total: run.total,
        });
      },
    );
    registerExcelRoute(app, {
      path: `/education/report/${name}`,
      permission: config.permission,
      title: definition.title,
      query: ZReportFilters,
      check: required,
      open: async (reportDb, asker, query) => ({
        rows: studentReportQueries[name](reportDb, asker.scope, query).total,
        excel: async () =>
          studentReportExcel(
            reportDb,
            asker.scope,
            name,
            query,
            await exportTitleFor(reportDb, asker, definition.title, query, STUDENT_FILTER_VALUES),
          ),
      }),
    });
  }
};
