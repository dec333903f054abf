import { foldTurkish } from '@panel/shared/common/text';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportKey,
  type ImportRow,
} from '@panel/shared/students/import';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest } from '../../../platform/errors';
import { zip } from '../../../test/zip';
import { readSheet } from './student-import-sheet';
import { readSheetCells } from './xlsx-cells';

/**
 * The sheet as the import read it before the fast reader: the whole workbook through exceljs
 * (verbatim the earlier readSheet). Every answer of readSheet must equal this one.
 */
const readSheetBefore = async (content: Buffer): Promise<{ row: number; values: ImportRow }[]> => {
  const cellText = (cell: ExcelJS.Cell): string => {
    const v = cell.value;
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    return (cell.text ?? '').trim();
  };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('Dosya okunamadı. Lütfen şablondaki gibi bir Excel (.xlsx) dosyası yükleyin.');
  }
  const sheet = workbook.getWorksheet('Öğrenciler') ?? workbook.worksheets[0];
  if (!sheet) throw badRequest('Dosyada sayfa yok.');
  const headerIndex = new Map<ImportKey, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = IMPORT_COLUMNS.find((c) => foldTurkish(c.header) === foldTurkish(cellText(cell)));
    if (column) headerIndex.set(column.key, col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => !headerIndex.has(c.key)).map((c) => c.header);
  if (missing.length > 0)
    throw badRequest('Dosyadaki başlıklar şablona uymuyor.', {
      errors: missing.map((h) => `Eksik sütun: ${h}`),
    });
  const rows: { row: number; values: ImportRow }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values = Object.fromEntries(
      IMPORT_COLUMNS.map((c) => [c.key, cellText(row.getCell(headerIndex.get(c.key)!))]),
    ) as ImportRow;
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: rowNumber, values });
  });
  if (rows.length === 0) throw badRequest('Dosyada öğrenci satırı yok.');
  if (rows.length > IMPORT_MAX_ROWS)
    throw badRequest(
      `Bir dosyada en fazla ${IMPORT_MAX_ROWS.toLocaleString('tr-TR')} öğrenci aktarılabilir.`,
    );
  return rows;
};

const outcome = async (read: (content: Buffer) => Promise<unknown>, content: Buffer) => {
  try {
    return { rows: await read(content) };
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, body: error.body };
    throw error;
  }
};

/** readSheet answers as before; `fast` says which reader must have answered. */
const expectSameAsBefore = async (content: Buffer, fast: boolean) => {
  expect(readSheetCells(content, 'Öğrenciler') !== null).toBe(fast);
  const before = await outcome(readSheetBefore, content);
  expect(await outcome(readSheet, content)).toEqual(before);
  return before;
};

type Value = ExcelJS.CellValue;
const HEADERS = IMPORT_COLUMNS.map((c) => c.header);

