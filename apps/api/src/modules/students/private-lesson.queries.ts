import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { turkishOrder } from '../../platform/listing';
import { ownedBy } from '../../platform/resource';
import type { TenantScope } from '../../platform/tenancy';
import { majors } from '../administration/majors/major.table';
import { personnel } from '../personnel/personnel.table';
import { privateLessons as L, students } from './student.table';

export const privateLessonColumns = {
  id: L.id,
  branchId: L.branchId,
  studentId: L.studentId,
  studentNo: students.studentNo,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  personnelId: L.personnelId,
  teacherName: sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`,
  majorId: L.majorId,
  majorName: majors.name,
  date: L.date,
  startsAt: L.startsAt,
  endsAt: L.endsAt,
  note: L.note,
};

export type PrivateLessonFilters = { studentId?: string; personnelId?: string; from?: string; to?: string };

export const privateLessonFilterWhere = (q: PrivateLessonFilters) =>
  and(
    q.studentId ? eq(L.studentId, q.studentId) : undefined,
    q.personnelId ? eq(L.personnelId, q.personnelId) : undefined,
    q.from ? gte(L.date, q.from) : undefined,
    q.to ? lte(L.date, q.to) : undefined,
  );

const selectPrivateLessons = (db: Db) =>
  db
    .select(privateLessonColumns)
    .from(L)
    .innerJoin(students, eq(students.id, L.studentId))
    .innerJoin(personnel, eq(personnel.id, L.personnelId))
    .innerJoin(majors, eq(majors.id, L.majorId))
    .$dynamic();

/** What the generic resource routes (platform/resource) list, search and sort private lessons by. */
export const privateLessonListing = {
  table: L,
  select: selectPrivateLessons,
  searchColumns: [students.searchKey, personnel.searchKey],
  orderBy: [desc(L.date), desc(L.startsAt)],
  sortColumns: {
    // One expression, so that the direction applies to the hour as well ('09:30' text sorts right).
    date: sql`${L.date}::text || ' ' || ${L.startsAt}`,
    student: students.sortKey,
    teacher: turkishOrder(sql`${personnel.lastName} || ' ' || ${personnel.firstName}`),
  },
};

/** The Excel file's rows a page at a time, newest first. */
export const privateLessonRows = (db: Db, scope: TenantScope, filters: PrivateLessonFilters) => {
  const where = and(ownedBy(L, scope), privateLessonFilterWhere(filters));
  return (limit: number, offset: number) =>
    selectPrivateLessons(db)
      .where(where)
      .orderBy(desc(L.date), desc(L.startsAt), asc(L.id))
      .limit(limit)
      .offset(offset);
};
