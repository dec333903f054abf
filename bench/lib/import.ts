/**
 * The import benchmark's sheet and its yardstick: the same students, contacts and parents
 * written by a plain bulk insert, so the import's database phase can be read as a ratio.
 */
import { randomUUID } from 'node:crypto';
import { foldTurkish, turkishSortKey } from '@panel/shared/common/text';
import { CRM_IMPORT_COLUMNS, CRM_IMPORT_SHEET } from '@panel/shared/crm/import';
import { IMPORT_COLUMNS, isoDay } from '@panel/shared/students/import';
import ExcelJS from 'exceljs';
import { citizenIdFrom } from '../../apps/api/src/test/factories/students';
import type { BenchDb } from './db';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, OCCUPATIONS } from './names';
import { createRng } from './prng';

export type SheetRow = Record<string, string>;

/** Rows as an office types them into the template (e2e/specs/students/student-import.spec.ts). */
export const importRows = (count: number, branchName: string): SheetRow[] => {
  const rng = createRng(8);
  return Array.from({ length: count }, (_, i) => {
    const female = i % 2 === 0;
    const last = rng.pick(LAST_NAMES);
    const phone = String(5_600_000_000 + i);
    return {
      Şube: branchName,
      Ad: rng.pick(female ? FEMALE_NAMES : MALE_NAMES),
      Soyad: last,
      'T.C Kimlik No': citizenIdFrom(8_000_000 + i),
      'Doğum Tarihi': `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}.${2008 + rng.int(0, 6)}`,
      İlçe: 'Kadıköy',
      Adres: `Moda Cad. No:${rng.int(1, 200)}`,
      Cinsiyet: female ? 'Kadın' : 'Erkek',
      'Cep Telefonu': `0(${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
      'E-posta': `aktarim${i}@example.com`,
      'Anne Adı Soyadı': `${rng.pick(FEMALE_NAMES)} ${last}`,
      'Anne Mesleği': rng.pick(OCCUPATIONS),
      'Baba Adı Soyadı': rng.chance(0.7) ? `${rng.pick(MALE_NAMES)} ${last}` : '',
      'Baba Mesleği': '',
    };
  });
};

export const importWorkbook = async (rows: SheetRow[]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Öğrenciler');
  const headers = IMPORT_COLUMNS.map((c) => c.header);
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * A call center's sheet of prospective families for the CRM import, every phone its own
 * (a phone already on file would be held back as a duplicate, not imported).
 */
export const crmImportWorkbook = async (count: number): Promise<Buffer> => {
  const rng = createRng(18);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(CRM_IMPORT_SHEET);
  sheet.addRow(CRM_IMPORT_COLUMNS.map((c) => c.header));
  for (let i = 0; i < count; i++) {
    const last = rng.pick(LAST_NAMES);
    const phone = String(5_550_000_000 + i);
    const row: Record<(typeof CRM_IMPORT_COLUMNS)[number]['key'], string> = {
      studentFirstName: rng.pick(i % 2 ? MALE_NAMES : FEMALE_NAMES),
      studentLastName: last,
      gradeLevel: `${rng.int(5, 12)}. Sınıf`,
      currentSchool: `${last} Ortaokulu`,
      parentFirstName: rng.pick(FEMALE_NAMES),
      parentLastName: last,
      phone: `0(${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
      email: `aday${i}@example.com`,
      note: '',
    };
    sheet.addRow(CRM_IMPORT_COLUMNS.map((c) => row[c.key]));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const splitName = (full: string) => {
  const parts = full.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return { firstName: parts.join(' '), lastName };
};

/** The rows the import writes, written in one transaction of multi-row inserts; returns ms. */
export const bulkInsertRows = async (
  db: BenchDb,
  businessId: string,
  branchId: string,
  rows: SheetRow[],
): Promise<number> => {
  const started = performance.now();
  await db.exec('begin');
  try {
    const [{ last }] = (await db.query<{ last: number }>(
      'select coalesce(max(student_no), 1000)::int as last from students where business_id = $1',
      [businessId],
    )) as [{ last: number }];
    for (let start = 0; start < rows.length; start += 1000) {
      const students: unknown[][] = [];
      const contacts: unknown[][] = [];
      const parents: unknown[][] = [];
      const links: unknown[][] = [];
      rows.slice(start, start + 1000).forEach((r, k) => {
        const id = randomUUID();
        const studentNo = last + 1 + start + k;
        const family = (
          [
            ['Mother', r['Anne Adı Soyadı'], r['Anne Mesleği']],
            ['Father', r['Baba Adı Soyadı'], r['Baba Mesleği']],
          ] as const
        )
          .filter(([, name]) => name)
          .map(([relation, name, occupation]) => ({
            relation,
            occupation: occupation || null,
            ...splitName(name!),
          }));
        students.push([
          id,
          businessId,
          branchId,
          studentNo,
          r.Ad,
          r.Soyad,
          r['T.C Kimlik No'],
          r.Cinsiyet === 'Kadın' ? 'Female' : 'Male',
          isoDay(r['Doğum Tarihi']!),
          'HighSchool',
          'Domestic',
          null,
          'Draft',
          foldTurkish(
            [
              r.Ad,
              r.Soyad,
              r['T.C Kimlik No'],
              String(studentNo),
              r['Cep Telefonu']!.replace(/\D/g, ''),
              ...family.flatMap((p) => [p.firstName, p.lastName]),
            ].join(' '),
          ),
          turkishSortKey(`${r.Soyad} ${r.Ad}`),
        ]);
        contacts.push(
          [randomUUID(), businessId, id, 'Phone', 'Mobile', r['Cep Telefonu'], true],
          [randomUUID(), businessId, id, 'Email', 'PersonalEmail', r['E-posta'], true],
          [randomUUID(), businessId, id, 'Address', null, `${r.Adres} / ${r.İlçe}`, true],
        );
        for (const p of family) {
          const parentId = randomUUID();
          parents.push([
            parentId,
            businessId,
            p.firstName,
            p.lastName,
            p.occupation,
            foldTurkish(`${p.firstName} ${p.lastName}`),
          ]);
          links.push([randomUUID(), businessId, id, parentId, p.relation, true, false]);
        }
      });
      await db.insert(
        'students',
        [
          'id',
          'business_id',
          'branch_id',
          'student_no',
          'first_name',
          'last_name',
          'citizen_id',
          'gender',
          'birth_date',
          'education_level',
          'origin',
          'school_class_id',
          'study_state',
          'search_key',
          'sort_key',
        ],
        students,
      );
      await db.insert(
        'contacts',
        ['id', 'business_id', 'person_id', 'contact_type', 'contact_option', 'value', 'is_primary'],
        contacts,
      );
      await db.insert(
        'parents',
        ['id', 'business_id', 'first_name', 'last_name', 'occupation', 'search_key'],
        parents,
      );
      await db.insert(
        'student_parents',
        ['id', 'business_id', 'student_id', 'parent_id', 'relation', 'is_adult', 'is_payment_person'],
        links,
      );
    }
    await db.exec('commit');
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
  return performance.now() - started;
};

/**
 * Empties the import business again, so the next run starts from the same data. The foreign
 * keys are skipped where the role may (a superuser): nothing else refers to these rows, and
 * orders.payment_person_id has no index, so each deleted parent would scan every order.
 */
export const removeImported = async (db: BenchDb, businessId: string): Promise<void> => {
  const replica = await db
    .exec('set session_replication_role = replica')
    .then(() => true)
    .catch(() => false);
  try {
    await db.query('delete from student_parents where business_id = $1', [businessId]);
    await db.query('delete from parents where business_id = $1', [businessId]);
    await db.query('delete from contacts where business_id = $1', [businessId]);
    await db.query('delete from students where business_id = $1', [businessId]);
  } finally {
    if (replica) await db.exec('set session_replication_role = origin');
  }
};
