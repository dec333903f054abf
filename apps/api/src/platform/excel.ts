import { PassThrough } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { badRequest } from './errors';

export type ExcelColumn<T> = { header: string; width?: number; value: (row: T) => string | number | null };

/**
 * A report's rows as an .xlsx download: one sheet, a bold header row, frozen under the
 * header. Reports build their rows once and hand them here, on screen and in Excel alike.
 *
 * The sheet is streamed to the client row by row: an in-memory workbook of a 50,000-row
 * export took the API from 236 MB to 815 MB RSS (docs/performance.md).
 */
export const sendExcel = async <T>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: ExcelColumn<T>[],
  rows: T[],
) => {
  const stream = new PassThrough();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`)
    .send(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
  sheet.commit();
  await workbook.commit();
  return reply;
};

const MIB = 1024 * 1024;

/**
 * What an uploaded workbook may unpack to. A .xlsx is a zip archive, and a few megabytes of
 * deflate can unpack to gigabytes (a 3.8 MB "zip bomb" once took the server to 4.1 GB). The
 * student import's largest sheet (20,000 rows of 19 columns) unpacks to about 25 MB, and
 * spreadsheet XML packs at most a few dozen times over, while a bomb packs about a thousand.
 */
export const XLSX_LIMITS = {
  entries: 2_000,
  entryBytes: 50 * MIB,
  totalBytes: 100 * MIB,
  /** Unpacked / packed size of one entry, looked at once the entry is past `ratioFromBytes`. */
  ratio: 200,
  ratioFromBytes: 1 * MIB,
} as const;

export const XLSX_UNREADABLE = 'Dosya okunamadı. Lütfen şablondaki gibi bir Excel (.xlsx) dosyası yükleyin.';

export const xlsxTooLarge = () =>
  badRequest(
    `Dosya açıldığında çok büyük oluyor (bir Excel dosyası en fazla ${XLSX_LIMITS.totalBytes / MIB} MB veri içerebilir). Lütfen şablondaki gibi bir Excel (.xlsx) dosyası yükleyin.`,
  );

/** One file of the archive as its central directory declares it. */
export type XlsxEntry = {
  name: string;
  compressedSize: number;
  size: number;
  /**
   * Its content, never more than the declared size: inflating stops at that ceiling and the
   * file is refused (an archive that declares small sizes and unpacks to more). Null when
   * this reader cannot read it (encrypted, another method, a broken stream): exceljs says.
   */
  read: () => Buffer | null;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The archive's entries from its central directory, refused with a Turkish 400 before
 * anything is inflated when their count, a declared size, their sum or a packing ratio is
 * past XLSX_LIMITS; null when there is no directory this reader follows (not a zip, zip64:
 * a spreadsheet under 10 MB never needs it).
 */
export const openXlsxArchive = (zip: Buffer): XlsxEntry[] | null => {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--)
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  if (count === 0xffff || p === 0xffffffff) return null;
  if (count > XLSX_LIMITS.entries) throw xlsxTooLarge();
  const entries: XlsxEntry[] = [];
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > zip.length || zip.readUInt32LE(p) !== DIRECTORY_ENTRY) return null;
    const flags = zip.readUInt16LE(p + 8);
    const method = zip.readUInt16LE(p + 10);
    const compressedSize = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    if (compressedSize === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return null;
    const name = zip.toString(flags & 0x800 ? 'utf8' : 'latin1', p + 46, p + 46 + nameLength);
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    total += size;
    if (size > XLSX_LIMITS.entryBytes || total > XLSX_LIMITS.totalBytes) throw xlsxTooLarge();
    if (size > XLSX_LIMITS.ratioFromBytes && size > XLSX_LIMITS.ratio * Math.max(compressedSize, 1))
      throw xlsxTooLarge();
    const read = (): Buffer | null => {
      if (flags & 1 || (method !== 0 && method !== 8)) return null;
      if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return null;
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      if (start + compressedSize > zip.length) return null;
      const data = zip.subarray(start, start + compressedSize);
      if (method === 0) return data.length === size ? data : null;
      try {
        const content = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
        return content.length === size ? content : null;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw xlsxTooLarge();
        return null;
      }
    };
    entries.push({ name, compressedSize, size, read });
  }
  return entries;
};

/**
 * Refuses, before a library unpacks the whole archive, any file whose entries unpack past
 * their declared sizes: each is inflated in turn up to that ceiling and let go, so at most
 * one entry's declared size is held at a time.
 */
export const assertXlsxWithinLimits = (zip: Buffer): void => {
  const entries = openXlsxArchive(zip);
  if (!entries) throw badRequest(XLSX_UNREADABLE);
  for (const entry of entries) entry.read();
};
