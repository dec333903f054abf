import { IMPORT_COLUMNS } from '@panel/shared/students/import';
import type { FastifyInstance } from 'fastify';
import { postFile, workbookOf } from '../../../test/uploads';

/** An import sheet as the template lays it out: the header row, then a row a student (missing cells empty). */
export const sheetOf = (rows: Record<string, string>[]) =>
  workbookOf(
    'Öğrenciler',
    IMPORT_COLUMNS.map((c) => c.header),
    rows.map((row) => IMPORT_COLUMNS.map((c) => row[c.key] ?? '')),
  );

/** The admin's upload of a sheet for a business, as the import screen sends it. */
export const uploadSheet = (
  app: FastifyInstance,
  admin: string,
  businessId: string,
  content: Buffer,
  dryRun: boolean,
) =>
  postFile(
    app,
    admin,
    `/api/admin/student/import?businessId=${businessId}&dryRun=${dryRun}`,
    content,
    'ogrenciler.xlsx',
  );
