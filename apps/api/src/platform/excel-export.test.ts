import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  DAY_FORMAT,
  EXCEL_HEADER_ROW,
  type ExcelColumn,
  type ExcelTitle,
  MONEY_FORMAT,
  sendExcel,
  WIDTH_SAMPLE_ROWS,
  writeExcel,
} from './excel';

type Sale = { no: number; student: string; day: string | null; amount: number | null; at?: Date };

const columns: ExcelColumn<Sale>[] = [
  { header: 'Satış No', kind: 'number', value: (r) => r.no },
  { header: 'Öğrenci', value: (r) => r.student },
  { header: 'Vade', kind: 'day', value: (r) => r.day },
  { header: 'Tutar', kind: 'money', value: (r) => r.amount },
];

const title: ExcelTitle = {
  report: 'Taksit Raporu',
  branch: 'Kadıköy Şubesi',
  filters: ['Dönem: 2025-2026', 'Arama: "Işık"'],
  exportedBy: 'Şule Çağlar',
  exportedAt: new Date('2026-03-04T09:05:00Z'),
};

const rows: Sale[] = [
  { no: 1, student: 'Zeynep Korkmaz', day: '2026-02-01', amount: 123_456 },
  { no: 2, student: 'İsmail Ğüneş Işıklıoğlu Uzunsoyadlı', day: '2026-12-31', amount: 5 },
  { no: 3, student: 'Ali', day: null, amount: null },
];

const readBack = async (write: (stream: PassThrough) => Promise<void>) => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  await write(stream);
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};

