import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer } from '@panel/shared/common/answers';
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
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { sendPdf } from '../../platform/pdf';
import { registerExcelRoute } from '../../platform/report-routes';
import { tenantOf } from '../../platform/tenancy';
import {
  findAllUploads,
  getUpload,
  openResultsExcel,
  resultSheetPdf,
  resultSmsPreview,
  sendResultSms,
  studentResults,
} from './exam-report.service';

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

  // The exam is a filter, not a path parameter: the report centre finds a long export by its path.
  registerExcelRoute(app, {
    path: '/exams/results',
    permission: ACTIONS.exams.results,
    title: 'Sınav Sonuçları',
    query: ZExamResultQuerySchema.omit({ _pageNumber: true, _pageSize: true }).extend({
      examId: z.uuid({ message: 'Lütfen Sınav Seçiniz!' }),
    }),
    open: openResultsExcel,
  });

  app.get(
    '/exams/:id/results/:studentId/pdf',
    {
      config: { permission: ACTIONS.exams.results },
      schema: { params: ZStudentResultParamsSchema, response: { 200: fileAnswer('pdf') } },
    },
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
    (request) => sendResultSms(app, request, scope(request), request.params.id),
  );
};
