import { fileAnswer } from '@panel/shared/common/answers';
import {
  ZConsultantsSchema,
  ZCrmImportFilePageSchema,
  ZCrmImportFileParamsSchema,
  ZCrmImportFileQuerySchema,
  ZCrmImportFileSchema,
  ZCrmImportQuerySchema,
  ZCrmImportResultSchema,
  ZImportCallListAnswerSchema,
  ZImportCallListInputSchema,
} from '@panel/shared/crm/import';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth';
import { readUploadedFile } from '../../../platform/documents';
import { sendXlsxFile } from '../../../platform/excel';
import { tenantOf } from '../../../platform/tenancy';
import { listBranchConsultants } from '../call-lists/call-list.queries';
import { findImportFiles, getImportFileOrThrow } from './crm-import.queries';
import { buildCrmTemplate, createCallListFromFile, importCrmFile } from './crm-import.service';

/** /crm/excel: customers from a sheet, checked first, every file kept with its outcome per row. */
export const crmImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.crm.lists };
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));

  app.get(
    '/crm/excel/template',
    { config, schema: { response: { 200: fileAnswer('xlsx') } } },
    async (_request, reply) => sendXlsxFile(reply, 'musteri-aktarim-sablonu', await buildCrmTemplate()),
  );
  app.get(
    '/crm/excel',
    {
      config,
      schema: { querystring: ZCrmImportFileQuerySchema, response: { 200: ZCrmImportFilePageSchema } },
    },
    (request) => findImportFiles(db, scope(request), request.query),
  );
  app.post(
    '/crm/excel',
    { config, schema: { querystring: ZCrmImportQuerySchema, response: { 200: ZCrmImportResultSchema } } },
    async (request) => {
      const { fileName, content } = await readUploadedFile(request);
      return importCrmFile(
        db,
        scope(request),
        { fileName: fileName || 'musteriler.xlsx', content },
        {
          dryRun: request.query.dryRun === 'true',
          includeDuplicates: request.query.includeDuplicates === 'true',
          branchId: request.query.branchId,
        },
      );
    },
  );
  app.get(
    '/crm/excel/file/:file_id',
    { config, schema: { params: ZCrmImportFileParamsSchema, response: { 200: ZCrmImportFileSchema } } },
    (request) => getImportFileOrThrow(db, scope(request), request.params.file_id),
  );
  app.get(
    '/crm/excel/file/:file_id/consultants',
    { config, schema: { params: ZCrmImportFileParamsSchema, response: { 200: ZConsultantsSchema } } },
    async (request) => {
      const file = await getImportFileOrThrow(db, scope(request), request.params.file_id);
      return listBranchConsultants(db, scope(request), file.branchId);
    },
  );
  app.post(
    '/crm/excel/file/:file_id/call-list',
    {
      config,
      schema: {
        params: ZCrmImportFileParamsSchema,
        body: ZImportCallListInputSchema,
        response: { 200: ZImportCallListAnswerSchema },
      },
    },
    async (request) => ({
      ...(await createCallListFromFile(db, scope(request), request.params.file_id, request.body)),
      message: 'Arama listesi oluşturuldu.',
    }),
  );
};