describe('the shared Excel exporter', () => {
  it('writes money as numbers in lira with the ₺ format and days as real dates in dd.mm.yyyy', async () => {
    const sheet = await readBack((s) => writeExcel(s, { fileName: 'Taksit Raporu', title, columns, rows }));
    const first = sheet.getRow(EXCEL_HEADER_ROW + 1);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(4).value).toBe(1234.56);
    expect(first.getCell(4).numFmt).toBe(MONEY_FORMAT);
    expect(MONEY_FORMAT).toBe('#,##0.00 ₺');
    const due = first.getCell(3).value;
    expect(due).toBeInstanceOf(Date);
    expect((due as Date).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(first.getCell(3).numFmt).toBe(DAY_FORMAT);
    expect(DAY_FORMAT).toBe('dd.mm.yyyy');
    expect(sheet.getRow(EXCEL_HEADER_ROW + 2).getCell(4).value).toBe(0.05);
    // An empty cell stays empty: never a 0 ₺ nor a 1900 date the screen did not show.
    const blank = sheet.getRow(EXCEL_HEADER_ROW + 3);
    expect([blank.getCell(3).value, blank.getCell(4).value]).toEqual([null, null]);
  });

  it('puts the report, the branch, the filters, who and when above the header', async () => {
    const sheet = await readBack((s) => writeExcel(s, { fileName: 'x', title, columns, rows }));
    expect(sheet.name).toBe('Taksit Raporu');
    expect(sheet.getCell('A1').value).toBe('Taksit Raporu');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    const line = String(sheet.getCell('A2').value);
    expect(line).toContain('Şube: Kadıköy Şubesi');
    expect(line).toContain('Filtreler: Dönem: 2025-2026, Arama: "Işık"');
    expect(line).toContain('Hazırlayan: Şule Çağlar');
    // 09:05 UTC is 12:05 in Istanbul.
    expect(line).toContain('Tarih: 04.03.2026 12:05');
    expect(sheet.getRow(EXCEL_HEADER_ROW).values).toEqual([
      undefined,
      'Satış No',
      'Öğrenci',
      'Vade',
      'Tutar',
    ]);
    expect(sheet.getRow(EXCEL_HEADER_ROW).font?.bold).toBe(true);
    const none = await readBack((s) =>
      writeExcel(s, { fileName: 'x', title: { ...title, filters: [] }, columns, rows }),
    );
    expect(String(none.getCell('A2').value)).toContain('Filtre uygulanmadı');
  });

  it('adds the totals under the data in bold, in the columns they belong to', async () => {
    const sheet = await readBack((s) =>
      writeExcel(s, {
        fileName: 'x',
        title,
        columns,
        rows,
        totals: [{ Öğrenci: 'Toplam', Tutar: 123_461 }],
      }),
    );
    const last = sheet.getRow(sheet.rowCount);
    expect(sheet.rowCount).toBe(EXCEL_HEADER_ROW + rows.length + 1);
    expect(last.getCell(2).value).toBe('Toplam');
    expect(last.getCell(4).value).toBe(1234.61);
    expect(last.getCell(4).numFmt).toBe(MONEY_FORMAT);
    expect(last.getCell(4).font?.bold).toBe(true);
    expect(last.getCell(1).value).toBeNull();
  });

  it('sets an autofilter on the header row and freezes the sheet under it', async () => {
    const sheet = await readBack((s) => writeExcel(s, { fileName: 'x', title, columns, rows }));
    expect(sheet.autoFilter).toBe(`A${EXCEL_HEADER_ROW}:D${EXCEL_HEADER_ROW}`);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: EXCEL_HEADER_ROW });
  });

  it('fits the widths to the content of the header and the first rows, within bounds', async () => {
    const long = 'A'.repeat(200);
    const sheet = await readBack((s) =>
      writeExcel(s, {
        fileName: 'x',
        title,
        columns: [...columns, { header: 'Not', value: () => long }],
        rows,
      }),
    );
    const width = (n: number) => sheet.getColumn(n).width ?? 0;
    // "İsmail Ğüneş Işıklıoğlu Uzunsoyadlı" is 35 characters: the column shows it whole.
    expect(width(2)).toBeGreaterThanOrEqual(35);
    expect(width(2)).toBeLessThan(40);
    // "Satış No" is wider than the numbers under it.
    expect(width(1)).toBeGreaterThanOrEqual('Satış No'.length);
    expect(width(1)).toBeLessThan(width(2));
    expect(width(3)).toBeGreaterThanOrEqual(10);
    expect(width(5)).toBe(60);
  });

  it('streams a large sheet from an async source, fitting widths on the first rows only', async () => {
    const many = WIDTH_SAMPLE_ROWS + 1_500;
    async function* source() {
      for (let i = 1; i <= many; i++)
        yield {
          no: i,
          student: i > WIDTH_SAMPLE_ROWS ? 'x'.repeat(50) : 'Ali',
          day: '2026-01-01',
          amount: i,
        };
    }
    const sheet = await readBack((s) => writeExcel(s, { fileName: 'x', title, columns, rows: source() }));
    expect(sheet.rowCount).toBe(EXCEL_HEADER_ROW + many);
    expect(sheet.getRow(sheet.rowCount).getCell(4).value).toBe(many / 100);
    // exceljs reads its default width (9) back as none.
    expect(sheet.getColumn(2).width ?? 9).toBeLessThan(20);
  });

  it('names the download in Turkish with an RFC 5987 filename* and an ASCII fallback', async () => {
    const header = contentDisposition('Gecikmiş Ödeme Arama Listesi - İşçi Ğı');
    expect(header).toBe(
      `attachment; filename="Gecikmis Odeme Arama Listesi - Isci Gi.xlsx"; filename*=UTF-8''${encodeURIComponent('Gecikmiş Ödeme Arama Listesi - İşçi Ğı.xlsx')}`,
    );
    const app = Fastify();
    app.get('/x', (_request, reply) =>
      sendExcel(reply, { fileName: 'Öğrenci Listesi', title, columns, rows }),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = String(res.headers['content-disposition']);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1];
    expect(decodeURIComponent(encoded ?? '')).toBe('Öğrenci Listesi.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('A1').value).toBe('Taksit Raporu');
    await app.close();
  });

  it('answers a failing source with an error before the download starts', async () => {
    const app = Fastify();
    app.get('/x', (_request, reply) =>
      sendExcel(reply, {
        fileName: 'x',
        title,
        columns,
        // biome-ignore lint/correctness/useYield: a source that fails before its first row
        rows: (async function* (): AsyncGenerator<Sale> {
          throw new Error('veritabanı yok');
        })(),
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).not.toContain('spreadsheetml');
    await app.close();
  });
});
