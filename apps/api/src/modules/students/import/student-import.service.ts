import { randomUUID } from 'node:crypto';
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
import { and, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { AppError, badRequest } from '../../../platform/errors';
import { assertXlsxWithinLimits, XLSX_UNREADABLE } from '../../../platform/excel';
import { ofBusiness } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { schoolClasses } from '../../education/school-classes/school-class.table';
import { semesters } from '../../education/semesters/semester.table';
import { timePeriods } from '../../education/time-periods/time-period.table';
import { lockClassesWithRoom, nextStudentNumbers, seatedIn } from '../student.service';
import { contacts, parents, studentParents, students } from '../student.table';
import { readSheetCells, type SheetCells } from './xlsx-cells';

const TEMPLATE_SHEET = 'Öğrenciler';

/** The business's names a sheet may use, folded for matching as the user typed them. */
const loadChoices = async (db: Db, businessId: string) => {
  const [branchRows, semesterRows, periodRows, classRows] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(ofBusiness(branches.businessId, businessId)),
    db
      .select({ id: semesters.id, name: semesters.name })
      .from(semesters)
      .where(ofBusiness(semesters.businessId, businessId)),
    db
      .select({ id: timePeriods.id, name: timePeriods.name })
      .from(timePeriods)
      .where(ofBusiness(timePeriods.businessId, businessId)),
    db
      .select({
        id: schoolClasses.id,
        name: schoolClasses.name,
        branchId: schoolClasses.branchId,
        semesterId: schoolClasses.semesterId,
        capacity: schoolClasses.capacity,
      })
      .from(schoolClasses)
      .where(ofBusiness(schoolClasses.businessId, businessId)),
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

/** A cell as the import reads it: a date as its day, anything else as its text, trimmed. */
const cellText = (value: unknown, text: string | undefined): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (text ?? '').trim();

/** A worksheet's header cells (row 1, cells with a value, by column) and its other rows with values. */
export type SheetTable = {
  header: { col: number; text: string }[];
  rows: { row: number; text: (col: number) => string }[];
};

/** The whole workbook through exceljs: any file the fast reader does not follow. */
const tableWithExcelJs = async (content: Buffer, sheetName: string): Promise<SheetTable> => {
  assertXlsxWithinLimits(content);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest(XLSX_UNREADABLE);
  }
  const sheet = workbook.getWorksheet(sheetName) ?? workbook.worksheets[0];
  if (!sheet) throw badRequest('Dosyada sayfa yok.');
  const text = (cell: ExcelJS.Cell) => cellText(cell.value, cell.text);
  const header: SheetTable['header'] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    header.push({ col, text: text(cell) });
  });
  const rows: SheetTable['rows'] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1) rows.push({ row: rowNumber, text: (col) => text(row.getCell(col)) });
  });
  return { header, rows };
};

/** The same from the fast reader's cells (xlsx-cells.ts). */
const tableOf = ({ rows }: SheetCells): SheetTable => {
  const text = (value: string | Date | undefined) => cellText(value, value as string | undefined);
  return {
    header: (rows.find((r) => r.row === 1)?.cells ?? []).flatMap((value, col) =>
      value === undefined ? [] : [{ col, text: text(value) }],
    ),
    rows: rows
      .filter((r) => r.row > 1 && r.cells.some((value) => value !== undefined))
      .map((r) => ({ row: r.row, text: (col: number) => text(r.cells[col]) })),
  };
};

/**
 * A sheet's header and rows with values: the worksheet named `sheetName` (else the first)
 * through the fast reader, or exceljs when that cannot vouch for the file. Every import reads
 * its upload through here.
 */
export const readSheetTable = async (content: Buffer, sheetName: string): Promise<SheetTable> => {
  const cells = readSheetCells(content, sheetName);
  return cells ? tableOf(cells) : tableWithExcelJs(content, sheetName);
};

/**
 * Rows of the uploaded sheet, keyed by column, matched by header text whatever the order.
 * The common file (shared strings, numbers, dates) is read by xlsx-cells.ts without building
 * the whole workbook; any other goes through exceljs, with the same answers.
 */
