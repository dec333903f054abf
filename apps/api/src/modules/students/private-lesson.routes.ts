import { ACTIONS } from '@panel/shared/permissions/keys';
import { PRIVATE_LESSON_SORTS, ZPrivateLessonInputSchema } from '@panel/shared/students/contracts';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, asc, desc, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { sendExcel } from '../../platform/excel';
import { exportTitle } from '../../platform/export-title';
import { turkishOrder } from '../../platform/listing';
import { pagedRows } from '../../platform/report-routes';
import { ownedBy, registerResource } from '../../platform/resource';
import { tenantOf } from '../../platform/tenancy';
import { majors } from '../administration/majors/major.table';
import { assertTeacherFor } from '../education/class-teachers/class-teacher.service';
import { personnel } from '../personnel/personnel.table';
import { getStudentOrThrow } from './student.service';
import { privateLessons as L, students } from './student.table';

const columns = {
  id: L.id,
  branchId: L.branchId,
  studentId: L.studentId,
  studentNo: students.studentNo,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  personnelId: L.personnelId,
  teacherName: sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`,
  majorId: L.majorId,
  majorName: majors.name,
  date: L.date,
  startsAt: L.startsAt,
  endsAt: L.endsAt,
  note: L.note,
};

const ZFilters = {
  studentId: z.uuid().optional(),
  personnelId: z.uuid().optional(),
  from: zDayFilter(),
  to: zDayFilter(),
};
type Filters = { studentId?: string; personnelId?: string; from?: string; to?: string };

const filterWhere = (q: Filters) =>
  and(
    q.studentId ? eq(L.studentId, q.studentId) : undefined,
    q.personnelId ? eq(L.personnelId, q.personnelId) : undefined,
    q.from ? gte(L.date, q.from) : undefined,
    q.to ? lte(L.date, q.to) : undefined,
  );

/** /education/student/private-lesson and its report, student-privent-lessons (the spec's path). */
export const privateLessonRoutes: FastifyPluginAsync = async (app) => {
  const select = (db: typeof app.db) =>
    db
      .select(columns)
      .from(L)
      .innerJoin(students, eq(students.id, L.studentId))
      .innerJoin(personnel, eq(personnel.id, L.personnelId))
      .innerJoin(majors, eq(majors.id, L.majorId))
      .$dynamic();

  registerResource(app, {
    path: '/education/student/private-lesson',
    entity: 'private-lesson',
    table: L,
    view: ACTIONS.students.view,
    manage: ACTIONS.students.classes,
    input: ZPrivateLessonInputSchema,
    select,
    searchColumns: [students.searchKey, personnel.searchKey],
    orderBy: [desc(L.date), desc(L.startsAt)],
    sorts: {
      keys: PRIVATE_LESSON_SORTS,
      columns: {
        // One expression, so that the direction applies to the hour as well ('09:30' text sorts right).
        date: sql`${L.date}::text || ' ' || ${L.startsAt}`,
        student: students.sortKey,
        teacher: turkishOrder(sql`${personnel.lastName} || ' ' || ${personnel.firstName}`),
      },
    },
    filters: { shape: ZFilters, where: filterWhere },
    toRow: (input) => input,
    /** The student and teacher are of the lesson's branch; a teacher is not in two lessons at once. */
    check: async (db, scope, input, id) => {
      const student = await getStudentOrThrow(db, scope, input.studentId).catch(() => {
        throw badRequest('Seçilen öğrenci bu kuruma ait değil.');
      });
      if (student.branchId !== input.branchId) throw badRequest('Öğrenci bu şubede kayıtlı değil.');
      await assertTeacherFor(db, scope, student, input.personnelId, input.majorId);
      const [clash] = await db
        .select({ startsAt: L.startsAt, endsAt: L.endsAt, studentName: columns.studentName })
        .from(L)
        .innerJoin(students, eq(students.id, L.studentId))
        .where(
          and(
            eq(L.personnelId, input.personnelId),
            eq(L.date, input.date),
            lt(L.startsAt, input.endsAt),
            gt(L.endsAt, input.startsAt),
            id ? ne(L.id, id) : undefined,
          ),
        );
      if (clash)
        throw badRequest(
          `Öğretmenin ${clash.startsAt}-${clash.endsAt} saatlerinde ${clash.studentName} ile özel dersi var.`,
          { title: 'Öğretmen Çakışması' },
        );
    },
    messages: {
      created: 'Özel ders kaydedildi.',
      updated: 'Özel ders güncellendi.',
      deleted: 'Özel ders silindi.',
    },
  });

  app.get(
    '/education/report/student-privent-lessons/excel',
    { config: { permission: ACTIONS.students.reports }, schema: { querystring: z.object(ZFilters) } },
    async (request, reply) => {
      const scope = tenantOf(requireAuth(request));
      const where = and(ownedBy(L, scope), filterWhere(request.query as Filters));
      const report = 'Özel Dersler';
      return sendExcel(reply, {
        fileName: report,
        title: await exportTitle(request, report, request.query as Record<string, unknown>),
        columns: [
          { header: 'Tarih', kind: 'day', value: (r) => r.date },
          { header: 'Saat', value: (r) => `${r.startsAt}-${r.endsAt}` },
          { header: 'Öğrenci No', kind: 'number', value: (r) => r.studentNo },
          { header: 'Öğrenci', value: (r) => r.studentName },
          { header: 'Öğretmen', value: (r) => r.teacherName },
          { header: 'Branş', value: (r) => r.majorName },
          { header: 'Açıklama', value: (r) => r.note },
        ],
        rows: pagedRows((limit, offset) =>
          select(app.db)
            .where(where)
            .orderBy(desc(L.date), desc(L.startsAt), asc(L.id))
            .limit(limit)
            .offset(offset),
        ),
      });
    },
  );
};
