import { STUDENT_REPORT_NAMES, STUDENT_REPORTS } from '@panel/shared/students/reports';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { EXCEL_HEADER_ROW } from '../../../platform/excel';
import { bearer } from '../../../test/auth-helpers';
import { call, type School, setUpSchool } from '../../../test/factories/education';
import { citizenIdFrom, registerStudent } from '../../../test/factories/students';
import { setUpTestApp } from '../../../test/test-app';

const t = setUpTestApp({ otherManager: DEMO.otherManager });
let s: School;

type Page = { _data: Record<string, string | number>[]; _totalData: number };
const report = (name: string, query = '') =>
  call(t.app, t.token.otherManager, 'GET', `education/report/${name}?${query}`) as Promise<Page>;

beforeAll(async () => {
  s = await setUpSchool(t.app, t.token.otherManager);
  const placed = await registerStudent(t.app, t.token.otherManager, s.branchId, 11);
  await registerStudent(t.app, t.token.otherManager, s.branchId, 12);
  await call(t.app, t.token.otherManager, 'POST', 'education/student/class', {
    schoolClassId: s.classA,
    studentIds: [placed.id],
  });
});

describe('student reports', () => {
  it('lists students with Turkish labels and dates', async () => {
    const page = await report('general-student-list');
    expect(page._totalData).toBe(2);
    expect(page._data[0]).toMatchObject({
      studentNo: 1001,
      studentName: 'Deniz Aksoy11',
      citizenId: citizenIdFrom(11),
      gender: 'Kadın',
      birthDate: '12.04.2011',
      schoolClassName: '9-A',
      studyState: 'Okuyor',
    });
  });

  it('lists a class, and students waiting for one', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/education/report/schoolclass-student-list',
      headers: bearer(t.token.otherManager),
    });
    expect(refused.json().message).toBe('Lütfen Sınıf Seçiniz!');
    expect(
      (await report('schoolclass-student-list', `schoolClassId=${s.classA}`))._data.map((r) => r.studentName),
    ).toEqual(['Deniz Aksoy11']);
    expect((await report('assigment-pending-student'))._data.map((r) => r.studentName)).toEqual([
      'Deniz Aksoy12',
    ]);
  });

  it('lists parents, and payment persons only', async () => {
    const parents = await report('parent-contact-list', '_searchTerm=aksoy11');
    expect(parents._data.map((r) => [r.parentName, r.relation])).toEqual([
      ['Murat Aksoy', 'Baba'],
      ['Selin Aksoy', 'Anne'],
    ]);
    const payers = await report('payment-person-contact-list');
    expect(payers._data.map((r) => r.parentName)).toEqual(['Selin Aksoy', 'Selin Aksoy']);
  });

  it('exports every report to Excel with its headers', async () => {
    for (const name of STUDENT_REPORT_NAMES) {
      const query = name === 'schoolclass-student-list' ? `?schoolClassId=${s.classA}` : '';
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/education/report/${name}/excel${query}`,
        headers: bearer(t.token.otherManager),
      });
      expect(res.statusCode, name).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getCell('A1').text, name).toBe(STUDENT_REPORTS[name].title);
      expect(sheet.getRow(EXCEL_HEADER_ROW).getCell(1).text, name).toBe('Öğrenci No');
      expect(sheet.rowCount, name).toBeGreaterThan(EXCEL_HEADER_ROW);
      expect(typeof sheet.getRow(EXCEL_HEADER_ROW + 1).getCell(1).value, name).toBe('number');
      if (name === 'general-student-list') {
        // Kayıt Tarihi: a real date Excel formats, not text.
        const registered = sheet.getRow(EXCEL_HEADER_ROW + 1).getCell(10);
        expect(registered.value).toBeInstanceOf(Date);
        expect(registered.numFmt).toBe('dd.mm.yyyy');
      }
    }
  });
});