const book = async (
  fill: (workbook: ExcelJS.Workbook) => void | Promise<void>,
  setUp?: (workbook: ExcelJS.Workbook) => void,
) => {
  const workbook = new ExcelJS.Workbook();
  setUp?.(workbook);
  await fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const sheetOf = (rows: Value[][], headers: Value[] = HEADERS, name = 'Öğrenciler') =>
  book((workbook) => {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(headers);
    for (const row of rows) sheet.addRow(row);
  });

const row = (overrides: Partial<Record<ImportKey, Value>> = {}): Value[] =>
  IMPORT_COLUMNS.map((c) => (c.key in overrides ? overrides[c.key as ImportKey]! : `${c.key} değeri`));

describe('reading the uploaded sheet', () => {
  it('reads the usual sheet without exceljs and as exceljs did: text, numbers, blanks, odd characters', async () => {
    const content = await sheetOf([
      row(),
      row({ citizenId: 10000000146, mobilePhone: 5321234567, birthDate: '05.03.2012' }),
      row({ firstName: '  Çağla  ', lastName: 'IŞIK & Öz <b> "x" \'y\'', address: 'Satır\r\nikinci satır' }),
      row({ school: '_x0041_ okulu', email: 'ece@example.com', district: 1.5, gender: -3e-7 }),
      [],
      row({ branch: null, firstName: '', lastName: null }),
      IMPORT_COLUMNS.map(() => ''),
      row({ motherName: 'Ayşe Yılmaz', fatherName: 1234567890123456 }),
    ]);
    const before = await expectSameAsBefore(content, true);
    expect((before.rows as unknown[]).length).toBe(6);
  });

  it('matches headers in any order and case, the last of a repeated header, with extra columns', async () => {
    const headers = [...HEADERS].reverse().map((h, i) => (i % 2 ? h.toLocaleUpperCase('tr-TR') : h));
    const content = await sheetOf(
      [[...row()].reverse(), [...row({ firstName: 'İkinci' })].reverse()],
      [...headers, 'Not', 'Ad'],
    );
    await expectSameAsBefore(content, true);
  });

  it('reads dates by their number format, in either date system', async () => {
    for (const date1904 of [false, true]) {
      const content = await book(
        (workbook) => {
          const sheet = workbook.addWorksheet('Öğrenciler');
          sheet.addRow(HEADERS);
          sheet.addRow(row({ birthDate: new Date(Date.UTC(2012, 2, 5)) }));
          sheet.addRow(row({ birthDate: 40_973 }));
          sheet.getCell('E3').numFmt = 'dd.mm.yyyy';
          sheet.addRow(row({ birthDate: 40_973.5 }));
          sheet.getCell('E4').numFmt = '0.00';
          sheet.addRow(row({ birthDate: 40_973 }));
          sheet.getCell('E5').numFmt = '[$-41F]d\\ mmmm\\ yyyy;@';
          sheet.addRow(row({ citizenId: 10000000146 }));
          sheet.getCell('D6').numFmt = '@';
        },
        (workbook) => {
          workbook.properties.date1904 = date1904;
        },
      );
      await expectSameAsBefore(content, true);
    }
  });

  it('prefers the Öğrenciler sheet, else takes the first', async () => {
    const twoSheets = (second: string) =>
      book((workbook) => {
        workbook
          .addWorksheet('Seçenekler')
          .addRow(HEADERS)
          .worksheet.addRow(row({ firstName: 'Seçenek' }));
        const sheet = workbook.addWorksheet(second);
        sheet.addRow(HEADERS);
        sheet.addRow(row({ firstName: 'Öğrenci' }));
      });
    await expectSameAsBefore(await twoSheets('Öğrenciler'), true);
    await expectSameAsBefore(await twoSheets('Sayfa2'), true);
  });

  it('leaves formulas, rich text, hyperlinks, booleans, errors and merged cells to exceljs, with the same answers', async () => {
    const cases: Value[] = [
      { formula: 'A2&"x"', result: 'Merkez Şubex' },
      { formula: 'DATE(2012,3,5)', result: 40_973 },
      { richText: [{ text: 'Ça' }, { font: { bold: true }, text: 'ğla' }] },
      { text: 'ece@example.com', hyperlink: 'mailto:ece@example.com' },
      true,
      { error: '#N/A' },
    ];
    for (const value of cases) await expectSameAsBefore(await sheetOf([row({ firstName: value })]), false);
    const merged = await book((workbook) => {
      const sheet = workbook.addWorksheet('Öğrenciler');
      sheet.addRow(HEADERS);
      sheet.addRow(row());
      sheet.addRow(row({ branch: '' }));
      sheet.mergeCells('A2:A3');
    });
    await expectSameAsBefore(merged, false);
    const shared = await book((workbook) => {
      const sheet = workbook.addWorksheet('Öğrenciler');
      sheet.addRow(HEADERS);
      sheet.addRow(row());
      sheet.addRow(row());
      sheet.getCell('B2').value = { formula: 'C2', result: 'Soyad' };
      sheet.getCell('B3').value = { sharedFormula: 'B2', result: 'Soyad' };
    });
    await expectSameAsBefore(shared, false);
  });

  it('refuses the same files with the same answers', async () => {
    await expectSameAsBefore(Buffer.from('not a spreadsheet'), false);
    await expectSameAsBefore(await sheetOf([]), true);
    await expectSameAsBefore(await sheetOf([row()], HEADERS.slice(2)), true);
    await expectSameAsBefore(await book((w) => void w.addWorksheet('Boş')), true);
    const sheetless = await book(() => {});
    await expectSameAsBefore(sheetless, false);
  });

  it('reads any grid of texts, numbers, dates and blanks as exceljs did', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.string({ unit: 'binary-ascii', maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.constantFrom('', ' ', 'Kadın', 'Merkez Şube', '&amp;', '_x0009_', 'a\r\nb', '<v>'),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.date({ min: new Date('1950-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { maxLength: 20 }), { maxLength: 6 }), async (rows) => {
        const content = await sheetOf([row(), ...rows]);
        const before = await outcome(readSheetBefore, content);
        expect(await outcome(readSheet, content)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('follows the XML as the parser exceljs uses does, and leaves what it does not follow to exceljs', async () => {
    const plain = `<c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>2</v></c>`;
    // Plain: white space between tags, attributes in any order, references, line ends, _xHHHH_.
    await expectSameAsBefore(
      handmade({
        strings: [
          '<si><t>Merkez Şube</t></si>',
          '<si>\n  <t xml:space="preserve">  &#xC7;a&#287;la &amp;lt; _x0041__x000d_ </t>\n</si>',
          '<si><t>Kurt\r\nKaya\rX</t><phoneticPr fontId="1"/></si>',
          '<si><r><t>zengin</t></r></si>',
          '<si><t/></si>',
        ],
        rows: `
          <row r="2" spans="1:3">
            <c t="s" r="A2" cm="1"><v>0</v></c>
            <c r="B2" s="0" t="s"><v>1</v></c>
            <c r="C2" t="n"><v>-1.5E+3</v></c>
            <c r="D2" t="s"><v>4</v></c>
            <c r="E2"/><c r="F2" s="2"/>
          </row>
          <row r="3"><c r="A3" t="s"><v>0</v></c><c r="C3" s="0"><v>40973</v></c><c r="D3" s="1"><v>40973</v></c></row>
          <row r="4"/>`,
        styles: '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/></numFmts>',
        xfs: ['<xf numFmtId="14"/>', '<xf numFmtId="164"/>', '<xf numFmtId="49"/>'],
      }),
      true,
    );
    // Not followed: each of these goes to exceljs, which answers as before.
    for (const rows of [
      `<row r="2"><c r="A2" t="s"><v>3</v></c></row>`,
      `<row r="2"><c r="A2" t="str"><v>metin</v></c></row>`,
      `<row r="2"><c r="A2" t="inlineStr"><is><t>satır içi</t></is></c></row>`,
      `<row r="2"><c r="A2" t="b"><v>1</v></c></row>`,
      `<row r="2"><c r="A2" t="d"><v>2012-03-05</v></c></row>`,
      `<row r="2"><c r="A2"><f>1+1</f><v>2</v></c></row>`,
      `<row r="2"><c r="A2"><v> 5 </v></c></row>`,
      `<row r="2"><c r="A2" t="s"><v>99</v></c></row>`,
      `<row>${plain}</row>`,
      `<row r="3">${plain}</row><row r="2">${plain}</row>`,
      `<row r="2"><c r="B2" t="s"><v>1</v></c><c r="A2" t="s"><v>0</v></c></row>`,
      `<row r="2"><c r="A2" t="s"><v>0</v><v>1</v></c></row>`,
      `<row r="2"><c r="A2" t="s"><v>0</v></c><!-- not --></row>`,
    ])
      await expectSameAsBefore(
        handmade({ strings: ['<si><t>a</t></si>', '<si><t>b</t></si>', '<si><r><t>c</t></r></si>'], rows }),
        false,
      );
    for (const strings of [
      ['<si><t>a &nbsp; b</t></si>'],
      ['<si><t>a ]]> b</t></si>'],
      ['<si><t>&#0;</t></si>'],
    ])
      await expectSameAsBefore(handmade({ strings, rows: `<row r="2">${plain}</row>` }), false);
    await expectSameAsBefore(handmade({ rows: `<row r="2">${plain}</row>`, merge: true }), false);
    await expectSameAsBefore(
      handmade({ rows: '<row r="2"><c r="C2"><v>1</v></c></row>', prefix: 'x:' }),
      false,
    );
  });
});

/** A small .xlsx written by hand: the parts a spreadsheet program writes, in its own words. */
const handmade = (part: {
  strings?: string[];
  rows: string;
  styles?: string;
  xfs?: string[];
  merge?: boolean;
  prefix?: string;
}) => {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const header = HEADERS.map((_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="s"><v>${i}</v></c>`).join(
    '',
  );
  const strings = [...HEADERS.map((h) => `<si><t>${h}</t></si>`), ...(part.strings ?? [])];
  // The rows' shared string numbers count from the headers' end.
  const rows = part.rows.replace(
    /t="s"( [^>]*)?><v>(\d+)<\/v>/g,
    (_, rest = '', n) => `t="s"${rest}><v>${HEADERS.length + Number(n)}</v>`,
  );
  const p = part.prefix ?? '';
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><workbookPr/><sheets><sheet name="Öğrenciler" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${main}">${part.styles ?? ''}<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${(part.xfs?.length ?? 0) + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${(part.xfs ?? []).join('')}</cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<${p}worksheet xmlns${p ? `:${p.slice(0, -1)}` : ''}="${main}"><${p}sheetData><${p}row r="1">${p ? '' : header}</${p}row>${p ? '' : rows}</${p}sheetData>${part.merge ? '<mergeCells count="1"><mergeCell ref="A2:A3"/></mergeCells>' : ''}</${p}worksheet>`,
  });
};
