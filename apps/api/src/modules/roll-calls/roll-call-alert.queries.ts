import { addDays } from '@panel/shared/common/dates';
import type { TListQuery } from '@panel/shared/common/list-query';
import type { AlertRuleKind, AlertStatus } from '@panel/shared/roll-calls/roll-call';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy, type TenantScope } from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import { majors } from '../administration/majors/major.table';
import { lessonTimes } from '../education/lesson-times/lesson-time.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { semesters } from '../education/semesters/semester.table';
import { parents, studentParents, students } from '../students/student.table';
import { studentName } from './roll-call.queries';
import { rollCallMarks as M, rollCalls as R, rollCallAlerts } from './roll-call.table';

export const findRollCallAlerts = async (
  db: Db,
  scope: TenantScope,
  query: TListQuery & { branchId?: string | undefined },
) => {
  const page = await selectPage(db, query, {
    countTable: rollCallAlerts,
    select: () =>
      db
        .select({
          id: rollCallAlerts.id,
          date: rollCallAlerts.date,
          kind: sql<AlertRuleKind>`${rollCallAlerts.kind}`,
          studentName,
          text: rollCallAlerts.text,
          status: sql<AlertStatus>`${rollCallAlerts.status}`,
          recipients: rollCallAlerts.recipients,
          units: rollCallAlerts.units,
          createdAt: rollCallAlerts.createdAt,
        })
        .from(rollCallAlerts)
        .innerJoin(students, eq(students.id, rollCallAlerts.studentId))
        .$dynamic(),
    where: and(
      ownedBy(rollCallAlerts, scope),
      query.branchId ? eq(rollCallAlerts.branchId, query.branchId) : undefined,
    ),
    orderBy: [desc(rollCallAlerts.createdAt), desc(rollCallAlerts.id)],
  });
  return { ...page, _data: page._data.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
};

export type DayFacts = {
  absent: boolean;
  late: boolean;
  firstSlot: string;
  firstMajor: string;
  consecutive: number;
  termDays: number;
  name: string;
};

/** What the rules need to know of a student's day: its marks, streak and term total. */
export const dayFacts = async (db: Db, studentId: string, day: string): Promise<DayFacts | null> => {
  const marks = await db
    .select({
      state: M.state,
      slotNo: lessonTimes.slotNo,
      startsAt: lessonTimes.startsAt,
      majorName: majors.name,
    })
    .from(M)
    .innerJoin(R, eq(R.id, M.rollCallId))
    .innerJoin(lessonTimes, eq(lessonTimes.id, R.lessonTimeId))
    .innerJoin(majors, eq(majors.id, R.majorId))
    .where(and(eq(M.studentId, studentId), eq(M.date, day), eq(R.openState, 'Close')))
    .orderBy(asc(lessonTimes.slotNo));
  if (marks.length === 0) return null;
  const first = marks.find((m) => m.state === 'Absent') ?? marks.find((m) => m.state === 'Late') ?? marks[0]!;
  const [student] = await db
    .select({ name: studentName, termStart: semesters.startsOn })
    .from(students)
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .leftJoin(semesters, eq(semesters.id, schoolClasses.semesterId))
    .where(eq(students.id, studentId));
  // Days with a closed mark, newest first: a day counts absent when any lesson was missed.
  const days = await db
    .select({ date: M.date, absent: sql<boolean>`bool_or(${M.state} = 'Absent')` })
    .from(M)
    .innerJoin(R, eq(R.id, M.rollCallId))
    .where(and(eq(M.studentId, studentId), lte(M.date, day), eq(R.openState, 'Close')))
    .groupBy(M.date)
    .orderBy(sql`${M.date} desc`)
    .limit(60);
  let consecutive = 0;
  for (const d of days) {
    if (!d.absent) break;
    consecutive++;
  }
  const termStart = student?.termStart ?? addDays(day, -365);
  const [term] = await db
    .select({ n: sql<number>`count(distinct ${M.date})::int` })
    .from(M)
    .where(and(eq(M.studentId, studentId), gte(M.date, termStart), lte(M.date, day), eq(M.state, 'Absent')));
  return {
    absent: marks.some((m) => m.state === 'Absent'),
    late: marks.some((m) => m.state === 'Late'),
    firstSlot: `${first.slotNo}. ders (${first.startsAt})`,
    firstMajor: first.majorName,
    consecutive,
    termDays: term?.n ?? 0,
    name: student?.name ?? '',
  };
};

/** The parents' mobile phones of each student, the payment person's first. */
export const parentPhones = async (db: Db, studentIds: string[]): Promise<Map<string, string[]>> => {
  const out = new Map<string, string[]>();
  if (studentIds.length === 0) return out;
  const rows = await db
    .select({
      studentId: studentParents.studentId,
      phone: parents.mobilePhone,
      payer: studentParents.isPaymentPerson,
    })
    .from(studentParents)
    .innerJoin(parents, eq(parents.id, studentParents.parentId))
    .where(inArray(studentParents.studentId, studentIds));
  for (const r of rows.sort((a, b) => Number(b.payer) - Number(a.payer)))
    if (r.phone) out.set(r.studentId, [...new Set([...(out.get(r.studentId) ?? []), r.phone])]);
  return out;
};

/** The students' names, for the alerts' bulk SMS list. */
export const studentNames = (db: Db, studentIds: string[]) =>
  db.select({ id: students.id, name: studentName }).from(students).where(inArray(students.id, studentIds));
