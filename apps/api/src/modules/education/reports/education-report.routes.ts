import { fileAnswer } from '@panel/shared/common/answers';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import {
  type TLessonProgramEntry,
  ZClassProgramSchema,
  ZLessonProgramPageSchema,
  ZSchoolClassTeacherPageSchema,
  ZTeacherSyllabusSchema,
} from '@panel/shared/education/contracts';
import { type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { type ExcelColumn, sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import type { ExportAsker } from '../../../platform/report-routes';
import { tenantOf } from '../../../platform/tenancy';
import { findAssignments } from '../class-teachers/class-teacher.queries';
import { getClassProgram } from '../lesson-programs/lesson-program.service';
import {
  classProgramExcel,
  findTeacherProgram,
  listTeacherProgram,
  teacherProgramExcel,
  teacherSyllabus,
} from './education-report.queries';

const ZProgramFilter = z.object({
  semesterId: z.uuid().optional(),
  branchId: z.uuid().optional(),
  personnelId: z.uuid().optional(),
  schoolClassId: z.uuid().optional(),
});

const teacherProgramColumns: ExcelColumn<TLessonProgramEntry>[] = [
  { header: 'Öğretmen', value: (e) => e.teacherName },
  { header: 'Gün', value: (e) => weekdayLabels[e.weekday as Weekday] },
  { header: 'Ders Saati', value: (e) => `${e.slotNo}. ders ${e.startsAt}-${e.endsAt}` },
  { header: 'Sınıf', value: (e) => e.schoolClassName },
  { header: 'Branş', value: (e) => e.majorName },
  { header: 'Derslik', value: (e) => e.classroomName },
];

type AssignmentRow = {
  schoolClassName: string;
  semesterName: string;
  teacherName: string;
  majorName: string;
  weeklyHours: number;
  placedHours: number;
};

const assignmentColumns: ExcelColumn<AssignmentRow>[] = [
  { header: 'Sınıf', value: (r) => r.schoolClassName },
  { header: 'Dönem', value: (r) => r.semesterName },
  { header: 'Branş', value: (r) => r.majorName },
  { header: 'Öğretmen', value: (r) => r.teacherName },
  { header: 'Haftalık Saat', kind: 'number', value: (r) => r.weeklyHours },
  { header: 'Programdaki Saat', kind: 'number', value: (r) => r.placedHours },
];

export const educationReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.education.reports };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));
  const askerOf = (request: Parameters<typeof requireAuth>[0]): ExportAsker => {
    const auth = requireAuth(request);
    return { userId: auth.userId, scope: tenantOf(auth) };
  };

  app.get(
    '/education/report/class-syllabus',
    {
      config,
      schema: { querystring: z.object({ schoolClassId: z.uuid() }), response: { 200: ZClassProgramSchema } },
    },
    (request) => getClassProgram(db, scopeOf(request), request.query.schoolClassId),
  );
  app.get(
    '/education/report/class-syllabus/excel',
    {
      config,
      schema: { querystring: z.object({ schoolClassId: z.uuid() }), response: { 200: fileAnswer('xlsx') } },
    },
    async (request, reply) =>
      sendExcel(reply, await classProgramExcel(db, askerOf(request), request.query.schoolClassId)),
  );

  const ZTeacherQuery = z.object({ personnelId: z.uuid(), semesterId: z.uuid().optional() });
  app.get(
    '/education/report/teacher-syllabus',
    { config, schema: { querystring: ZTeacherQuery, response: { 200: ZTeacherSyllabusSchema } } },
    (request) => teacherSyllabus(db, scopeOf(request), request.query.personnelId, request.query.semesterId),
  );
  app.get(
    '/education/report/teacher-syllabus/excel',
    { config, schema: { querystring: ZTeacherQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) =>
      sendExcel(reply, await teacherProgramExcel(db, askerOf(request), request.query)),
  );

  const ZPagedProgram = ZListQuerySchema.extend(ZProgramFilter.shape);
  // The Excel takes the list's filters and search, not its page.
  const ZProgramExcelQuery = ZProgramFilter.extend({ _searchTerm: z.string().max(100).optional() });
  app.get(
    '/education/report/teacher-program',
    { config, schema: { querystring: ZPagedProgram, response: { 200: ZLessonProgramPageSchema } } },
    (request) => findTeacherProgram(db, scopeOf(request), request.query),
  );
  app.get(
    '/education/report/teacher-program/excel',
    { config, schema: { querystring: ZProgramExcelQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const rows = await listTeacherProgram(db, scopeOf(request), request.query);
      return sendExcel(reply, {
        fileName: 'Öğretmen Programı',
        title: await exportTitle(request, 'Öğretmen Programı', request.query),
        columns: teacherProgramColumns,
        rows,
      });
    },
  );

  app.get(
    '/education/report/schoolclass-teacher-program',
    { config, schema: { querystring: ZPagedProgram, response: { 200: ZSchoolClassTeacherPageSchema } } },
    (request) => findAssignments(db, scopeOf(request), request.query),
  );
  app.get(
    '/education/report/schoolclass-teacher-program/excel',
    { config, schema: { querystring: ZProgramExcelQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const { _data: rows } = await findAssignments(db, scopeOf(request), {
        ...request.query,
        _pageNumber: 1,
        _pageSize: 20_000,
      });
      return sendExcel(reply, {
        fileName: 'Sınıf Öğretmen Programı',
        title: await exportTitle(request, 'Sınıf Öğretmen Programı', request.query),
        columns: assignmentColumns,
        rows,
      });
    },
  );
};
