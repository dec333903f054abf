import { IMPORT_COLUMNS } from '@panel/shared/students/import';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { citizenIdFrom } from '../../../test/factories/students';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { zip } from '../../../test/zip';
import { zeroBomb } from '../../../test/zip-bomb';
import { sheetOf, uploadSheet } from './student-import-test-fixtures';

const t = setUpTestApp({ admin: DEMO.admin });
let businessId: string;

const upload = (content: Buffer, dryRun = false) =>
  uploadSheet(t.app, t.token.admin, businessId, content, dryRun);

const row = (i: number, citizenId = citizenIdFrom(7000 + i)) => ({
  branch: 'merkez şube',
  firstName: `Ece${i}`,
  lastName: 'Kurt',
  citizenId,
  birthDate: '05.03.2012',
  gender: 'Kadın',
  mobilePhone: '5321234567',
  email: `ece${i}@example.com`,
  motherName: 'Aylin Kurt',
  fatherName: 'Okan Kurt',
  fatherOccupation: 'Öğretmen',
});

const countStudents = async () =>
  (
    await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from students where business_id = ${businessId}`,
    )
  )[0]!.n;

beforeAll(async () => {
  businessId = decodeClaims((await signInAs(t.app, DEMO.otherManager)).token).biz as string;
});

describe('bulk student import', () => {
  it('offers a template with the spec’s columns and the business’s names', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/student/import/template?businessId=${businessId}`,
      headers: bearer(t.token.admin),
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headers = (workbook.getWorksheet('Öğrenciler')!.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(workbook.getWorksheet('Seçenekler')!.getCell('A2').text).toBe('Merkez Şube');
  });

  it('refuses a zip bomb with a Turkish 400 before it unpacks, and still reads the next file', async () => {
    // 60 MB of zeros in 60 KB; the directory declares half a megabyte.
    const lying = zip({ 'xl/workbook.xml': await zeroBomb(60, 512 * 1024) });
    const honest = zip({ 'xl/worksheets/sheet1.xml': await zeroBomb(60) });
    for (const bomb of [lying, honest]) {
      const res = await upload(bomb);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Dosya açıldığında çok büyük oluyor/);
    }
    const next = await upload(await sheetOf([row(1)]), true);
    expect(next.json()).toMatchObject({ rowCount: 1 });
    expect(await countStudents()).toBe(0);
  });

  it('refuses a file with a bad citizen id, names the row and column, and saves nothing', async () => {
    const res = await upload(await sheetOf([row(1), row(2), row(3, '12345678901')]));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(
      '1 satırda hata var. Hiçbir öğrenci kaydedilmedi; hataları düzeltip dosyayı tekrar yükleyin.',
    );
    expect(body.details).toEqual([
      { row: 4, column: 'T.C Kimlik No', value: '12345678901', message: 'T.C Kimlik Numarası Geçersiz!' },
    ]);
    expect(body.errors).toEqual(['Satır 4, T.C Kimlik No: T.C Kimlik Numarası Geçersiz!']);
    expect(await countStudents()).toBe(0);
  });

  it('reports every rule’s message per cell', async () => {
    const bad = {
      ...row(4),
      branch: 'Yok Şube',
      firstName: '',
      birthDate: '31.02.2012',
      gender: 'x',
      mobilePhone: '123',
    };
    const res = await upload(await sheetOf([bad]));
    const messages = (res.json().details as { column: string; message: string }[]).map((d) => [
      d.column,
      d.message,
    ]);
    expect(messages).toEqual([
      ['Ad', 'Lütfen Ad Giriniz!'],
      ['Doğum Tarihi', 'Lütfen Doğum Tarihi Seçiniz!'],
      ['Cep Telefonu', '10 Haneli Telefon Numaranızı Giriniz!'],
      ['Şube', 'Lütfen Şube Seçiniz!'],
      ['Cinsiyet', 'Lütfen Cinsiyet Seçiniz!'],
    ]);
  });

  it('saves every row of a valid file, with parents and contacts', async () => {
    const dry = await upload(await sheetOf([row(1), row(2), row(3)]), true);
    expect(dry.json()).toMatchObject({ rowCount: 3, saved: 0 });
    expect(await countStudents()).toBe(0);
    const res = await upload(await sheetOf([row(1), row(2), row(3)]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ saved: 3, message: '3 öğrenci aktarıldı.' });
    expect(await countStudents()).toBe(3);
    const manager = (await signInAs(t.app, DEMO.otherManager)).token;
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/education/student?_searchTerm=okan',
      headers: bearer(manager),
    });
    expect(found.json()._totalData).toBe(3);
    const again = await upload(await sheetOf([row(1)]));
    expect(again.json().details[0].message).toBe('Bu T.C. kimlik numarasıyla kayıtlı bir öğrenci var.');
  });
});
