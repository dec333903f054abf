import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import {
  SMS_RECIPIENTS,
  ZAssessmentInputSchema,
  ZAssessmentUpdateSchema,
  ZAssignmentInputSchema,
} from '@panel/shared/assessments/contracts';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import { requireAuth } from '../../platform/auth';
import { type ExcelColumn, sendExcel } from '../../platform/excel';
import { exportTitle } from '../../platform/export-title';
import { tenantOf } from '../../platform/tenancy';
import { getStudentOrThrow } from '../students/student.service';
import {
  createAssessment,
  deleteAssessment,
  findAssessments,
  getAssessmentOrThrow,
  listAssessments,
  updateAssessment,
} from './assessment.service';
import {
  createAssignment,
  findAssignments,
  listAssignmentLinks,
  remindPending,
} from './assessment-assignment.service';
import {
  allResults,
  findResults,
  getProfile,
  resultDistribution,
  studentAssessments,
} from './assessment-result.queries';

const zId = () => z.uuid({ message: 'Geçersiz kayıt.' });
const ZResultFiltersSchema = z.object({
  assignmentId: zId(),
  schoolClassId: zId().nullish(),
  status: z.enum(['Answered', 'Pending'], { message: 'Geçersiz durum.' }).nullish(),
});
const ZResultQuerySchema = ZListQuerySchema.extend(ZResultFiltersSchema.shape);
const ZRemindSchema = z.object({
  assignmentId: zId(),
  sms: z.enum(SMS_RECIPIENTS, { message: 'Lütfen SMS Seçiniz!' }),
});

/** /education/assessment, /education/student/assessment-assignment and the results report. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.assessments.view };
  const manage = { permission: ACTIONS.assessments.manage };
  const assign = { permission: ACTIONS.assessments.assign };
  const results = { permission: ACTIONS.assessments.results };
  const scope = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  app.get('/education/assessment', { config: view, schema: { querystring: ZListQuerySchema } }, (request) =>
    findAssessments(db, scope(request), request.query),
  );
  app.get('/education/assessment/list', { config: view }, (request) => listAssessments(db, scope(request)));
  app.get('/education/assessment/:id', { config: view, schema: { params: ZIdParamsSchema } }, (request) =>
    getAssessmentOrThrow(db, scope(request), request.params.id),
  );
  app.post(
    '/education/assessment',
    { config: manage, schema: { body: ZAssessmentInputSchema } },
    async (request) => {
      const created = await createAssessment(db, scope(request), request.body);
      await writeAudit(db, request, {
        action: 'create',
        entity: 'assessment',
        entityId: created.id,
        before: null,
        after: request.body,
      });
      return { ...created, message: 'Envanter kaydedildi.' };
    },
  );
  app.post(
    '/education/assessment/update',
    { config: manage, schema: { body: ZAssessmentUpdateSchema } },
    async (request) => {
      const updated = await updateAssessment(db, scope(request), request.body);
      await writeAudit(db, request, {
        action: 'update',
        entity: 'assessment',
        entityId: updated.id,
        before: null,
        after: request.body,
      });
      return { ...updated, message: 'Envanter güncellendi.' };
    },
  );
  app.get(
    '/education/assessment/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema } },
    async (request) => {
      await deleteAssessment(db, scope(request), request.params.id);
      await writeAudit(db, request, {
        action: 'delete',
        entity: 'assessment',
        entityId: request.params.id,
        before: null,
        after: null,
      });
      return { message: 'Envanter silindi.' };
    },
  );

  app.get(
    '/education/student/assessment-assignment',
    { config: assign, schema: { querystring: ZListQuerySchema } },
    (request) => findAssignments(db, scope(request), request.query),
  );
  app.post(
    '/education/student/assessment-assignment',
    { config: assign, schema: { body: ZAssignmentInputSchema } },
    async (request) => {
      const out = await createAssignment(app, request, scope(request), request.body);
      await writeAudit(db, request, {
        action: 'create',
        entity: 'assessment-assignment',
        entityId: out.id,
        before: null,
        after: request.body,
      });
      const parts = [`${out.count} öğrenciye form bağlantısı oluşturuldu.`];
      if (out.sent > 0) parts.push(`${out.sent} SMS gönderildi.`);
      if (out.unreachable.length > 0)
        parts.push(
          `Telefonu olmayanlar: ${out.unreachable.slice(0, 5).join(', ')}${out.unreachable.length > 5 ? '...' : ''}`,
        );
      return { ...out, message: parts.join(' ') };
    },
  );
  app.get(
    '/education/student/assessment-assignment/:id/links',
    { config: assign, schema: { params: ZIdParamsSchema } },
    (request) => listAssignmentLinks(db, scope(request), app.config.publicUrl, request.params.id),
  );
  app.post(
    '/education/student/assessment-assignment/remind',
    { config: assign, schema: { body: ZRemindSchema } },
    async (request) => {
      const out = await remindPending(app, request, scope(request), request.body);
      const parts = [`${out.sent} hatırlatma SMS'i gönderildi.`];
      if (out.unreachable.length > 0)
        parts.push(
          `Telefonu olmayanlar: ${out.unreachable.slice(0, 5).join(', ')}${out.unreachable.length > 5 ? '...' : ''}`,
        );
      return { ...out, message: parts.join(' ') };
    },
  );

  app.get(
    '/education/report/assessment-results',
    { config: results, schema: { querystring: ZResultQuerySchema } },
    (request) => findResults(db, scope(request), request.query),
  );
  app.get(
    '/education/report/assessment-results/distribution',
    { config: results, schema: { querystring: ZResultFiltersSchema } },
    (request) => resultDistribution(db, scope(request), request.query),
  );
  app.get(
    '/education/report/assessment-results/excel',
    { config: results, schema: { querystring: ZResultFiltersSchema } },
    async (request, reply) => {
      const { assignment, rows } = await allResults(db, scope(request), request.query);
      type Row = (typeof rows)[number];
      const columns: ExcelColumn<Row>[] = [
        { header: 'Öğrenci', width: 26, value: (r) => r.studentName },
        { header: 'Sınıf', width: 10, value: (r) => r.schoolClassName },
        { header: 'Durum', width: 14, value: (r) => (r.answered ? 'Yanıtladı' : 'Yanıtlamadı') },
        ...assignment.definition.dimensions.flatMap((d): ExcelColumn<Row>[] => [
          {
            header: `${d.name} Puanı`,
            width: 14,
            value: (r) => {
              const s = r.scores.find((x) => x.dimensionKey === d.key);
              return s ? s.scoreCenti / 100 : null;
            },
          },
          {
            header: `${d.name} Düzeyi`,
            width: 14,
            value: (r) => r.scores.find((x) => x.dimensionKey === d.key)?.bandLabel ?? null,
          },
        ]),
      ];
      return sendExcel(reply, {
        fileName: 'Envanter Sonuçları',
        title: await exportTitle(request, 'Envanter Sonuçları', request.query),
        columns,
        rows,
      });
    },
  );
  app.get(
    '/education/report/assessment-results/profile/:id',
    { config: results, schema: { params: ZIdParamsSchema } },
    (request) => getProfile(db, scope(request), request.params.id),
  );
  app.get(
    '/student/:studentId/assessments',
    { config: results, schema: { params: z.object({ studentId: zId() }) } },
    async (request) => {
      const s = scope(request);
      await getStudentOrThrow(db, s, request.params.studentId);
      return studentAssessments(db, s, request.params.studentId);
    },
  );
};