export const readSheet = async (content: Buffer): Promise<{ row: number; values: ImportRow }[]> => {
  const table = await readSheetTable(content, TEMPLATE_SHEET);
  const headerIndex = new Map<ImportKey, number>();
  for (const { col, text } of table.header) {
    const folded = foldTurkish(text);
    const column = IMPORT_COLUMNS.find((c) => foldTurkish(c.header) === folded);
    if (column) headerIndex.set(column.key, col);
  }
  const missing = IMPORT_COLUMNS.filter((c) => !headerIndex.has(c.key)).map((c) => c.header);
  if (missing.length > 0)
    throw badRequest('Dosyadaki başlıklar şablona uymuyor.', {
      errors: missing.map((h) => `Eksik sütun: ${h}`),
    });
  const columns = IMPORT_COLUMNS.map((c) => [c.key, headerIndex.get(c.key)!] as const);
  const rows: { row: number; values: ImportRow }[] = [];
  for (const { row, text } of table.rows) {
    const values = Object.fromEntries(columns.map(([key, col]) => [key, text(col)])) as ImportRow;
    if (Object.values(values).some((v) => v !== '')) rows.push({ row, values });
  }
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

/** foldTurkish with a memory: a sheet repeats its branch, class and parents' names on every row. */
const memoFold = () => {
  const seen = new Map<string, string>();
  return (text: string) => {
    let folded = seen.get(text);
    if (folded === undefined) {
      folded = foldTurkish(text);
      seen.set(text, folded);
    }
    return folded;
  };
};

const HEADER = new Map<ImportKey, string>(IMPORT_COLUMNS.map((c) => [c.key, c.header]));
const citizenIdRule = IMPORT_COLUMNS.find((c) => c.key === 'citizenId')!.rule;

/**
 * Every cell through its rule, then the names against the business's records and the
 * citizen ids against each other and the students already saved. Returns the rows ready
 * to save, or every problem found (sorted by row; within a row in the order checked).
 */
export const checkRows = async (db: Db, businessId: string, rows: { row: number; values: ImportRow }[]) => {
  const choices = await loadChoices(db, businessId);
  const fold = memoFold();
  const classesByName = new Map<string, typeof choices.classes>();
  for (const c of choices.classes) {
    const name = fold(c.name);
    classesByName.set(name, [...(classesByName.get(name) ?? []), c]);
  }
  const errors: ImportError[] = [];
  const fail = (row: number, key: ImportKey, value: string, message: string) =>
    errors.push({ row, column: HEADER.get(key)!, value, message });
  const seen = new Map<string, number>();

  // Rows clean of cell, name and duplicate problems, in sheet order; the class capacity is
  // settled after, with one count of every class the sheet names.
  const candidates: (Prepared & { raw: ImportRow; klass: (typeof choices.classes)[number] | null })[] = [];
  for (const { row, values: raw } of rows) {
    const values = {
      ...raw,
      birthDate: isoDay(raw.birthDate),
      mobilePhone: raw.mobilePhone ? maskedPhone(raw.mobilePhone) : '',
    };
    const errorsBefore = errors.length;
    for (const column of IMPORT_COLUMNS) {
      const message = column.rule(values[column.key]);
      if (message) fail(row, column.key, raw[column.key], message);
    }
    const branch = values.branch ? choices.branches.get(fold(values.branch)) : undefined;
    if (values.branch && !branch) fail(row, 'branch', raw.branch, 'Lütfen Şube Seçiniz!');
    const gender = values.gender ? genderOfText(values.gender) : null;
    if (values.gender && !gender) fail(row, 'gender', raw.gender, 'Lütfen Cinsiyet Seçiniz!');
    const semester = values.semester ? choices.semesters.get(fold(values.semester)) : undefined;
    if (values.semester && !semester) fail(row, 'semester', raw.semester, 'Lütfen Dönem Seçiniz!');
    if (values.timePeriod && !choices.timePeriods.has(fold(values.timePeriod)))
      fail(row, 'timePeriod', raw.timePeriod, 'Lütfen Zaman Dilimi Seçiniz!');
    let klass: (typeof choices.classes)[number] | null = null;
    if (values.schoolClass) {
      const found = classesByName
        .get(fold(values.schoolClass))
        ?.find((c) => c.branchId === branch?.id && (!semester || c.semesterId === semester.id));
      if (!found || !semester) fail(row, 'schoolClass', raw.schoolClass, 'Lütfen Sınıf Seçiniz!');
      else klass = found;
    }
    if (values.citizenId && !citizenIdRule(values.citizenId)) {
      const earlier = seen.get(values.citizenId);
      if (earlier)
        fail(row, 'citizenId', raw.citizenId, `Bu T.C. kimlik numarası ${earlier}. satırda da var.`);
      else seen.set(values.citizenId, row);
    }
    if (errors.length === errorsBefore)
      candidates.push({
        row,
        raw,
        klass,
        values,
        branchId: branch!.id,
        schoolClassId: klass?.id ?? null,
        gender: gender!,
        birthDate: values.birthDate,
        mobilePhone: values.mobilePhone || null,
      });
  }

  const classIds = [...new Set(candidates.flatMap((c) => (c.klass ? [c.klass.id] : [])))];
  const seated = new Map<string, number>(
    classIds.length === 0 ? [] : (await seatedIn(db, classIds)).map((r) => [r.id!, r.n]),
  );
  const prepared: Prepared[] = [];
  for (const { raw, klass, ...candidate } of candidates) {
    if (klass) {
      // A refused row still takes its seat in the count, as the rows below it are checked against it.
      const taken = (seated.get(klass.id) ?? 0) + 1;
      seated.set(klass.id, taken);
      if (taken > klass.capacity) {
        fail(
          candidate.row,
          'schoolClass',
          raw.schoolClass,
          `${klass.name} sınıfının kontenjanı (${klass.capacity}) dolu.`,
        );
        continue;
      }
    }
    prepared.push(candidate);
  }

  if (seen.size > 0) {
    const existing = await db
      .select({ citizenId: students.citizenId })
      .from(students)
      .where(
        and(
          ofBusiness(students.businessId, businessId),
          sql`${students.citizenId} = any(${sql.param([...seen.keys()])}::text[])`,
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

const splitName = (full: string) => {
  const parts = full.trim().split(/\s+/);
  const lastName = parts.length > 1 ? parts.pop()! : '';
  return { firstName: parts.join(' '), lastName };
};

/** Rows per INSERT: each column goes as one array parameter, so a statement's size is not its parameter count. */
const BATCH = 5000;

type Column = { name: string; type: 'uuid' | 'text' | 'int' | 'date' | 'boolean'; values: unknown[] };

/**
 * Multi-row INSERTs of column arrays (`insert ... select * from unnest($1::uuid[], ...)`):
 * a handful of parameters per statement instead of one per cell, on PGlite and PostgreSQL alike.
 */
const insertColumns = async (tx: Db, table: PgTable, columns: Column[]) => {
  const size = columns[0]!.values.length;
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  for (let start = 0; start < size; start += BATCH) {
    const arrays = columns.map(
      (c) => sql`${sql.param(c.values.slice(start, start + BATCH))}::${sql.raw(c.type)}[]`,
    );
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
};

/**
 * All rows in one transaction: ids made here, search and sort keys computed here, and every
 * table written by a few multi-row INSERTs (students, contacts, parents, their links).
 */
export const saveRows = async (db: Db, request: FastifyRequest, businessId: string, rows: Prepared[]) =>
  auditedWrite(db, request, { action: 'create', entity: 'student-import' }, async (tx) => {
    // checkRows counted the seats before; counted again under the classes' locks, so a
    // registration that took a seat since cannot overfill a class.
    const joining = new Map<string, number>();
    for (const r of rows)
      if (r.schoolClassId) joining.set(r.schoolClassId, (joining.get(r.schoolClassId) ?? 0) + 1);
    await lockClassesWithRoom(tx, joining);
    const numbers = await nextStudentNumbers(tx, businessId, rows.length);
    const fold = memoFold();
    const sortKeys = new Map<string, string>();
    const student = {
      id: [] as string[],
      branchId: [] as string[],
      studentNo: [] as number[],
      firstName: [] as string[],
      lastName: [] as string[],
      citizenId: [] as string[],
      gender: [] as string[],
      birthDate: [] as string[],
      school: [] as (string | null)[],
      schoolClassId: [] as (string | null)[],
      studyState: [] as string[],
      searchKey: [] as string[],
      sortKey: [] as string[],
    };
    const contact = {
      personId: [] as string[],
      contactType: [] as string[],
      contactOption: [] as (string | null)[],
      value: [] as string[],
    };
    const parent = {
      id: [] as string[],
      firstName: [] as string[],
      lastName: [] as string[],
      occupation: [] as (string | null)[],
      searchKey: [] as string[],
    };
    const link = { studentId: [] as string[], parentId: [] as string[], relation: [] as string[] };
    const addContact = (
      personId: string,
      contactType: string,
      contactOption: string | null,
      value: string,
    ) => {
      contact.personId.push(personId);
      contact.contactType.push(contactType);
      contact.contactOption.push(contactOption);
      contact.value.push(value);
    };

    rows.forEach((r, i) => {
      const id = randomUUID();
      const studentNo = numbers[i]!;
      const v = r.values;
      const family = (
        [
          ['Mother', v.motherName, v.motherOccupation],
          ['Father', v.fatherName, v.fatherOccupation],
        ] as const
      )
        .filter(([, name]) => name)
        .map(([relation, name, occupation]) => ({
          relation,
          occupation: occupation || null,
          ...splitName(name),
        }));
      const sortSource = `${v.lastName} ${v.firstName}`;
      let sortKey = sortKeys.get(sortSource);
      if (sortKey === undefined) {
        sortKey = turkishSortKey(sortSource);
        sortKeys.set(sortSource, sortKey);
      }
      student.id.push(id);
      student.branchId.push(r.branchId);
      student.studentNo.push(studentNo);
      student.firstName.push(v.firstName);
      student.lastName.push(v.lastName);
      student.citizenId.push(v.citizenId);
      student.gender.push(r.gender);
      student.birthDate.push(r.birthDate);
      student.school.push(v.school || null);
      student.schoolClassId.push(r.schoolClassId);
      student.studyState.push(r.schoolClassId ? 'OnStudy' : 'Draft');
      student.searchKey.push(
        foldTurkish(
          [
            v.firstName,
            v.lastName,
            v.citizenId,
            String(studentNo),
            (r.mobilePhone ?? '').replace(/\D/g, ''),
            ...family.flatMap((p) => [p.firstName, p.lastName]),
          ].join(' '),
        ),
      );
      student.sortKey.push(sortKey);
      if (r.mobilePhone) addContact(id, 'Phone', 'Mobile', r.mobilePhone);
      if (v.email) addContact(id, 'Email', 'PersonalEmail', v.email.toLowerCase());
      if (v.address || v.district)
        addContact(id, 'Address', null, [v.address, v.district].filter(Boolean).join(' / '));
      for (const p of family) {
        const parentId = randomUUID();
        parent.id.push(parentId);
        parent.firstName.push(p.firstName);
        parent.lastName.push(p.lastName);
        parent.occupation.push(p.occupation);
        parent.searchKey.push(fold(`${p.firstName} ${p.lastName}`));
        link.studentId.push(id);
        link.parentId.push(parentId);
        link.relation.push(p.relation);
      }
    });

    const same = <T>(size: number, value: T) => Array.from({ length: size }, () => value);
    const n = rows.length;
    await insertColumns(tx, students, [
      { name: 'id', type: 'uuid', values: student.id },
      { name: 'business_id', type: 'uuid', values: same(n, businessId) },
      { name: 'branch_id', type: 'uuid', values: student.branchId },
      { name: 'student_no', type: 'int', values: student.studentNo },
      { name: 'first_name', type: 'text', values: student.firstName },
      { name: 'last_name', type: 'text', values: student.lastName },
      { name: 'citizen_id', type: 'text', values: student.citizenId },
      { name: 'gender', type: 'text', values: student.gender },
      { name: 'birth_date', type: 'date', values: student.birthDate },
      { name: 'education_level', type: 'text', values: same(n, 'HighSchool') },
      { name: 'origin', type: 'text', values: same(n, 'Domestic') },
      { name: 'school', type: 'text', values: student.school },
      { name: 'school_class_id', type: 'uuid', values: student.schoolClassId },
      { name: 'study_state', type: 'text', values: student.studyState },
      { name: 'search_key', type: 'text', values: student.searchKey },
      { name: 'sort_key', type: 'text', values: student.sortKey },
    ]);
    if (contact.personId.length > 0)
      await insertColumns(tx, contacts, [
        { name: 'business_id', type: 'uuid', values: same(contact.personId.length, businessId) },
        { name: 'person_id', type: 'uuid', values: contact.personId },
        { name: 'contact_type', type: 'text', values: contact.contactType },
        { name: 'contact_option', type: 'text', values: contact.contactOption },
        { name: 'value', type: 'text', values: contact.value },
        { name: 'is_primary', type: 'boolean', values: same(contact.personId.length, true) },
      ]);
    if (parent.id.length > 0) {
      await insertColumns(tx, parents, [
        { name: 'id', type: 'uuid', values: parent.id },
        { name: 'business_id', type: 'uuid', values: same(parent.id.length, businessId) },
        { name: 'first_name', type: 'text', values: parent.firstName },
        { name: 'last_name', type: 'text', values: parent.lastName },
        { name: 'occupation', type: 'text', values: parent.occupation },
        { name: 'search_key', type: 'text', values: parent.searchKey },
      ]);
      await insertColumns(tx, studentParents, [
        { name: 'business_id', type: 'uuid', values: same(link.studentId.length, businessId) },
        { name: 'student_id', type: 'uuid', values: link.studentId },
        { name: 'parent_id', type: 'uuid', values: link.parentId },
        { name: 'relation', type: 'text', values: link.relation },
        { name: 'is_adult', type: 'boolean', values: same(link.studentId.length, true) },
        { name: 'is_payment_person', type: 'boolean', values: same(link.studentId.length, false) },
      ]);
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
