import { genderLabels } from '@panel/shared/common/person';
import { foldTurkish, turkishSortKey } from '@panel/shared/common/text';
import {
  genderOfText,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportError,
  type ImportKey,
  type ImportRow,
  isoDay,
  maskedPhone,
} from '@panel/shared/students/import';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { AppError, badRequest } from '../../../platform/errors';
import { branches } from '../../administration/branches/branch.table';
import { schoolClasses } from '../../education/school-classes/school-class.table';
import { semesters } from '../../education/semesters/semester.table';
import { timePeriods } from '../../education/time-periods/time-period.table';
import { nextStudentNumbers } from '../student.service';
import { contacts, parents, studentParents, students } from '../student.table';

const TEMPLATE_SHEET = 'Öğrenciler';

/** The business's names a sheet may use, folded for matching as the user typed them. */
const loadChoices = async (db: Db, businessId: string) => {
  const [branchRows, semesterRows, periodRows, classRows] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.businessId, businessId)),
    db
      .select({ id: semesters.id, name: semesters.name })
      .from(semesters)
      .where(eq(semesters.businessId, businessId)),
    db
      .select({ id: timePeriods.id, name: timePeriods.name })
      .from(timePeriods)
      .where(eq(timePeriods.businessId, businessId)),
    db
      .select({
        id: schoolClasses.id,
        name: schoolClasses.name,
        branchId: schoolClasses.branchId,
        semesterId: schoolClasses.semesterId,
        capacity: schoolClasses.capacity,
      })
      .from(schoolClasses)
      .where(eq(schoolClasses.businessId, businessId)),
  ]);
  const byName = <T extends { name: string }>(rows: T[]) =>
    new Map(rows.map((r) => [foldTurkish(r.name), r]));
  return {
    branches: byName(branchRows),
    semesters: byName(semesterRows),
    timePeriods: byName(periodRows),
    classes: classRows,
    lists: { branchRows, semesterRows, periodRows, classRows },
  };
};

