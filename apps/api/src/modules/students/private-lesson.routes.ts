import { fileAnswer } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  PRIVATE_LESSON_SORTS,
  ZPrivateLessonInputSchema,
  ZPrivateLessonSchema,
} from '@panel/shared/students/contracts';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { sendExcel } from '../../platform/excel';
import { exportTitle } from '../../platform/export-title';
import { pagedRows } from '../../platform/report-routes';
import { registerResource } from '../../platform/resource';
import { tenantOf } from '../../platform/tenancy';
import {
  type PrivateLessonFilters,
  privateLessonFilterWhere,
  privateLessonListing,
  privateLessonRows,
} from './private-lesson.queries';
import { assertPrivateLessonFits } from './private-lesson.service';

const ZFilters = {
  studentId: z.uuid().optional(),
  personnelId: z.uuid().optional(),
  from: zDayFilter(),
  to: zDayFilter(),
};

/** /education/student/private-lesson and its report, student-privent-lessons (the spec's path). */
export const privateLessonRoutes: FastifyPluginAsync = async (app) => {
  const { sortColumns, ...listing } = privateLessonListing;
  registerResource(app, {
    path: '/education/student/private-lesson',
    entity: 'private-lesson',
    ...listing,
    record: ZPrivateLessonSchema,
    view: ACTIONS.students.view,
    manage: ACTIONS.students.classes,
    input: ZPrivateLessonInputSchema,
    sorts: { keys: PRIVATE_LESSON_SORTS, columns: sortColumns },
    filters: { shape: ZFilters, where: privateLessonFilterWhere },
    toRow: (input) => input,
    check: assertPrivateLessonFits,
    messages: {
      created: 'Özel ders kaydedildi.',
      updated: 'Özel ders güncellendi.',
      deleted: 'Özel ders silindi.',
    },
  });

  app.get(
    '/education/report/student-privent-lessons/excel',
    {
      config: { permission: ACTIONS.students.reports },
      schema: { querystring: z.object(ZFilters), response: { 200: fileAnswer('xlsx') } },
    },
    async (request, reply) => {
      const scope = tenantOf(requireAuth(request));
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
        rows: pagedRows(privateLessonRows(app.db, scope, request.query as PrivateLessonFilters)),
      });
    },
  );
};
