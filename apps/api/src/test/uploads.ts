import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { bearer } from './auth-helpers';

/** An .xlsx of the given rows under a header row, on a sheet of the given name. */
export const workbookOf = async (sheetName: string, header: string[], rows: (string | number | null)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A file posted as multipart/form-data under the field `file`. */
export const postFile = (
  app: FastifyInstance,
  token: string,
  url: string,
  content: Buffer,
  fileName = 'dosya.xlsx',
) => {
  const boundary = 'UploadBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
};
