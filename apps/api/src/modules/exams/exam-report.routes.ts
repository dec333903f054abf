import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ZExamResultQuerySchema } from '@panel/shared/exams/contracts';
import {
  ZResultSmsPreviewSchema,
  ZResultSmsSendSchema,
  ZStudentExamResultPageSchema,
  ZStudentParamsSchema,
  ZStudentResultParamsSchema,
  ZUploadDetailSchema,
  ZUploadListQuerySchema,
  ZUploadPageSchema,
  ZUploadParamsSchema,
} from '@panel/shared/exams/result-report';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth';
import { type ExcelColumn, sendExcel } from '../../platform/excel';
import { exportTitle } from '../../platform/export-title';
import { sendPdf } from '../../platform/pdf';
import { tenantOf } from '../../platform/tenancy';
import {
  allResults,
  findAllUploads,
  getUpload,
  resultSheetPdf,
  resultSmsPreview,
  sendResultSms,
  studentResults,
} from './exam-report.service';
import type { findResults } from './exam-result.service';

/**
 * The exam API's reports (/examapi): the reader files across exams, one student's result
 * sheet (PDF) and exams, and the result SMS to parents.
 */
export const examReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));

  app.get(
    '/uploads',
    {
      config: { permission: ACTIONS.exams.upload },
      schema: { querystring: ZUploadListQuerySchema, response: { 200: ZUploadPageSchema } },
    },
    (request) => findAllUploads(db, scope(request), request.query),
  );
  app.get(
    '/uploads/:uploadId',
    {
      config: { permission: ACTIONS.exams.upload },
      schema: { params: ZUploadParamsSchema, response: { 200: ZUploadDetailSchema } },
    },
    (request) => getUpload(db, scope(request), request.params.uploadId),
  );

  app.get(
    '/exams/:id/results/excel',
    {
      config: { permission: ACTIONS.exams.results },
      schema: { params: ZIdParamsSchema, querystring: ZExamResultQuerySchema },
    },
    async (request, reply) => {
      const { _pageNumber, _pageSize, ...filters } = request.query;
      const { exam, rows } = await allResults(db, scope(request), request.params.id, filters);
      type Row = Awaited<ReturnType<typeof findResults>>['_data'][number];
      const columns: ExcelColumn<Row>[] = [
        { header: 'Kurum Sırası', kind: 'number', value: (r) => r.rank.business },
        { header: 'Öğrenci No', value: (r) => r.studentNumber },
        { header: 'T.C. Kimlik No', value: (r) => r.citizenId },
        { header: 'Ad Soyad', width: 26, value: (r) => r.fullName },
        { header: 'Sınıf Kodu', value: (r) => r.classCode },
        { header: 'Kitapçık', value: (r) => r.booklet },
        ...exam.sections.flatMap((section, i): ExcelColumn<Row>[] => [
          { header: `${section.name} D`, kind: 'number', value: (r) => r.sections[i]?.correct },
          { header: `${section.name} Y`, kind: 'number', value: (r) => r.sections[i]?.wrong },
          { header: `${section.name} B`, kind: 'number', value: (r) => r.sections[i]?.blank },
          { header: `${section.name} Net`, kind: 'number', value: (r) => r.sections[i]?.net },
        ]),
        { header: 'Toplam Net', kind: 'number', value: (r) => r.totalNet },
        { header: 'Puan', kind: 'number', value: (r) => r.score },
        { header: 'Sınıf Sırası', kind: 'number', value: (r) => r.rank.class },
        { header: 'Şube Sırası', kind: 'number', value: (r) => r.rank.branch },
        { header: 'Durum', value: (r) => (r.absent ? 'Katılmadı' : '') },
      ];
      const { classId, ...rest } = filters;
      return sendExcel(reply, {
        fileName: `${exam.name} Sonuçları`,
        title: await exportTitle(request, `${exam.name} Sonuçları`, { ...rest, schoolClassId: classId }),
        columns,
        rows,
      });
    },
  );

  app.get(
    '/exams/:id/results/:studentId/pdf',
    { config: { permission: ACTIONS.exams.results }, schema: { params: ZStudentResultParamsSchema } },
    async (request, reply) => {
      const { pdf, fileName } = await resultSheetPdf(
        db,
        scope(request),
        request.params.id,
        request.params.studentId,
      );
      return sendPdf(reply, fileName, pdf);
    },
  );

  // A student's exams on the profile: whoever sees the student (a teacher their classes') sees them.
  app.get(
    '/students/:studentId/results',
    {
      config: { permission: ACTIONS.students.view },
      schema: {
        params: ZStudentParamsSchema,
        querystring: ZListQuerySchema,
        response: { 200: ZStudentExamResultPageSchema },
      },
    },
    (request) => studentResults(db, scope(request), request.params.studentId, request.query),
  );

  app.get(
    '/exams/:id/result-sms',
    {
      config: { permission: ACTIONS.exams.resultSms },
      schema: {
        params: ZIdParamsSchema,
        querystring: ZListQuerySchema,
        response: { 200: ZResultSmsPreviewSchema },
      },
    },
    (request) => resultSmsPreview(db, scope(request), request.params.id, request.query),
  );
  app.post(
    '/exams/:id/result-sms',
    {
      config: { permission: ACTIONS.exams.resultSms },
      schema: { params: ZIdParamsSchema, response: { 200: ZResultSmsSendSchema } },
    },
    (request) => sendResultSms(db, app.sms, request, scope(request), request.params.id),
  );
};
