import { PassThrough, type Writable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { badRequest } from './errors';

/**
 * What a cell holds, and so how Excel shows it: money (kuruş in, lira with `#,##0.00 ₺`
 * out, a number the user can sum), a day (YYYY-MM-DD or a timestamp in, a real date with
 * `dd.mm.yyyy` out), a number, or text.
 */
export type ExcelKind = 'text' | 'number' | 'money' | 'day';
export type ExcelValue = string | number | Date | null | undefined;

export type ExcelColumn<T> = {
  header: string;
  kind?: ExcelKind;
  value: (row: T) => ExcelValue;
  /** A fixed width, for a column that wraps (a week program's cells); otherwise fitted to its content. */
  width?: number;
};

/** What the title rows say: the report, the branch, the filters, who exported it and when. */
export type ExcelTitle = {
  report: string;
  branch: string;
  /** "Dönem: 2025-2026" ... as the filters were applied; empty when none was. */
  filters: string[];
  exportedBy: string;
  exportedAt: Date;
};

export type ExcelExport<T> = {
  /** The name the user sees in the browser's downloads, in Turkish ("Gecikmiş Ödemeler"), without `.xlsx`. */
  fileName: string;
  title: ExcelTitle;
  columns: ExcelColumn<T>[];
  /** Rows before the data (an opening balance), written as data rows. */
  leading?: T[];
  rows: Iterable<T> | AsyncIterable<T>;
  /**
   * The totals the screen shows under the table: bold rows after the data, each a value by
   * column header ({ 'Öğrenci': 'Toplam', 'Tutar': 125_000 }), in the column's kind.
   */
  totals?: Record<string, ExcelValue>[];
};

export const MONEY_FORMAT = '#,##0.00 ₺';
export const DAY_FORMAT = 'dd.mm.yyyy';
/** The title rows above the header: the report's name, then what it covers. */
export const EXCEL_HEADER_ROW = 3;
/** Widths are fitted to the header and the first rows: the rest of a 50,000-row sheet is not held back for them. */
export const WIDTH_SAMPLE_ROWS = 500;
const MIN_WIDTH = 6;
const MAX_WIDTH = 60;

const liraText = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const istanbulTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A calendar day as the date Excel shows: midnight UTC, since exceljs writes a Date as its
 * UTC serial. A timestamp counts on its day in Istanbul.
 */
const excelDay = (value: ExcelValue): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const day = value instanceof Date ? todayInIstanbul(value) : String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
};

/** A cell's value as the sheet stores it. */
const cellOf = (kind: ExcelKind, value: ExcelValue): string | number | Date | null => {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'money': {
      const kurus = Number(value);
      return Number.isFinite(kurus) ? kurus / 100 : String(value);
    }
    case 'number': {
      const n = Number(value);
      return typeof value === 'number' || (value !== '' && Number.isFinite(n)) ? n : String(value);
    }
    case 'day':
      return excelDay(value) ?? String(value);
    default:
      return value instanceof Date ? istanbulTime.format(value) : value;
  }
};

/** About how many characters a cell shows: what its width is fitted to. */
const shownLength = (cell: string | number | Date | null, kind: ExcelKind): number => {
  if (cell === null) return 0;
  if (cell instanceof Date) return DAY_FORMAT.length;
  if (typeof cell === 'number')
    return kind === 'money' ? liraText.format(cell).length + 2 : String(cell).length;
  return Math.max(...cell.split('\n').map((line) => line.length));
};

/** `attachment` with an ASCII fallback name and the Turkish one in RFC 5987's `filename*`. */
export const contentDisposition = (fileName: string): string => attachmentDisposition(`${fileName}.xlsx`);

