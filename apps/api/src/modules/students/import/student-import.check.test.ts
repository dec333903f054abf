import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { decodeClaims, signInAs } from '../../../test/auth-helpers';
import { call } from '../../../test/factories/education';
import { citizenIdFrom } from '../../../test/factories/students';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { sheetOf, uploadSheet } from './student-import-test-fixtures';

const t = setUpTestApp({ admin: DEMO.admin });
let businessId: string;
let className: string;

const upload = async (rows: Record<string, string>[], dryRun: boolean) => {
  const res = await uploadSheet(t.app, t.token.admin, businessId, await sheetOf(rows), dryRun);
  return { status: res.statusCode, body: res.json() };
};

const student = (i: number, extra: Record<string, string> = {}) => ({
  branch: 'Merkez Şube',
  firstName: `Deniz${i}`,
  lastName: 'Aksoy',
  citizenId: citizenIdFrom(91_000 + i),
  birthDate: '12.04.2011',
  gender: 'Erkek',
  ...extra,
});

beforeAll(async () => {
  const manager = (await signInAs(t.app, DEMO.otherManager)).token;
  businessId = decodeClaims(manager).biz as string;
  const branchId = decodeClaims(manager).br as string;
  const id = async (url: string, body: object) =>
    (await call(t.app, manager, 'POST', url, body)).id as string;
  const klass = async (semesterId: string) =>
    id('education/school-class', {
      branchId,
      semesterId,
      gradeLevel: '9',
      section: 'A',
      educationLevel: 'HighSchool',
      capacity: 24,
    });
  const fall = await id('education/semester', {
    name: 'Güz Dönemi',
    startsOn: '2026-09-07',
    endsOn: '2027-01-22',
  });
  const spring = await id('education/semester', {
    name: 'Bahar Dönemi',
    startsOn: '2027-02-08',
    endsOn: '2027-06-18',
  });
  const fallClass = await klass(fall);
  const springClass = await klass(spring);
  // Two seats in the fall class, one in the spring class of the same name.
  await t.handle.db.execute(sql`update school_classes set capacity = 2 where id = ${fallClass}`);
  await t.handle.db.execute(sql`update school_classes set capacity = 1 where id = ${springClass}`);
  className = (
    await queryRows<{ name: string }>(
      t.handle.db,
      sql`select name from school_classes where id = ${fallClass}`,
    )
  )[0]!.name;
});

describe('bulk student import: classes and citizen ids', () => {
  it('seats rows in the class of the named branch and term, counts refused rows, and reports every problem in order', async () => {
    const fall = { semester: 'Güz Dönemi', schoolClass: className };
    const saved = await upload([student(1, fall)], false);
    expect(saved.body).toMatchObject({ saved: 1 });
    const full = `${className} sınıfının kontenjanı (2) dolu.`;
    const res = await upload(
      [
        student(2, fall),
        student(3, fall),
        student(4, { ...fall, citizenId: '12345678901' }),
        student(5, fall),
        student(6, { semester: 'Bahar Dönemi', schoolClass: className }),
        student(7, { schoolClass: className }),
        student(8, { semester: 'güz dönemi', schoolClass: className.toLocaleLowerCase('tr-TR') }),
        student(9, { ...fall, citizenId: citizenIdFrom(91_002) }),
        student(10, { semester: 'BAHAR DÖNEMİ', schoolClass: className, citizenId: citizenIdFrom(91_001) }),
        student(11, { semester: 'Yaz Dönemi', schoolClass: className }),
      ],
      true,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '8 satırda hata var. Hiçbir öğrenci kaydedilmedi; hataları düzeltip dosyayı tekrar yükleyin.',
    );
    expect(
      (res.body.details as { row: number; column: string; value: string; message: string }[]).map((d) => [
        d.row,
        d.column,
        d.value,
        d.message,
      ]),
    ).toEqual([
      [3, 'Sınıf', className, full],
      [4, 'T.C Kimlik No', '12345678901', 'T.C Kimlik Numarası Geçersiz!'],
      [5, 'Sınıf', className, full],
      [7, 'Sınıf', className, 'Lütfen Sınıf Seçiniz!'],
      [8, 'Sınıf', className.toLocaleLowerCase('tr-TR'), full],
      [9, 'T.C Kimlik No', citizenIdFrom(91_002), 'Bu T.C. kimlik numarası 2. satırda da var.'],
      [10, 'Sınıf', className, `${className} sınıfının kontenjanı (1) dolu.`],
      [10, 'T.C Kimlik No', citizenIdFrom(91_001), 'Bu T.C. kimlik numarasıyla kayıtlı bir öğrenci var.'],
      [11, 'Dönem', 'Yaz Dönemi', 'Lütfen Dönem Seçiniz!'],
      [11, 'Sınıf', className, 'Lütfen Sınıf Seçiniz!'],
    ]);
  });

  it('saves in sheet order: numbers, study state and the class follow the rows', async () => {
    const res = await upload(
      [student(20), student(21, { semester: 'Bahar Dönemi', schoolClass: className }), student(22)],
      false,
    );
    expect(res.body).toMatchObject({ saved: 3, message: '3 öğrenci aktarıldı.' });
    const rows = await queryRows<{
      first_name: string;
      student_no: number;
      study_state: string;
      klass: boolean;
    }>(
      t.handle.db,
      sql`select first_name, student_no, study_state, school_class_id is not null as klass from students
        where business_id = ${businessId} and first_name in ('Deniz20', 'Deniz21', 'Deniz22') order by student_no`,
    );
    expect(rows.map((r) => [r.first_name, r.study_state, r.klass])).toEqual([
      ['Deniz20', 'Draft', false],
      ['Deniz21', 'OnStudy', true],
      ['Deniz22', 'Draft', false],
    ]);
    expect(rows[1]!.student_no - rows[0]!.student_no).toBe(1);
    const audit = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from audit_log where entity = 'student-import'`,
    );
    expect(audit[0]!.n).toBe(2);
  });
});