/** The template: the columns in order, one example row, and a sheet of the names the business uses. */
export const buildTemplate = async (db: Db, businessId: string): Promise<Buffer> => {
  const choices = await loadChoices(db, businessId);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  // Text cells, so leading zeros and long digit strings survive Excel.
  for (const key of ['citizenId', 'mobilePhone', 'birthDate'] as const)
    sheet.getColumn(IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1).numFmt = '@';
  const lists = workbook.addWorksheet('Seçenekler');
  lists.columns = [
    { header: 'Şubeler', width: 24 },
    { header: 'Dönemler', width: 24 },
    { header: 'Zaman Dilimleri', width: 20 },
    { header: 'Sınıflar (şube / dönem)', width: 40 },
    { header: 'Cinsiyet', width: 14 },
  ];
  lists.getRow(1).font = { bold: true };
  const { branchRows, semesterRows, periodRows, classRows } = choices.lists;
  const branchName = new Map(branchRows.map((b) => [b.id, b.name]));
  const semesterName = new Map(semesterRows.map((s) => [s.id, s.name]));
  const genders = Object.values(genderLabels);
  const height = Math.max(
    branchRows.length,
    semesterRows.length,
    periodRows.length,
    classRows.length,
    genders.length,
  );
  for (let i = 0; i < height; i++) {
    const c = classRows[i];
    lists.addRow([
      branchRows[i]?.name ?? null,
      semesterRows[i]?.name ?? null,
      periodRows[i]?.name ?? null,
      c ? `${c.name} (${branchName.get(c.branchId)} / ${semesterName.get(c.semesterId)})` : null,
      genders[i] ?? null,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const cellText = (cell: ExcelJS.Cell): string => {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return (cell.text ?? '').trim();
};

/** Rows of the uploaded sheet, keyed by column, matched by header text whatever the order. */
export const readSheet = async (content: Buffer): Promise<{ row: number; values: ImportRow }[]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('Dosya okunamadı. Lütfen şablondaki gibi bir Excel (.xlsx) dosyası yükleyin.');
  }
  const sheet = workbook.getWorksheet(TEMPLATE_SHEET) ?? workbook.worksheets[0];
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

type Prepared = {
  row: number;
  values: ImportRow;
  branchId: string;
  schoolClassId: string | null;
  gender: string;
  birthDate: string;
  mobilePhone: string | null;
};

/**
 * Every cell through its rule, then the names against the business's records and the
 * citizen ids against each other and the students already saved. Returns the rows ready
 * to save, or every problem found.
 */
export const checkRows = async (db: Db, businessId: string, rows: { row: number; values: ImportRow }[]) => {
  const choices = await loadChoices(db, businessId);
  const errors: ImportError[] = [];
  const fail = (row: number, key: ImportKey, value: string, message: string) =>
    errors.push({ row, column: IMPORT_COLUMNS.find((c) => c.key === key)!.header, value, message });
  const prepared: Prepared[] = [];
  const seen = new Map<string, number>();
  const seated = new Map<string, number>();

  for (const { row, values: raw } of rows) {
    const values = {
      ...raw,
      birthDate: isoDay(raw.birthDate),
      mobilePhone: raw.mobilePhone ? maskedPhone(raw.mobilePhone) : '',
    };
    const errorsBefore = errors.length;
    const clean = () => errors.length === errorsBefore;
    for (const column of IMPORT_COLUMNS) {
      const message = column.rule(values[column.key]);
      if (message) fail(row, column.key, raw[column.key], message);
    }
    const branch = values.branch ? choices.branches.get(foldTurkish(values.branch)) : undefined;
    if (values.branch && !branch) fail(row, 'branch', raw.branch, 'Lütfen Şube Seçiniz!');
    const gender = values.gender ? genderOfText(values.gender) : null;
    if (values.gender && !gender) fail(row, 'gender', raw.gender, 'Lütfen Cinsiyet Seçiniz!');
    const semester = values.semester ? choices.semesters.get(foldTurkish(values.semester)) : undefined;
    if (values.semester && !semester) fail(row, 'semester', raw.semester, 'Lütfen Dönem Seçiniz!');
    if (values.timePeriod && !choices.timePeriods.has(foldTurkish(values.timePeriod)))
      fail(row, 'timePeriod', raw.timePeriod, 'Lütfen Zaman Dilimi Seçiniz!');
    let schoolClassId: string | null = null;
    if (values.schoolClass) {
      const klass = choices.classes.find(
        (c) =>
          foldTurkish(c.name) === foldTurkish(values.schoolClass) &&
          c.branchId === branch?.id &&
          (!semester || c.semesterId === semester.id),
      );
      if (!klass || !semester) fail(row, 'schoolClass', raw.schoolClass, 'Lütfen Sınıf Seçiniz!');
      else schoolClassId = klass.id;
    }
    if (values.citizenId && !IMPORT_COLUMNS[3].rule(values.citizenId)) {
      const earlier = seen.get(values.citizenId);
      if (earlier)
        fail(row, 'citizenId', raw.citizenId, `Bu T.C. kimlik numarası ${earlier}. satırda da var.`);
      else seen.set(values.citizenId, row);
    }
    if (clean() && schoolClassId) {
      const klass = choices.classes.find((c) => c.id === schoolClassId)!;
      const taken = (seated.get(schoolClassId) ?? (await seatedIn(db, schoolClassId))) + 1;
      seated.set(schoolClassId, taken);
      if (taken > klass.capacity)
        fail(
          row,
          'schoolClass',
          raw.schoolClass,
          `${klass.name} sınıfının kontenjanı (${klass.capacity}) dolu.`,
        );
    }
    if (clean())
      prepared.push({
        row,
        values,
        branchId: branch!.id,
        schoolClassId,
        gender: gender!,
        birthDate: values.birthDate,
        mobilePhone: values.mobilePhone || null,
      });
  }

  const ids = [...seen.keys()];
  for (let i = 0; i < ids.length; i += 1000) {
    const existing = await db
      .select({ citizenId: students.citizenId })
      .from(students)
      .where(
        and(
          eq(students.businessId, businessId),
          inArray(students.citizenId, ids.slice(i, i + 1000)),
          isNull(students.deletedAt),
        ),
      );
    for (const { citizenId } of existing)
      fail(
        seen.get(citizenId)!,
        'citizenId',
        citizenId,
        'Bu T.C. kimlik numarasıyla kayıtlı bir öğrenci var.',
      );
  }
  errors.sort((a, b) => a.row - b.row);
  return { prepared, errors };
};

const CHUNK = 1000;

/** Students now studying in a class: what its capacity already holds. */
const seatedIn = async (db: Db, schoolClassId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(
        and(
          eq(students.schoolClassId, schoolClassId),
          isNull(students.deletedAt),
          notInArray(students.studyState, ['Cancelled', 'StudyCompleted']),
        ),
      )
  )[0]?.n ?? 0;

const splitName = (full: string) => {
  const parts = full.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return { firstName: parts.join(' '), lastName };
};

/** All rows in one transaction, written in chunks of multi-row inserts. */
export const saveRows = async (db: Db, request: FastifyRequest, businessId: string, rows: Prepared[]) =>
  auditedWrite(db, request, { action: 'create', entity: 'student-import' }, async (tx) => {
    const numbers = await nextStudentNumbers(tx, businessId, rows.length);
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const family = chunk.map((r) =>
        (
          [
            ['Mother', r.values.motherName, r.values.motherOccupation],
            ['Father', r.values.fatherName, r.values.fatherOccupation],
          ] as const
        )
          .filter(([, name]) => name)
          .map(([relation, name, occupation]) => ({
            relation,
            occupation: occupation || null,
            ...splitName(name),
          })),
      );
      const inserted = await tx
        .insert(students)
        .values(
          chunk.map((r, i) => {
            const studentNo = numbers[start + i]!;
            const v = r.values;
            return {
              businessId,
              branchId: r.branchId,
              studentNo,
              firstName: v.firstName,
              lastName: v.lastName,
              citizenId: v.citizenId,
              gender: r.gender,
              birthDate: r.birthDate,
              educationLevel: 'HighSchool',
              origin: 'Domestic',
              school: v.school || null,
              schoolClassId: r.schoolClassId,
              studyState: r.schoolClassId ? 'OnStudy' : 'Draft',
              searchKey: foldTurkish(
                [
                  v.firstName,
                  v.lastName,
                  v.citizenId,
                  String(studentNo),
                  (r.mobilePhone ?? '').replace(/\D/g, ''),
                  ...family[i]!.flatMap((p) => [p.firstName, p.lastName]),
                ].join(' '),
              ),
              sortKey: turkishSortKey(`${v.lastName} ${v.firstName}`),
            };
          }),
        )
        .returning({ id: students.id });
      const contactRows = chunk.flatMap((r, i) => {
        const personId = inserted[i]!.id;
        const v = r.values;
        return [
          ...(r.mobilePhone
            ? [{ contactType: 'Phone', contactOption: 'Mobile', value: r.mobilePhone, isPrimary: true }]
            : []),
          ...(v.email
            ? [
                {
                  contactType: 'Email',
                  contactOption: 'PersonalEmail',
                  value: v.email.toLowerCase(),
                  isPrimary: true,
                },
              ]
            : []),
          ...(v.address || v.district
            ? [
                {
                  contactType: 'Address',
                  contactOption: null,
                  value: [v.address, v.district].filter(Boolean).join(' / '),
                  isPrimary: true,
                },
              ]
            : []),
        ].map((c) => ({ ...c, businessId, personId }));
      });
      if (contactRows.length > 0) await tx.insert(contacts).values(contactRows);
      const parentRows = family.flatMap((list, i) => list.map((p) => ({ ...p, studentId: inserted[i]!.id })));
      if (parentRows.length > 0) {
        const createdParents = await tx
          .insert(parents)
          .values(
            parentRows.map((p) => ({
              businessId,
              firstName: p.firstName,
              lastName: p.lastName,
              occupation: p.occupation,
              searchKey: foldTurkish(`${p.firstName} ${p.lastName}`),
            })),
          )
          .returning({ id: parents.id });
        await tx.insert(studentParents).values(
          parentRows.map((p, i) => ({
            businessId,
            studentId: p.studentId,
            parentId: createdParents[i]!.id,
            relation: p.relation,
            isAdult: true,
            isPaymentPerson: false,
          })),
        );
      }
    }
    return { id: businessId, after: { rows: rows.length }, result: { saved: rows.length } };
  });

/** The import's 400: a headline, the first problems as text, and every problem as data for the table. */
export const importRefusal = (errors: ImportError[]) =>
  new AppError(400, {
    title: 'Aktarım Yapılmadı',
    message: `${new Set(errors.map((e) => e.row)).size} satırda hata var. Hiçbir öğrenci kaydedilmedi; hataları düzeltip dosyayı tekrar yükleyin.`,
    errors: errors.slice(0, 10).map((e) => `Satır ${e.row}, ${e.column}: ${e.message}`),
    details: errors,
  });
