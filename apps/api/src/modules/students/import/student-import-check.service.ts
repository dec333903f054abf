import {
  genderOfText,
  IMPORT_COLUMNS,
  type ImportError,
  type ImportKey,
  type ImportRow,
  isoDay,
  maskedPhone,
} from '@panel/shared/students/import';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { seatedIn } from '../class-seat.queries';
import { loadChoices, savedCitizenIds } from './student-import.queries';
import { memoFold } from './student-import-sheet';

/** A sheet row that passed every check, with the ids its names matched: what saveRows writes. */
export type PreparedRow = {
  row: number;
  values: ImportRow;
  branchId: string;
  schoolClassId: string | null;
  gender: string;
  birthDate: string;
  mobilePhone: string | null;
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
  const candidates: (PreparedRow & { raw: ImportRow; klass: (typeof choices.classes)[number] | null })[] = [];
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
  const prepared: PreparedRow[] = [];
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
    const existing = await savedCitizenIds(db, businessId, [...seen.keys()]);
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

/** The import's 400: a headline, the first problems as text, and every problem as data for the table. */
export const importRefusal = (errors: ImportError[]) =>
  new AppError(400, {
    title: 'Aktarım Yapılmadı',
    message: `${new Set(errors.map((e) => e.row)).size} satırda hata var. Hiçbir öğrenci kaydedilmedi; hataları düzeltip dosyayı tekrar yükleyin.`,
    errors: errors.slice(0, 10).map((e) => `Satır ${e.row}, ${e.column}: ${e.message}`),
    details: errors,
  });
