import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { toPaged } from '@panel/shared/common/pagination';
import type { TLessonProgramEntry } from '@panel/shared/education/contracts';
import { WEEKDAYS, type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { type ExcelColumn, type ExcelExport, sendExcel } from '../../../platform/excel';
import { exportTitle, exportTitleFor } from '../../../platform/export-title';
import { searchOver } from '../../../platform/listing';
import type { ExportAsker } from '../../../platform/report-routes';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { majors } from '../../administration/majors/major.table';
import { personnel } from '../../personnel/personnel.table';
import { findAssignments } from '../class-teachers/class-teacher.queries';
import { branchLessonTimes, findEntries, getClassProgram } from '../lesson-programs/lesson-program.service';
import { lessonProgramEntries as E } from '../lesson-programs/lesson-program.table';
import { schoolClasses } from '../school-classes/school-class.table';

type Slot = { id: string; slotNo: number; startsAt: string; endsAt: string };

/** A week as rows of slots and columns of days, the way the printed program reads. */
const weekSheet = (entries: TLessonProgramEntry[], cellText: (e: TLessonProgramEntry) => string) => {
  const columns: ExcelColumn<Slot>[] = [
    { header: 'Ders Saati', value: (s) => `${s.slotNo}. ders ${s.startsAt}-${s.endsAt}` },
    ...WEEKDAYS.map(
      (day): ExcelColumn<Slot> => ({
        header: weekdayLabels[day as Weekday],
        width: 26,
        value: (s) =>
          entries
            .filter((e) => e.weekday === day && e.lessonTimeId === s.id)
            .map(cellText)
            .join('\n') || null,
      }),
    ),
  ];
  return columns;
};

const teacherName = sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`;

const ZProgramFilter = z.object({
  semesterId: z.uuid().optional(),
  branchId: z.uuid().optional(),
  personnelId: z.uuid().optional(),
  schoolClassId: z.uuid().optional(),
});
type ProgramFilter = z.infer<typeof ZProgramFilter> & { _searchTerm?: string };

const programWhere = (scope: TenantScope, q: ProgramFilter) =>
  and(
    ownedBy(E, scope),
    q.semesterId ? eq(E.semesterId, q.semesterId) : undefined,
    q.branchId ? eq(E.branchId, q.branchId) : undefined,
    q.personnelId ? eq(E.personnelId, q.personnelId) : undefined,
    q.schoolClassId ? eq(E.schoolClassId, q.schoolClassId) : undefined,
    searchOver(q._searchTerm, personnel.searchKey, schoolClasses.searchKey, majors.searchKey),
  );

const countEntries = async (db: Db, where: ReturnType<typeof programWhere>) =>
  (
    await db
      .select({ n: count() })
      .from(E)
      .innerJoin(personnel, eq(personnel.id, E.personnelId))
      .innerJoin(schoolClasses, eq(schoolClasses.id, E.schoolClassId))
      .innerJoin(majors, eq(majors.id, E.majorId))
      .where(where)
  )[0]?.n ?? 0;

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

/** One teacher's week across classes: the teacher, the branch's lesson times, the lessons. */
const teacherSyllabus = async (db: Db, scope: TenantScope, personnelId: string, semesterId?: string) => {
  const [teacher] = await db
    .select({ id: personnel.id, name: teacherName, branchId: personnel.branchId })
    .from(personnel)
    .where(and(eq(personnel.id, personnelId), ownedBy(personnel, scope)));
  if (!teacher) throw notFound();
  const [lessonTimes, entries] = await Promise.all([
    branchLessonTimes(db, teacher.branchId),
    findEntries(db, programWhere(scope, { personnelId, semesterId })),
  ]);
  return { teacher, lessonTimes, entries };
};

/**
 * A class's week as its Excel: the program screen's button sends it, the report centre
 * writes it to a file.
 */
export const classProgramExcel = async (
  db: Db,
  asker: ExportAsker,
  schoolClassId: string,
): Promise<ExcelExport<Slot>> => {
  const program = await getClassProgram(db, asker.scope, schoolClassId);
  const report = `${program.schoolClass.name} Sınıfı Ders Programı`;
  return {
    fileName: report,
    title: await exportTitleFor(db, asker, report, { schoolClassId }),
    columns: weekSheet(program.entries, (e) => `${e.majorName} - ${e.teacherName}`),
    rows: program.lessonTimes,
  };
};

/** A teacher's week across classes as its Excel, for the screen's button and the report centre. */
export const teacherProgramExcel = async (
  db: Db,
  asker: ExportAsker,
  query: { personnelId: string; semesterId?: string },
): Promise<ExcelExport<Slot>> => {
  const s = await teacherSyllabus(db, asker.scope, query.personnelId, query.semesterId);
  const report = `${s.teacher.name} Ders Programı`;
  return {
    fileName: report,
    title: await exportTitleFor(db, asker, report, query),
    columns: weekSheet(s.entries, (e) => `${e.schoolClassName} - ${e.majorName}`),
    rows: s.lessonTimes,
  };
};

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
    { config, schema: { querystring: z.object({ schoolClassId: z.uuid() }) } },
    (request) => getClassProgram(db, scopeOf(request), request.query.schoolClassId),
  );
  app.get(
    '/education/report/class-syllabus/excel',
    { config, schema: { querystring: z.object({ schoolClassId: z.uuid() }) } },
    async (request, reply) =>
      sendExcel(reply, await classProgramExcel(db, askerOf(request), request.query.schoolClassId)),
  );

  const ZTeacherQuery = z.object({ personnelId: z.uuid(), semesterId: z.uuid().optional() });
  app.get(
    '/education/report/teacher-syllabus',
    { config, schema: { querystring: ZTeacherQuery } },
    (request) => teacherSyllabus(db, scopeOf(request), request.query.personnelId, request.query.semesterId),
  );
  app.get(
    '/education/report/teacher-syllabus/excel',
    { config, schema: { querystring: ZTeacherQuery } },
    async (request, reply) =>
      sendExcel(reply, await teacherProgramExcel(db, askerOf(request), request.query)),
  );

  const ZPagedProgram = ZListQuerySchema.extend(ZProgramFilter.shape);
  app.get(
    '/education/report/teacher-program',
    { config, schema: { querystring: ZPagedProgram } },
    async (request) => {
      const q = request.query;
      const where = programWhere(scopeOf(request), q);
      const [rows, total] = await Promise.all([
        findEntries(db, where, q._pageSize, (q._pageNumber - 1) * q._pageSize),
        countEntries(db, where),
      ]);
      return toPaged(rows, total, q._pageSize);
    },
  );
  app.get(
    '/education/report/teacher-program/excel',
    {
      config,
      schema: { querystring: ZProgramFilter.extend({ _searchTerm: z.string().max(100).optional() }) },
    },
    async (request, reply) => {
      const rows = await findEntries(db, programWhere(scopeOf(request), request.query), 20_000);
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
    { config, schema: { querystring: ZPagedProgram } },
    (request) => findAssignments(db, scopeOf(request), request.query),
  );
  app.get(
    '/education/report/schoolclass-teacher-program/excel',
    {
      config,
      schema: { querystring: ZProgramFilter.extend({ _searchTerm: z.string().max(100).optional() }) },
    },
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
