import { absenceRate, type ZRollCallReportQuerySchema } from '@panel/shared/roll-calls/roll-call';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ReportRow, ReportSource } from '../../platform/report-routes';
import { ownedBy, type TenantScope } from '../../platform/scope';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { students } from '../students/student.table';
import { rollCallDayTotals as T } from './roll-call.table';

type Counts = { held: number; present: number; absent: number; late: number; excused: number };
export type RollCallReportTotals = Counts & { absenceRate: number };

const sumOf = (column: PgColumn | SQL.Aliased<number>) => sql<number>`coalesce(sum(${column}), 0)::int`;
const sums = () => ({
  held: sumOf(T.held),
  present: sumOf(T.present),
  absent: sumOf(T.absent),
  late: sumOf(T.late),
  excused: sumOf(T.excused),
});

/**
 * /education/report/rollcall: per student and class, the closed lessons of the range and
 * their marks, summed from the day totals (one row per student and day), never from the
 * marks themselves. Reads students and classes for the names and the order.
 */
export const rollCallReport = async (
  db: Db,
  scope: TenantScope,
  q: z.output<typeof ZRollCallReportQuerySchema>,
): Promise<ReportSource<RollCallReportTotals>> => {
  const where = and(
    ownedBy(T, scope),
    q.branchId ? eq(T.branchId, q.branchId) : undefined,
    q.schoolClassId ? eq(T.schoolClassId, q.schoolClassId) : undefined,
    q.studentId ? eq(T.studentId, q.studentId) : undefined,
    q.from ? gte(T.date, q.from) : undefined,
    q.to ? lte(T.date, q.to) : undefined,
  );
  const { held, present, absent, late, excused } = sums();
  const grouped = db
    .select({
      studentId: T.studentId,
      schoolClassId: T.schoolClassId,
      held: held.as('held'),
      present: present.as('present'),
      absent: absent.as('absent'),
      late: late.as('late'),
      excused: excused.as('excused'),
    })
    .from(T)
    .where(where)
    .groupBy(T.studentId, T.schoolClassId)
    .as('g');
  // Each grouped row's student by his key, one index lookup each: joined as a table, the
  // planner (which guesses the groups some 15 times too many) hashed all 100,000 students of
  // the business for a branch's 1,250 (42 ms of a 45 ms page). The LIMIT keeps it a lookup
  // (a subquery without one is folded into the join).
  const student = db
    .select({
      studentNo: students.studentNo,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`.as('student_name'),
      sortKey: students.sortKey,
    })
    .from(students)
    .where(eq(students.id, grouped.studentId))
    .limit(1)
    .as('s');
  type Summary = Counts & { rows: number };
  const over = (column: SQL.Aliased<number>) => sql<number>`(sum(${column}) over ())::int`;
  /** The first page read, whose rows carry the count and the totals of every group. */
  let firstPage: Promise<{ rows: ReportRow[]; summary: Summary | null }> | undefined;
  let summed: Promise<Summary> | undefined;
  // A page asks for its rows, the row count and the totals at once: the rows' query counts
  // and sums over all the groups as it pages them (window sums), so the groups are made
  // once; a page past the end, or totals asked alone (an export's), reads them on their own.
  const summary = () => {
    summed ??= (firstPage ?? Promise.resolve({ summary: null })).then(
      async ({ summary: known }) =>
        known ??
        (
          await db
            .select({
              rows: sql<number>`count(*)::int`,
              held: sumOf(grouped.held),
              present: sumOf(grouped.present),
              absent: sumOf(grouped.absent),
              late: sumOf(grouped.late),
              excused: sumOf(grouped.excused),
            })
            .from(grouped)
        )[0] ?? { rows: 0, held: 0, present: 0, absent: 0, late: 0, excused: 0 },
    );
    return summed;
  };
  const page = async (limit: number, offset: number) => {
    const rows = await db
      .select({
        studentNo: student.studentNo,
        studentName: student.studentName,
        schoolClassName: schoolClasses.name,
        held: grouped.held,
        present: grouped.present,
        absent: grouped.absent,
        late: grouped.late,
        excused: grouped.excused,
        all: {
          rows: sql<number>`(count(*) over ())::int`,
          held: over(grouped.held),
          present: over(grouped.present),
          absent: over(grouped.absent),
          late: over(grouped.late),
          excused: over(grouped.excused),
        },
      })
      .from(grouped)
      .innerJoinLateral(student, sql`true`)
      .innerJoin(schoolClasses, eq(schoolClasses.id, grouped.schoolClassId))
      .orderBy(asc(schoolClasses.sortKey), asc(student.sortKey))
      .limit(limit)
      .offset(offset);
    return {
      rows: rows.map(({ all: _, ...r }) => ({ ...r, absenceRate: absenceRate(r.absent, r.held) })),
      summary: rows[0]?.all ?? null,
    };
  };
  return {
    rows: async (limit, offset) => {
      const read = page(limit, offset);
      firstPage ??= read;
      return (await read).rows;
    },
    total: async () => (await summary()).rows,
    totals: async () => {
      const { rows: _, ...sum } = await summary();
      return { ...sum, absenceRate: absenceRate(sum.absent, sum.held) };
    },
  };
};

/**
 * A day's closed roll calls in the scope, summed from the day totals: the lessons held and
 * their marks, and how many students missed at least one lesson (the dashboard's absences).
 */
export const dayAbsences = async (db: Db, scope: TenantScope, day: string) => {
  const [row] = await db
    .select({
      ...sums(),
      absentStudents: sql<number>`(count(*) filter (where ${T.absent} > 0))::int`,
    })
    .from(T)
    .where(and(ownedBy(T, scope), eq(T.date, day)));
  const r = row ?? { held: 0, present: 0, absent: 0, late: 0, excused: 0, absentStudents: 0 };
  return { date: day, ...r, absenceRate: absenceRate(r.absent, r.held) };
};
