import type { TListQuery } from '@panel/shared/common/list-query';
import type { TLessonProgramEntry } from '@panel/shared/education/contracts';
import { WEEKDAYS, type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import type { ExcelColumn, ExcelExport } from '../../../platform/excel';
import { exportTitleFor } from '../../../platform/export-title';
import { fetchPage, searchOver } from '../../../platform/listing';
import type { ExportAsker } from '../../../platform/report-routes';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { majors } from '../../administration/majors/major.table';
import { personnel } from '../../personnel/personnel.table';
import { branchLessonTimes, findEntries } from '../lesson-programs/lesson-program.queries';
import { getClassProgram } from '../lesson-programs/lesson-program.service';
import { lessonProgramEntries as E } from '../lesson-programs/lesson-program.table';
import { schoolClasses } from '../school-classes/school-class.table';

type Slot = { id: string; slotNo: number; startsAt: string; endsAt: string };

/** A week as rows of slots and columns of days, the way the printed program reads. */
const weekSheet = (entries: TLessonProgramEntry[], cellText: (e: TLessonProgramEntry) => string) => {
  const columns: ExcelColumn<Slot>[] = [
    { header: 'Ders Saati', value: (s) => `${s.slotNo}. ders ${s.startsAt}-${s.endsAt}` },
    ...WEEKDAYS.map(
      (day): ExcelColumn<Slot> => ({
        header: weekdayLabels[day as Weekday],
        width: 26,
        value: (s) =>
          entries
            .filter((e) => e.weekday === day && e.lessonTimeId === s.id)
            .map(cellText)
            .join('\n') || null,
      }),
    ),
  ];
  return columns;
};

const teacherName = sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`;

export type ProgramFilter = {
  semesterId?: string | undefined;
  branchId?: string | undefined;
  personnelId?: string | undefined;
  schoolClassId?: string | undefined;
  _searchTerm?: string | undefined;
};

const programWhere = (scope: TenantScope, q: ProgramFilter) =>
  and(
    ownedBy(E, scope),
    q.semesterId ? eq(E.semesterId, q.semesterId) : undefined,
    q.branchId ? eq(E.branchId, q.branchId) : undefined,
    q.personnelId ? eq(E.personnelId, q.personnelId) : undefined,
    q.schoolClassId ? eq(E.schoolClassId, q.schoolClassId) : undefined,
    searchOver(q._searchTerm, personnel.searchKey, schoolClasses.searchKey, majors.searchKey),
  );

const countEntries = async (db: Db, where: ReturnType<typeof programWhere>) =>
  (
    await db
      .select({ n: count() })
      .from(E)
      .innerJoin(personnel, eq(personnel.id, E.personnelId))
      .innerJoin(schoolClasses, eq(schoolClasses.id, E.schoolClassId))
      .innerJoin(majors, eq(majors.id, E.majorId))
      .where(where)
  )[0]?.n ?? 0;

/** The lessons of the program, teacher by teacher, a page at a time. */
export const findTeacherProgram = (db: Db, scope: TenantScope, q: ProgramFilter & TListQuery) => {
  const where = programWhere(scope, q);
  return fetchPage(q, {
    rows: (limit, offset) => findEntries(db, where, limit, offset),
    total: () => countEntries(db, where),
  });
};

/** The same lessons for the Excel export, all of them up to its ceiling. */
export const listTeacherProgram = (db: Db, scope: TenantScope, q: ProgramFilter) =>
  findEntries(db, programWhere(scope, q), 20_000);

/** One teacher's week across classes: the teacher, the branch's lesson times, the lessons. */
export const teacherSyllabus = async (
  db: Db,
  scope: TenantScope,
  personnelId: string,
  semesterId?: string,
) => {
  const [teacher] = await db
    .select({ id: personnel.id, name: teacherName, branchId: personnel.branchId })
    .from(personnel)
    .where(and(eq(personnel.id, personnelId), ownedBy(personnel, scope)));
  if (!teacher) throw notFound();
  const [lessonTimes, entries] = await Promise.all([
    branchLessonTimes(db, teacher.branchId),
    findEntries(db, programWhere(scope, { personnelId, semesterId })),
  ]);
  return { teacher, lessonTimes, entries };
};

/**
 * A class's week as its Excel: the program screen's button sends it, the report centre
 * writes it to a file.
 */
export const classProgramExcel = async (
  db: Db,
  asker: ExportAsker,
  schoolClassId: string,
): Promise<ExcelExport<Slot>> => {
  const program = await getClassProgram(db, asker.scope, schoolClassId);
  const report = `${program.schoolClass.name} Sınıfı Ders Programı`;
  return {
    fileName: report,
    title: await exportTitleFor(db, asker, report, { schoolClassId }),
    columns: weekSheet(program.entries, (e) => `${e.majorName} - ${e.teacherName}`),
    rows: program.lessonTimes,
  };
};

/** A teacher's week across classes as its Excel, for the screen's button and the report centre. */
export const teacherProgramExcel = async (
  db: Db,
  asker: ExportAsker,
  query: { personnelId: string; semesterId?: string },
): Promise<ExcelExport<Slot>> => {
  const s = await teacherSyllabus(db, asker.scope, query.personnelId, query.semesterId);
  const report = `${s.teacher.name} Ders Programı`;
  return {
    fileName: report,
    title: await exportTitleFor(db, asker, report, query),
    columns: weekSheet(s.entries, (e) => `${e.schoolClassName} - ${e.majorName}`),
    rows: s.lessonTimes,
  };
};
