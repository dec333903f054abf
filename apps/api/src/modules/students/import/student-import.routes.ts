import { fileAnswer } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { ZStudentImportAnswerSchema } from '@panel/shared/students/import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile } from '../../../platform/documents';
import { sendXlsxFile } from '../../../platform/excel';
import { getBusinessOrThrow } from '../../administration/businesses/business.service';
import { saveRows } from './student-import.service';
import { checkRows, importRefusal } from './student-import-check.service';
import { readSheet } from './student-import-sheet';
import { buildTemplate } from './student-import-template.service';

const ZBusinessQuery = z.object({ businessId: z.uuid({ message: 'Lütfen Kurum Seçiniz!' }) });

/**
 * /admin/student/import: the provider's staff load an institution's students from Excel.
 * Nothing is saved unless every row is valid; then every row is saved in one transaction.
 */
export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.studentImport };

  app.get(
    '/admin/student/import/template',
    { config, schema: { querystring: ZBusinessQuery, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const business = await getBusinessOrThrow(db, request.query.businessId);
      return sendXlsxFile(reply, 'ogrenci-aktarim-sablonu', await buildTemplate(db, business.id));
    },
  );

  app.post(
    '/admin/student/import',
    {
      config,
      schema: {
        querystring: ZBusinessQuery.extend({ dryRun: z.enum(['true', 'false']).default('false') }),
        response: { 200: ZStudentImportAnswerSchema },
      },
    },
    async (request) => {
      const business = await getBusinessOrThrow(db, request.query.businessId);
      const { content } = await readUploadedFile(request);
      const rows = await readSheet(content);
      const { prepared, errors } = await checkRows(db, business.id, rows);
      if (errors.length > 0) throw importRefusal(errors);
      if (request.query.dryRun === 'true')
        return { rowCount: rows.length, saved: 0, message: `${rows.length} satır kontrol edildi, hata yok.` };
      const { saved } = await saveRows(db, request, business.id, prepared);
      return { rowCount: rows.length, saved, message: `${saved} öğrenci aktarıldı.` };
    },
  );
};