/** The same for a file of any kind, `name` with its extension ("Karne 9-A.pdf"). */
export const attachmentDisposition = (name: string): string => {
  const ascii = name
    .replace(/[ıİ]/g, (c) => (c === 'ı' ? 'i' : 'I'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\;%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/** The second title row: what the sheet covers, who made it and when. */
export const titleLine = (title: ExcelTitle): string =>
  [
    `Şube: ${title.branch}`,
    title.filters.length ? `Filtreler: ${title.filters.join(', ')}` : 'Filtre uygulanmadı',
    `Hazırlayan: ${title.exportedBy}`,
    `Tarih: ${istanbulTime.format(title.exportedAt).replace(',', '')}`,
  ].join(' · ');

const columnLetter = (n: number): string => {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
};

/**
 * Every Excel export of the panel: one sheet with the report's name and what it covers in
 * two title rows, a bold header with an autofilter, frozen under the header, money and
 * days as numbers and dates with Turkish formats, the totals the screen shows in bold
 * under the data, and widths fitted to the content.
 *
 * The sheet is streamed to the client row by row: an in-memory workbook of a 50,000-row
 * export took the API from 236 MB to 815 MB RSS (docs/performance.md). Only the first
 * WIDTH_SAMPLE_ROWS rows are held back, to fit the widths before the sheet's columns are written.
 */
export const prepareExcel = async <T>(spec: ExcelExport<T>): Promise<(stream: Writable) => Promise<void>> => {
  const { columns } = spec;
  const kinds = columns.map((c) => c.kind ?? 'text');
  const cellsOf = (row: T) => columns.map((c, i) => cellOf(kinds[i]!, c.value(row)));

  const iterator =
    Symbol.asyncIterator in spec.rows
      ? (spec.rows as AsyncIterable<T>)[Symbol.asyncIterator]()
      : (spec.rows as Iterable<T>)[Symbol.iterator]();
  const sample: (string | number | Date | null)[][] = (spec.leading ?? []).map(cellsOf);
  let done = false;
  while (sample.length < WIDTH_SAMPLE_ROWS) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    sample.push(cellsOf(next.value));
  }
  const totals = (spec.totals ?? []).map((row) => columns.map((c, i) => cellOf(kinds[i]!, row[c.header])));
  const widths = columns.map((c, i) => {
    if (c.width) return c.width;
    let longest = c.header.length;
    for (const cells of [...sample, ...totals])
      longest = Math.max(longest, shownLength(cells[i]!, kinds[i]!));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });

  return async (stream) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet(spec.title.report.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
      views: [{ state: 'frozen', ySplit: EXCEL_HEADER_ROW }],
    });
    sheet.columns = widths.map((width, i) => ({
      width,
      style:
        kinds[i] === 'money' ? { numFmt: MONEY_FORMAT } : kinds[i] === 'day' ? { numFmt: DAY_FORMAT } : {},
    }));
    const last = columnLetter(Math.max(columns.length, 1));
    sheet.autoFilter = `A${EXCEL_HEADER_ROW}:${last}${EXCEL_HEADER_ROW}`;

    const heading = sheet.getRow(1);
    heading.getCell(1).value = spec.title.report;
    heading.font = { bold: true, size: 14 };
    heading.commit();
    const covers = sheet.getRow(2);
    covers.getCell(1).value = titleLine(spec.title);
    covers.font = { italic: true };
    covers.commit();
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9F3FB' } };
    header.commit();

    const write = (cells: (string | number | Date | null)[], bold = false) => {
      const row = sheet.addRow(cells);
      cells.forEach((_, i) => {
        const cell = row.getCell(i + 1);
        if (kinds[i] === 'money') cell.numFmt = MONEY_FORMAT;
        else if (kinds[i] === 'day') cell.numFmt = DAY_FORMAT;
        else if (typeof cells[i] === 'string' && (cells[i] as string).includes('\n'))
          cell.alignment = { wrapText: true, vertical: 'top' };
        if (bold) {
          cell.font = { bold: true };
          cell.border = { top: { style: 'thin' } };
        }
      });
      row.commit();
    };
    for (const cells of sample) write(cells);
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      write(cellsOf(next.value));
    }
    for (const cells of totals) write(cells, true);
    sheet.commit();
    await workbook.commit();
  };
};

/** Writes the workbook to a stream (see prepareExcel). */
export const writeExcel = async <T>(stream: Writable, spec: ExcelExport<T>): Promise<void> =>
  (await prepareExcel(spec))(stream);

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The whole workbook in memory: a document the report centre keeps (see writeExcel). */
export const excelBuffer = async <T>(spec: ExcelExport<T>): Promise<Buffer> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await writeExcel(stream, spec);
  await ended;
  return Buffer.concat(chunks);
};

/**
 * A workbook (made whole in memory, as an import template, or written as it goes) as an .xlsx
 * download named `fileName`. The reply is the plain one: the route declares the file, not JSON.
 */
export const sendXlsxFile = (reply: FastifyReply, fileName: string, content: Buffer | PassThrough) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .send(content);

/** A report as an .xlsx download under its Turkish file name (see writeExcel). */
export const sendExcel = async <T>(reply: FastifyReply, spec: ExcelExport<T>) => {
  const write = await prepareExcel(spec);
  const stream = new PassThrough();
  sendXlsxFile(reply, spec.fileName, stream);
  try {
    await write(stream);
  } catch (error) {
    // The answer's head is gone: all that is left is to cut the download short.
    stream.destroy(error as Error);
    reply.log.error(error, 'excel export failed');
  }
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

const XLSX_UNREADABLE = 'Dosya okunamadı. Lütfen şablondaki gibi bir Excel (.xlsx) dosyası yükleyin.';

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

/**
 * An uploaded workbook's sheet named `sheetName`, else its first, read with exceljs after the
 * archive passed the zip-bomb checks; an unreadable file or one without sheets is the user's 400.
 */
export const openXlsxSheet = async (content: Buffer, sheetName: string): Promise<ExcelJS.Worksheet> => {
  assertXlsxWithinLimits(content);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest(XLSX_UNREADABLE);
  }
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0];
  if (!sheet) throw badRequest('Dosyada sayfa yok.');
  return sheet;
};

/** An uploaded sheet's header (folded text -> column) and its rows as trimmed text (see openXlsxSheet). */
export const readXlsxTable = async (content: Buffer, sheetName: string) => {
  const sheet = await openXlsxSheet(content, sheetName);
  const text = (cell: ExcelJS.Cell) => (cell.text ?? '').trim();
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    header.set(foldTurkish(text(cell)), col);
  });
  const rows: { row: number; cell: (col: number | undefined) => string }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1)
      rows.push({ row: rowNumber, cell: (col) => (col === undefined ? '' : text(row.getCell(col))) });
  });
  return { header, rows };
};
