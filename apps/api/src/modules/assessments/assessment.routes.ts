import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import {
  ASSESSMENT_ASSIGNMENT_SORTS,
  ASSESSMENT_SORTS,
  EXTERNAL_TARGET,
  RESPONDENT_RELATION_LABELS,
  type RespondentRelation,
  SMS_RECIPIENTS,
  ZAssessmentChoiceSchema,
  ZAssessmentInputSchema,
  ZAssessmentPageSchema,
  ZAssessmentProfileSchema,
  ZAssessmentRecordSchema,
  ZAssessmentUpdateSchema,
  ZAssignmentCreatedSchema,
  ZAssignmentInputSchema,
  ZAssignmentLinksSchema,
  ZAssignmentPageSchema,
  ZExternalLinkCreatedSchema,
  ZExternalLinkInputSchema,
  ZQuestionImportAnswerSchema,
  ZResultDistributionSchema,
  ZResultPageSchema,
  ZSendingAnswerSchema,
  ZStudentAssessmentSchema,
} from '@panel/shared/assessments/contracts';
import { fileAnswer, ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort, ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { requireAuth } from '../../platform/auth';
import { readUploadedFile } from '../../platform/documents';
import { badRequest } from '../../platform/errors';
import { type ExcelColumn, sendExcel, sendXlsxFile } from '../../platform/excel';
import { exportTitleFor } from '../../platform/export-title';
import { sendPdf } from '../../platform/pdf';
import type { ExportAsker } from '../../platform/report-routes';
import { tenantOf } from '../../platform/tenancy';
import { getStudentOrThrow } from '../students/student.queries';
import {
  createAssessment,
  deleteAssessment,
  findAssessments,
  getAssessmentOrThrow,
  importQuestions,
  listAssessments,
  updateAssessment,
} from './assessment.service';
import { findAssignments } from './assessment-assignment.queries';
import {
  createAssignment,
  listAssignmentLinks,
  remindPending,
  sendingAnswer,
} from './assessment-assignment.service';
import { linkListPdf, profilePdf } from './assessment-documents';
import { institutionName } from './assessment-external.queries';
import { createExternalLink } from './assessment-external.service';
import { buildQuestionTemplate } from './assessment-import.service';
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

/**
 * A sending's answers and scores as Excel: the results screen's button sends it, the report
 * centre writes it to a file.
 */
export const assessmentResultsExcel = async (
  db: Db,
  asker: ExportAsker,
  filters: z.output<typeof ZResultFiltersSchema>,
) => {
  const { assignment, rows } = await allResults(db, asker.scope, filters);
  type Row = (typeof rows)[number];
  const columns: ExcelColumn<Row>[] = [
    ...(assignment.target === EXTERNAL_TARGET
      ? [
          { header: 'Ad Soyad', width: 26, value: (r: Row) => r.studentName },
          { header: 'Cep Telefonu', width: 18, value: (r: Row) => r.mobilePhone },
          {
            header: 'Katılımcı',
            width: 14,
            value: (r: Row) =>
              r.relation ? RESPONDENT_RELATION_LABELS[r.relation as RespondentRelation] : null,
          },
        ]
      : [
          { header: 'Öğrenci', width: 26, value: (r: Row) => r.studentName },
          { header: 'Sınıf', width: 10, value: (r: Row) => r.schoolClassName },
        ]),
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
  return {
    fileName: 'Envanter Sonuçları',
    title: await exportTitleFor(db, asker, 'Envanter Sonuçları', filters),
    columns,
    rows,
  };
};

/** /education/assessment, /education/student/assessment-assignment and the results report. */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.assessments.view };
  const manage = { permission: ACTIONS.assessments.manage };
  const assign = { permission: ACTIONS.assessments.assign };
  const results = { permission: ACTIONS.assessments.results };
  const scope = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));
  /** The services do not read the record back, so an inventory's audit rows carry no `before`. */
  const audit = (
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete',
    entity: 'assessment' | 'assessment-assignment',
    entityId: string,
    after: unknown,
  ) => writeAudit(db, request, { action, entity, entityId, before: null, after });

  app.get(
    '/education/assessment',
    {
      config: view,
      schema: { querystring: listQueryWithSort(ASSESSMENT_SORTS), response: { 200: ZAssessmentPageSchema } },
    },
    (request) => findAssessments(db, scope(request), request.query),
  );
  app.get(
    '/education/assessment/list',
    { config: view, schema: { response: { 200: z.array(ZAssessmentChoiceSchema) } } },
    (request) => listAssessments(db, scope(request)),
  );
  app.get(
    '/education/assessment/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZAssessmentRecordSchema } } },
    (request) => getAssessmentOrThrow(db, scope(request), request.params.id),
  );
  app.post(
    '/education/assessment',
    { config: manage, schema: { body: ZAssessmentInputSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const created = await createAssessment(db, scope(request), request.body);
      await audit(request, 'create', 'assessment', created.id, request.body);
      return { ...created, message: 'Envanter kaydedildi.' };
    },
  );
  app.post(
    '/education/assessment/update',
    { config: manage, schema: { body: ZAssessmentUpdateSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const updated = await updateAssessment(db, scope(request), request.body);
      await audit(request, 'update', 'assessment', updated.id, request.body);
      return { ...updated, message: 'Envanter güncellendi.' };
    },
  );
  app.get(
    '/education/assessment/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteAssessment(db, scope(request), request.params.id);
      await audit(request, 'delete', 'assessment', request.params.id, null);
      return { message: 'Envanter silindi.' };
    },
  );
  app.get(
    '/education/assessment/:id/question-template',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const assessment = await getAssessmentOrThrow(db, scope(request), request.params.id);
      return sendXlsxFile(reply, 'envanter-soru-sablonu', await buildQuestionTemplate(assessment.definition));
    },
  );
  app.post(
    '/education/assessment/:id/question-import',
    {
      config: manage,
      schema: {
        params: ZIdParamsSchema,
        querystring: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
        response: { 200: ZQuestionImportAnswerSchema },
      },
    },
    async (request) => {
      const { content } = await readUploadedFile(request);
      const dryRun = request.query.dryRun === 'true';
      const out = await importQuestions(db, scope(request), request.params.id, content, dryRun);
      if (dryRun) return { ...out, message: `${out.count} soru kontrol edildi, hata yok.` };
      await audit(request, 'update', 'assessment', request.params.id, { importedQuestions: out.saved });
      return { ...out, message: `${out.saved} soru envantere eklendi.` };
    },
  );

  app.get(
    '/education/student/assessment-assignment',
    {
      config: assign,
      schema: {
        querystring: listQueryWithSort(ASSESSMENT_ASSIGNMENT_SORTS),
        response: { 200: ZAssignmentPageSchema },
      },
    },
    (request) => findAssignments(db, scope(request), request.query),
  );
  app.post(
    '/education/student/assessment-assignment',
    { config: assign, schema: { body: ZAssignmentInputSchema, response: { 200: ZAssignmentCreatedSchema } } },
    async (request) => {
      const out = await createAssignment(app, request, scope(request), request.body);
      await audit(request, 'create', 'assessment-assignment', out.id, request.body);
      return {
        id: out.id,
        count: out.count,
        ...sendingAnswer(`${out.count} öğrenciye form bağlantısı oluşturuldu.`, out.sms, (sent) =>
          sent > 0 ? `${sent} SMS gönderildi.` : '',
        ),
      };
    },
  );
  app.post(
    '/education/student/assessment-assignment/external',
    {
      config: assign,
      schema: { body: ZExternalLinkInputSchema, response: { 200: ZExternalLinkCreatedSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      // A business account that names no branch shares the link of the branch it works in.
      const out = await createExternalLink(db, scope(request), auth.accountId, app.config.publicUrl, {
        ...request.body,
        branchId: request.body.branchId ?? auth.branchId,
      });
      await audit(request, 'create', 'assessment-assignment', out.id, request.body);
      return { ...out, message: 'Paylaşılabilir bağlantı oluşturuldu.' };
    },
  );
  app.get(
    '/education/student/assessment-assignment/:id/links',
    { config: assign, schema: { params: ZIdParamsSchema, response: { 200: ZAssignmentLinksSchema } } },
    (request) => listAssignmentLinks(db, scope(request), app.config.publicUrl, request.params.id),
  );
  app.get(
    '/education/student/assessment-assignment/:id/links/pdf',
    { config: assign, schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('pdf') } } },
    async (request, reply) => {
      const s = scope(request);
      const list = await listAssignmentLinks(db, s, app.config.publicUrl, request.params.id);
      const pdf = await linkListPdf({
        ...list,
        institution: await institutionName(db, s.businessId),
        links: list.shareUrl
          ? [{ title: list.name, subtitle: 'Paylaşılabilir bağlantı', url: list.shareUrl }]
          : list.links.map((l) => ({ title: l.studentName, subtitle: l.schoolClassName, url: l.url })),
      });
      return sendPdf(reply, 'envanter-baglantilari', pdf);
    },
  );
  app.post(
    '/education/student/assessment-assignment/remind',
    { config: assign, schema: { body: ZRemindSchema, response: { 200: ZSendingAnswerSchema } } },
    async (request) => {
      const out = await remindPending(app, request, scope(request), request.body);
      return sendingAnswer('', out, (sent) => `${sent} hatırlatma SMS'i gönderildi.`);
    },
  );

  app.get(
    '/education/report/assessment-results',
    { config: results, schema: { querystring: ZResultQuerySchema, response: { 200: ZResultPageSchema } } },
    (request) => findResults(db, scope(request), request.query),
  );
  app.get(
    '/education/report/assessment-results/distribution',
    {
      config: results,
      schema: { querystring: ZResultFiltersSchema, response: { 200: ZResultDistributionSchema } },
    },
    (request) => resultDistribution(db, scope(request), request.query),
  );
  app.get(
    '/education/report/assessment-results/excel',
    { config: results, schema: { querystring: ZResultFiltersSchema, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const asker = { userId: auth.userId, scope: tenantOf(auth) };
      return sendExcel(reply, await assessmentResultsExcel(db, asker, request.query));
    },
  );
  app.get(
    '/education/report/assessment-results/profile/:id',
    { config: results, schema: { params: ZIdParamsSchema, response: { 200: ZAssessmentProfileSchema } } },
    (request) => getProfile(db, scope(request), request.params.id),
  );
  app.get(
    '/education/report/assessment-results/profile/:id/pdf',
    { config: results, schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('pdf') } } },
    async (request, reply) => {
      const profile = await getProfile(db, scope(request), request.params.id);
      if (!profile.submittedAt) throw badRequest('Bu form henüz yanıtlanmadı; profil oluşmadı.');
      return sendPdf(reply, 'envanter-profili', await profilePdf(profile));
    },
  );
  app.get(
    '/student/:studentId/assessments',
    {
      config: results,
      schema: {
        params: z.object({ studentId: zId() }),
        response: { 200: z.array(ZStudentAssessmentSchema) },
      },
    },
    async (request) => {
      const s = scope(request);
      await getStudentOrThrow(db, s, request.params.studentId);
      return studentAssessments(db, s, request.params.studentId);
    },
  );
};
