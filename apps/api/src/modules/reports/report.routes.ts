import { Readable } from 'node:stream';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer } from '@panel/shared/common/answers';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  REPORT_NOT_READY_MESSAGE,
  ZReportResultPageSchema,
  ZReportResultSchema,
  ZReportSetAnswerSchema,
  ZReportSetBodySchema,
  ZReportTypeSchema,
} from '@panel/shared/reports/report-centre';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { attachmentDisposition } from '../../platform/excel';
import { askerOf, listReportTypes, presentResult, startReport } from './report.service';
import { findOwnResults, getOwnResult, resultFileParts } from './report-result.queries';

/**
 * The report centre (SPEC 7 POST report/set, GET report/{path}): documents made in the
 * background, each result its asker's alone (another user's or business's id is 404).
 * Each type's own report action is checked when it is asked for (report.service).
 */
/** A finished report's file: a PDF or an Excel workbook, as its type was written. */
const REPORT_FILE = {
  description: 'Dosya',
  content: { ...fileAnswer('pdf').content, ...fileAnswer('xlsx').content },
};

/** A file's bytes as the answer (the declared answer is the file, not JSON). */
const sendStream = (reply: FastifyReply, content: Readable) => reply.send(content);

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.reports.centre };

  app.get('/report/types', { config, schema: { response: { 200: z.array(ZReportTypeSchema) } } }, (request) =>
    listReportTypes(db, requireAuth(request)),
  );

  app.post(
    '/report/set',
    { config, schema: { body: ZReportSetBodySchema, response: { 200: ZReportSetAnswerSchema } } },
    async (request) => {
      const id = await startReport(db, app.jobs, app.config.reports, requireAuth(request), request.body);
      return { id, message: 'Rapor hazırlanıyor; yeni sekmede açılacak.' };
    },
  );

  app.get(
    '/report',
    { config, schema: { querystring: ZListQuerySchema, response: { 200: ZReportResultPageSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.businessId) return { _data: [], _totalData: 0, _pageCount: 0 };
      const page = await findOwnResults(db, askerOf(auth), request.query);
      return { ...page, _data: page._data.map(presentResult) };
    },
  );

  app.get(
    '/report/:id',
    { config, schema: { params: ZIdParamsSchema, response: { 200: ZReportResultSchema } } },
    async (request) => {
      const row = await getOwnResult(db, askerOf(requireAuth(request)), request.params.id);
      if (!row) throw notFound();
      return presentResult(row);
    },
  );

  app.get(
    '/report/:id/download',
    { config, schema: { params: ZIdParamsSchema, response: { 200: REPORT_FILE } } },
    async (request, reply) => {
      const row = await getOwnResult(db, askerOf(requireAuth(request)), request.params.id);
      if (!row) throw notFound();
      if (row.state !== 'Done' || row.sizeBytes === null || !row.fileName)
        throw badRequest(REPORT_NOT_READY_MESSAGE);
      return sendStream(
        reply
          .header('content-type', row.contentType ?? 'application/octet-stream')
          .header('content-length', row.sizeBytes)
          .header('content-disposition', attachmentDisposition(row.fileName)),
        Readable.from(resultFileParts(db, row.id)),
      );
    },
  );
};
