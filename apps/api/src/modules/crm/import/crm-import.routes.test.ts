import { CRM_IMPORT_COLUMNS, CRM_IMPORT_MAX_ROWS, type TCrmImportResult } from '@panel/shared/crm/import';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CALL_CENTER } from '../../../db/seed/demo-crm-seed';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, signInAs } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/sql';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postFile, workbookOf } from '../../../test/uploads';

let t: TestApp;
let manager: string;
let other: string;

type Row = Partial<Record<(typeof CRM_IMPORT_COLUMNS)[number]['key'], string>>;

const sheetOf = (rows: Row[], headers: string[] = CRM_IMPORT_COLUMNS.map((c) => c.header)) =>
  workbookOf(
    'Müşteriler',
    headers,
    rows.map((row) => CRM_IMPORT_COLUMNS.map((c) => row[c.key] ?? '')),
  );

const upload = (content: Buffer, query = '', token = manager) =>
  postFile(t.app, token, `/api/crm/excel${query}`, content, 'adaylar.xlsx');

const row = (i: number, over: Row = {}): Row => ({
  studentFirstName: `Aday${i}`,
  studentLastName: 'Kaya',
  gradeLevel: '8. Sınıf',
  currentSchool: 'Moda Ortaokulu',
  parentFirstName: 'Leyla',
  parentLastName: 'Kaya',
  phone: `0(533) 200 ${String(10 + Math.floor(i / 100)).padStart(2, '0')} ${String(i % 100).padStart(2, '0')}`,
  ...over,
});

const count = async (where = sql`true`) =>
  (
    await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from crm_customers where ${where}`,
    )
  )[0]!.n;
const fileCount = async () =>
  (await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from crm_import_files`))[0]!.n;

/** Five good rows, one with a bad phone, one with no name, one repeating row 2's phone, one an existing customer's. */
const mixed = () => [
  row(1),
  row(2),
  row(3, { phone: '0532 12' }),
  row(4, { studentFirstName: '' }),
  row(5, { phone: row(2).phone }),
  row(6, { phone: '0(532) 111 00 01' }),
  row(7),
];

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signInAs(t.app, DEMO_CALL_CENTER.manager)).token;
  other = (await signInAs(t.app, DEMO.otherManager)).token;
});
afterAll(() => t.close());

describe('the customer import', () => {
  it('gives the template with the columns in order', async () => {
    const res = await t.app.inject({ url: '/api/crm/excel/template', headers: bearer(manager) });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]!.getRow(1).values as string[];
    expect(header.slice(1)).toEqual(CRM_IMPORT_COLUMNS.map((c) => c.header));
  });

  it('checks first: per-row Turkish errors and duplicates in the file and against customers, nothing stored', async () => {
    const before = await count();
    const res = await upload(await sheetOf(mixed()), '?dryRun=true');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TCrmImportResult;
    expect(body).toMatchObject({
      fileId: null,
      rowCount: 7,
      errorCount: 2,
      duplicateCount: 2,
      importedCount: 0,
    });
    const byRow = new Map(body.rows.map((r) => [r.row, r]));
    expect(byRow.get(4)!.errors.join(' ')).toContain('Telefon');
    expect(byRow.get(5)!.errors).toContain('Öğrenci Adı: Lütfen Öğrenci Adı Giriniz!');
    expect(byRow.get(6)!.duplicateOf).toEqual({ row: 3 });
    expect(byRow.get(7)!.duplicateOf?.customerId).toBeTruthy();
    expect(await count()).toBe(before);
    expect(await fileCount()).toBe(0);
  });

  it('imports the good rows only, keeps the file with each row’s outcome, and builds a pool from it', async () => {
    const res = await upload(await sheetOf(mixed()));
    expect(res.statusCode).toBe(200);
    const body = res.json() as TCrmImportResult;
    expect(body).toMatchObject({ rowCount: 7, importedCount: 3, errorCount: 2, duplicateCount: 2 });
    expect(await count(sql`import_file_id = ${body.fileId} and source = 'Excel'`)).toBe(3);
    const file = await t.app.inject({ url: `/api/crm/excel/file/${body.fileId}`, headers: bearer(manager) });
    expect(file.json()).toMatchObject({ fileName: 'adaylar.xlsx', importedCount: 3, errorCount: 2 });
    const outcome = file.json().outcome as TCrmImportResult['rows'];
    expect(outcome.filter((r) => r.customerId).map((r) => r.row)).toEqual([2, 3, 8]);
    const list = await t.app.inject({ url: '/api/crm/excel', headers: bearer(manager) });
    expect(list.json()._data[0]).toMatchObject({ id: body.fileId, rowCount: 7, duplicateCount: 2 });

    const made = await t.app.inject({
      method: 'POST',
      url: `/api/crm/excel/file/${body.fileId}/call-list`,
      headers: bearer(manager),
      payload: { name: 'Excel havuzu', assignmentType: 'Pool' },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ entryCount: 3 });
    const entries = await queryRows<{ state: string; assignment_type: string }>(
      t.handle.db,
      sql`select e.state, l.assignment_type from crm_call_list_entries e
          join crm_call_lists l on l.id = e.call_list_id where l.id = ${made.json().id}`,
    );
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => e.state === 'Waiting' && e.assignment_type === 'Pool')).toBe(true);
  });

  it('imports the duplicates too when asked', async () => {
    const res = await upload(
      await sheetOf([row(50), row(51, { phone: row(50).phone })]),
      '?includeDuplicates=true',
    );
    expect(res.json()).toMatchObject({ importedCount: 2, duplicateCount: 1 });
  });

  it('refuses wrong columns and too many rows with a Turkish 400, importing and keeping nothing', async () => {
    const [customers, files] = [await count(), await fileCount()];
    const wrong = await upload(await sheetOf([row(60)], ['Ad', 'Soyad', 'Telefon']));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('başlıklar şablona uymuyor');
    expect(wrong.json().errors).toContain('Eksik sütun: Öğrenci Adı');
    const many = await upload(
      await sheetOf(
        Array.from({ length: CRM_IMPORT_MAX_ROWS + 1 }, (_, i) => ({ studentFirstName: `A${i}` })),
      ),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain('en fazla 20.000');
    expect([await count(), await fileCount()]).toEqual([customers, files]);
  });

  it('imports 2,000 rows in one go', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) =>
      row(i, {
        phone: `0(534) ${String(100 + Math.floor(i / 100)).padStart(3, '0')} 00 ${String(i % 100).padStart(2, '0')}`,
      }),
    );
    const res = await upload(await sheetOf(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rowCount: 2000, importedCount: 2000, errorCount: 0 });
    expect(await count(sql`import_file_id = ${res.json().fileId}`)).toBe(2000);
  });

  it('hides a file from another business', async () => {
    const [file] = await queryRows<{ id: string }>(t.handle.db, sql`select id from crm_import_files limit 1`);
    const res = await t.app.inject({ url: `/api/crm/excel/file/${file!.id}`, headers: bearer(other) });
    expect(res.statusCode).toBe(404);
    const pool = await t.app.inject({
      method: 'POST',
      url: `/api/crm/excel/file/${file!.id}/call-list`,
      headers: bearer(other),
      payload: { name: 'x', assignmentType: 'Pool' },
    });
    expect(pool.statusCode).toBe(404);
  });
});
