import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type ExcelColumn<T> = { header: string; width?: number; value: (row: T) => string | number | null };

/**
 * A report's rows as an .xlsx download: one sheet, a bold header row, frozen under the
 * header. Reports build their rows once and hand them here, on screen and in Excel alike.
 */
export const sendExcel = async <T>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: ExcelColumn<T>[],
  rows: T[],
) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`)
    .send(buffer);
};
