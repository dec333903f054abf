import { foldTurkish } from '@panel/shared/common/text';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportKey,
  type ImportRow,
} from '@panel/shared/students/import';
import type ExcelJS from 'exceljs';
import { badRequest } from '../../../platform/errors';
import { openXlsxSheet } from '../../../platform/excel';
import { readSheetCells, type SheetCells } from './xlsx-cells';

/** The template's worksheet: an upload is read from the sheet of this name, else its first. */
export const TEMPLATE_SHEET = 'Öğrenciler';

/** A cell as the import reads it: a date as its day, anything else as its text, trimmed. */
const cellText = (value: unknown, text: string | undefined): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (text ?? '').trim();

/** A worksheet's header cells (row 1, cells with a value, by column) and its other rows with values. */
export type SheetTable = {
  header: { col: number; text: string }[];
  rows: { row: number; text: (col: number) => string }[];
};

/** The whole workbook through exceljs: any file the fast reader does not follow. */
const tableWithExcelJs = async (content: Buffer, sheetName: string): Promise<SheetTable> => {
  const sheet = await openXlsxSheet(content, sheetName);
  const text = (cell: ExcelJS.Cell) => cellText(cell.value, cell.text);
  const header: SheetTable['header'] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    header.push({ col, text: text(cell) });
  });
  const rows: SheetTable['rows'] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1) rows.push({ row: rowNumber, text: (col) => text(row.getCell(col)) });
  });
  return { header, rows };
};

/** The same from the fast reader's cells (xlsx-cells.ts). */
const tableOf = ({ rows }: SheetCells): SheetTable => {
  const text = (value: string | Date | undefined) => cellText(value, value as string | undefined);
  return {
    header: (rows.find((r) => r.row === 1)?.cells ?? []).flatMap((value, col) =>
      value === undefined ? [] : [{ col, text: text(value) }],
    ),
    rows: rows
      .filter((r) => r.row > 1 && r.cells.some((value) => value !== undefined))
      .map((r) => ({ row: r.row, text: (col: number) => text(r.cells[col]) })),
  };
};

/**
 * A sheet's header and rows with values: the worksheet named `sheetName` (else the first)
 * through the fast reader, or exceljs when that cannot vouch for the file. Every import reads
 * its upload through here.
 */
export const readSheetTable = async (content: Buffer, sheetName: string): Promise<SheetTable> => {
  const cells = readSheetCells(content, sheetName);
  return cells ? tableOf(cells) : tableWithExcelJs(content, sheetName);
};

/**
 * Rows of the uploaded sheet, keyed by column, matched by header text whatever the order.
 * The common file (shared strings, numbers, dates) is read by xlsx-cells.ts without building
 * the whole workbook; any other goes through exceljs, with the same answers.
 */
export const readSheet = async (content: Buffer): Promise<{ row: number; values: ImportRow }[]> => {
  const table = await readSheetTable(content, TEMPLATE_SHEET);
  const headerIndex = new Map<ImportKey, number>();
  for (const { col, text } of table.header) {
    const folded = foldTurkish(text);
    const column = IMPORT_COLUMNS.find((c) => foldTurkish(c.header) === folded);
    if (column) headerIndex.set(column.key, col);
  }
  const missing = IMPORT_COLUMNS.filter((c) => !headerIndex.has(c.key)).map((c) => c.header);
  if (missing.length > 0)
    throw badRequest('Dosyadaki başlıklar şablona uymuyor.', {
      errors: missing.map((h) => `Eksik sütun: ${h}`),
    });
  const columns = IMPORT_COLUMNS.map((c) => [c.key, headerIndex.get(c.key)!] as const);
  const rows: { row: number; values: ImportRow }[] = [];
  for (const { row, text } of table.rows) {
    const values = Object.fromEntries(columns.map(([key, col]) => [key, text(col)])) as ImportRow;
    if (Object.values(values).some((v) => v !== '')) rows.push({ row, values });
  }
  if (rows.length === 0) throw badRequest('Dosyada öğrenci satırı yok.');
  if (rows.length > IMPORT_MAX_ROWS)
    throw badRequest(
      `Bir dosyada en fazla ${IMPORT_MAX_ROWS.toLocaleString('tr-TR')} öğrenci aktarılabilir.`,
    );
  return rows;
};

/** foldTurkish with a memory: a sheet repeats its branch, class and parents' names on every row. */
export const memoFold = () => {
  const seen = new Map<string, string>();
  return (text: string) => {
    let folded = seen.get(text);
    if (folded === undefined) {
      folded = foldTurkish(text);
      seen.set(text, folded);
    }
    return folded;
  };
};
