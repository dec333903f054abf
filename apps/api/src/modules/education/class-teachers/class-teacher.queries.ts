import type { TListQuery } from '@panel/shared/common/list-query';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { selectPage } from '../../../platform/select-page';
import type { TenantScope } from '../../../platform/tenancy';
import { majors } from '../../administration/majors/major.table';
import { personnel, personnelMajors } from '../../personnel/personnel.table';
import { lessonProgramEntries } from '../lesson-programs/lesson-program.table';
import { schoolClasses } from '../school-classes/school-class.table';
import { semesters } from '../semesters/semester.table';
import { majorPlans, schoolClassTeachers } from './class-teacher.table';

export const teacherName = sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`;

/** Lessons of the pair placed in the weekly program, beside the hours assigned. */
const placedHours = sql<number>`(
  select count(*)::int from ${lessonProgramEntries}
  where ${lessonProgramEntries.schoolClassId} = ${schoolClassTeachers.schoolClassId}
    and ${lessonProgramEntries.personnelId} = ${schoolClassTeachers.personnelId}
    and ${lessonProgramEntries.majorId} = ${schoolClassTeachers.majorId})`;

const assignmentColumns = {
  id: schoolClassTeachers.id,
  schoolClassId: schoolClassTeachers.schoolClassId,
  schoolClassName: schoolClasses.name,
  semesterName: semesters.name,
  personnelId: schoolClassTeachers.personnelId,
  teacherName,
  majorId: schoolClassTeachers.majorId,
  majorName: majors.name,
  weeklyHours: schoolClassTeachers.weeklyHours,
  placedHours,
};

const assignments = (db: Db) =>
  db
    .select(assignmentColumns)
    .from(schoolClassTeachers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, schoolClassTeachers.schoolClassId))
    .innerJoin(semesters, eq(semesters.id, schoolClasses.semesterId))
    .innerJoin(personnel, eq(personnel.id, schoolClassTeachers.personnelId))
    .innerJoin(majors, eq(majors.id, schoolClassTeachers.majorId));

export type AssignmentFilter = TListQuery & {
  schoolClassId?: string;
  personnelId?: string;
  semesterId?: string;
  branchId?: string;
};

/** Teacher assignments with the hours placed in the program: the list screen and its report. */
export const findAssignments = (db: Db, scope: TenantScope, q: AssignmentFilter) => {
  const where = and(
    ownedBy(schoolClassTeachers, scope),
    searchOver(q._searchTerm, personnel.searchKey, schoolClasses.searchKey, majors.searchKey),
    q.schoolClassId ? eq(schoolClassTeachers.schoolClassId, q.schoolClassId) : undefined,
    q.personnelId ? eq(schoolClassTeachers.personnelId, q.personnelId) : undefined,
    q.semesterId ? eq(schoolClasses.semesterId, q.semesterId) : undefined,
    q.branchId ? eq(schoolClassTeachers.branchId, q.branchId) : undefined,
  );
  return selectPage(db, q, {
    select: () => assignments(db).$dynamic(),
    where,
    orderBy: [asc(schoolClasses.sortKey), asc(majors.searchKey), asc(schoolClassTeachers.id)],
  });
};

/** A teacher of the business, with his branch, employment and whether he teaches the major. */
export const teacherWithMajor = async (db: Db, scope: TenantScope, personnelId: string, majorId: string) => {
  const [teacher] = await db
    .select({
      name: teacherName,
      branchId: personnel.branchId,
      employmentState: personnel.employmentState,
      teaches: sql<boolean>`exists (select 1 from ${personnelMajors} where ${personnelMajors.personnelId} = ${personnel.id} and ${personnelMajors.majorId} = ${majorId})`,
    })
    .from(personnel)
    .where(and(eq(personnel.id, personnelId), ownedBy(personnel, scope)));
  return teacher;
};

/** A major's name; undefined when there is no such major. */
export const majorNameOf = async (db: Db, majorId: string): Promise<string | undefined> => {
  const [major] = await db.select({ name: majors.name }).from(majors).where(eq(majors.id, majorId));
  return major?.name;
};

export const getAssignmentOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await assignments(db).where(
    and(eq(schoolClassTeachers.id, id), ownedBy(schoolClassTeachers, scope)),
  );
  if (!row) throw notFound();
  return row;
};

export const listTeacherMajors = async (db: Db, scope: TenantScope, personnelId: string) => {
  const teacher = await firstId(db, personnel, and(eq(personnel.id, personnelId), ownedBy(personnel, scope)));
  if (!teacher) throw notFound();
  return db
    .select({ id: majors.id, name: majors.name })
    .from(personnelMajors)
    .innerJoin(majors, eq(majors.id, personnelMajors.majorId))
    .where(eq(personnelMajors.personnelId, teacher))
    .orderBy(asc(majors.searchKey));
};

/**
 * The major distribution: per class and major, the hours planned, assigned to teachers
 * and placed in the program, with the gap to the plan.
 */
export const getMajorDistribution = async (
  db: Db,
  scope: TenantScope,
  { semesterId, branchId }: { semesterId: string; branchId?: string },
) => {
  const classes = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(schoolClasses)
    .where(
      and(
        ownedBy(schoolClasses, scope),
        eq(schoolClasses.semesterId, semesterId),
        branchId ? eq(schoolClasses.branchId, branchId) : undefined,
      ),
    )
    .orderBy(asc(schoolClasses.sortKey));
  if (classes.length === 0) return { classes: [], majors: [], cells: [] };
  const ids = classes.map((c) => c.id);
  const inClasses = (column: PgColumn) => inArray(column, ids);
  const [planned, assigned, placed] = await Promise.all([
    db
      .select({
        schoolClassId: majorPlans.schoolClassId,
        majorId: majorPlans.majorId,
        hours: majorPlans.plannedHours,
      })
      .from(majorPlans)
      .where(inClasses(majorPlans.schoolClassId)),
    db
      .select({
        schoolClassId: schoolClassTeachers.schoolClassId,
        majorId: schoolClassTeachers.majorId,
        hours: sql<number>`sum(${schoolClassTeachers.weeklyHours})::int`,
      })
      .from(schoolClassTeachers)
      .where(inClasses(schoolClassTeachers.schoolClassId))
      .groupBy(schoolClassTeachers.schoolClassId, schoolClassTeachers.majorId),
    db
      .select({
        schoolClassId: lessonProgramEntries.schoolClassId,
        majorId: lessonProgramEntries.majorId,
        hours: sql<number>`count(*)::int`,
      })
      .from(lessonProgramEntries)
      .where(inClasses(lessonProgramEntries.schoolClassId))
      .groupBy(lessonProgramEntries.schoolClassId, lessonProgramEntries.majorId),
  ]);
  const key = (c: string, m: string) => `${c}:${m}`;
  const cells = new Map<
    string,
    { schoolClassId: string; majorId: string; planned: number; assigned: number; placed: number }
  >();
  const cell = (c: string, m: string) => {
    const k = key(c, m);
    if (!cells.has(k)) cells.set(k, { schoolClassId: c, majorId: m, planned: 0, assigned: 0, placed: 0 });
    return cells.get(k)!;
  };
  for (const r of planned) cell(r.schoolClassId, r.majorId).planned = r.hours;
  for (const r of assigned) cell(r.schoolClassId, r.majorId).assigned = r.hours;
  for (const r of placed) cell(r.schoolClassId, r.majorId).placed = r.hours;
  const majorIds = [...new Set([...cells.values()].map((c) => c.majorId))];
  const majorRows =
    majorIds.length === 0
      ? []
      : await db
          .select({ id: majors.id, name: majors.name })
          .from(majors)
          .where(inArray(majors.id, majorIds))
          .orderBy(asc(majors.searchKey));
  return {
    classes,
    majors: majorRows,
    cells: [...cells.values()].map((c) => ({ ...c, gap: c.planned - c.assigned })),
  };
};
