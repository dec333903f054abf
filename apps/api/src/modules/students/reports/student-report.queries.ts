import { idsOf } from '@panel/shared/common/list-query';
import { type Gender, genderLabels } from '@panel/shared/common/person';
import { type EducationLevel, educationLevelLabels } from '@panel/shared/education/enums';
import {
  type Relation,
  relationLabels,
  type StudyState,
  studyStateLabels,
} from '@panel/shared/students/enums';
import { STUDENT_REPORTS, type StudentReportName } from '@panel/shared/students/reports';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { ExcelExport, ExcelTitle, ExcelValue } from '../../../platform/excel';
import { searchOver } from '../../../platform/listing';
import { pagedRows } from '../../../platform/report-routes';
import type { TenantScope } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { schoolClasses } from '../../education/school-classes/school-class.table';
import { liveStudents } from '../student.queries';
import { contacts, parents, studentParents, students } from '../student.table';

/** The report screens' filters (the route's query schema, ZReportFilters). */
export type StudentReportFilters = {
  branchId?: string;
  semesterId?: string;
  schoolClassId?: string;
  studyState?: StudyState;
  _searchTerm?: string;
  /** The rows chosen on the student list, comma separated. */
  studentIds?: string;
};
type Filters = StudentReportFilters;

const day = (d: string | Date | null) => {
  if (!d) return '';
  const iso = typeof d === 'string' ? d : d.toISOString();
  return iso.slice(0, 10).split('-').reverse().join('.');
};

const phone = sql<string | null>`(select ${contacts.value} from ${contacts}
  where ${contacts.personId} = ${students.id} and ${contacts.contactType} = 'Phone'
  order by ${contacts.isPrimary} desc limit 1)`;

const studentFields = {
  id: students.id,
  studentNo: students.studentNo,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  citizenId: students.citizenId,
  gender: students.gender,
  birthDate: students.birthDate,
  branchName: branches.name,
  schoolClassName: schoolClasses.name,
  studyState: students.studyState,
  educationLevel: students.educationLevel,
  phone,
  registeredOn: students.createdAt,
};

export type RawRow = Record<string, unknown>;

/** Columns that are calendar days: real dates in Excel. */
const DAY_KEYS = new Set(['birthDate', 'registeredOn']);

/** Codes to the words the report prints. */
export const present = (row: RawRow): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      if (value === null || value === undefined) return [key, ''];
      if (key === 'gender') return [key, genderLabels[value as Gender] ?? value];
      if (key === 'studyState') return [key, studyStateLabels[value as StudyState] ?? value];
      if (key === 'educationLevel') return [key, educationLevelLabels[value as EducationLevel] ?? value];
      if (key === 'relation') return [key, relationLabels[value as Relation] ?? value];
      if (key === 'birthDate' || key === 'registeredOn') return [key, day(value as string | Date)];
      return [key, value as string | number];
    }),
  );

/** Each report's rows: a select over students (and their parents), with the shared filters. */
export const studentReportQueries: Record<
  StudentReportName,
  (
    db: Db,
    scope: TenantScope,
    f: Filters,
  ) => {
    rows: (limit: number, offset: number) => Promise<RawRow[]>;
    total: () => Promise<number>;
  }
> = {
  'general-student-list': (db, scope, f) => studentReport(db, scope, f),
  'schoolclass-student-list': (db, scope, f) => studentReport(db, scope, f),
  'assigment-pending-student': (db, scope, f) => studentReport(db, scope, f, isNull(students.schoolClassId)),
  'parent-contact-list': (db, scope, f) => parentReport(db, scope, f),
  'payment-person-contact-list': (db, scope, f) =>
    parentReport(db, scope, f, eq(studentParents.isPaymentPerson, true)),
};

const commonWhere = (scope: TenantScope, f: Filters) =>
  and(
    liveStudents(scope),
    f.branchId ? eq(students.branchId, f.branchId) : undefined,
    f.schoolClassId ? eq(students.schoolClassId, f.schoolClassId) : undefined,
    f.semesterId ? eq(schoolClasses.semesterId, f.semesterId) : undefined,
    f.studyState ? eq(students.studyState, f.studyState) : undefined,
    f.studentIds ? inArray(students.id, idsOf(f.studentIds)) : undefined,
  );

const studentReport = (db: Db, scope: TenantScope, f: Filters, extra?: SQL) => {
  const where = and(commonWhere(scope, f), searchOver(f._searchTerm, students.searchKey), extra);
  const from = () =>
    db
      .select(studentFields)
      .from(students)
      .innerJoin(branches, eq(branches.id, students.branchId))
      .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
      .where(where);
  return {
    rows: (limit: number, offset: number) =>
      from().orderBy(asc(students.sortKey), asc(students.id)).limit(limit).offset(offset),
    total: async () =>
      (
        await db
          .select({ n: count() })
          .from(students)
          .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
          .where(where)
      )[0]?.n ?? 0,
  };
};

const parentReport = (db: Db, scope: TenantScope, f: Filters, extra?: SQL) => {
  const where = and(
    commonWhere(scope, f),
    searchOver(f._searchTerm, students.searchKey, parents.searchKey),
    extra,
  );
  const joins = <Q extends PgSelect>(q: Q) =>
    q
      .innerJoin(students, eq(students.id, studentParents.studentId))
      .innerJoin(parents, eq(parents.id, studentParents.parentId))
      .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
      .where(where);
  return {
    rows: (limit: number, offset: number) =>
      joins(
        db
          .select({
            studentNo: students.studentNo,
            studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
            citizenId: students.citizenId,
            schoolClassName: schoolClasses.name,
            parentName: sql<string>`${parents.firstName} || ' ' || ${parents.lastName}`,
            relation: studentParents.relation,
            parentPhone: parents.mobilePhone,
            parentEmail: parents.email,
          })
          .from(studentParents)
          .$dynamic(),
      )
        .orderBy(asc(students.sortKey), asc(parents.firstName), asc(studentParents.id))
        .limit(limit)
        .offset(offset) as Promise<RawRow[]>,
    total: async () =>
      ((await joins(db.select({ n: count() }).from(studentParents).$dynamic())) as { n: number }[])[0]?.n ??
      0,
  };
};

/** Code filters in words on an export's title row. */
export const STUDENT_FILTER_VALUES = { studyState: (v: string) => studyStateLabels[v as StudyState] };

/**
 * A student report as the Excel exporter writes it: the route streams it to the browser,
 * the report centre (modules/reports) writes it to a file in the background.
 */
export const studentReportExcel = (
  db: Db,
  scope: TenantScope,
  name: StudentReportName,
  filters: Filters,
  title: ExcelTitle,
): ExcelExport<RawRow> => {
  const definition = STUDENT_REPORTS[name];
  const run = studentReportQueries[name](db, scope, filters);
  return {
    fileName: definition.title,
    title,
    columns: definition.columns.map((c) => ({
      header: c.header,
      kind: DAY_KEYS.has(c.key) ? 'day' : c.key === 'studentNo' ? 'number' : 'text',
      value: (r: RawRow) => r[c.key] as ExcelValue,
    })),
    // Days stay days for Excel to format; every other code becomes its words.
    rows: (async function* () {
      for await (const row of pagedRows(run.rows))
        yield { ...present(row), birthDate: row.birthDate, registeredOn: row.registeredOn };
    })(),
  };
};
