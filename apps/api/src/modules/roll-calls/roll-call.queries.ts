import type { TListQuery } from '@panel/shared/common/list-query';
import type { AlertRuleKind, AlertStatus, RollCallState } from '@panel/shared/roll-calls/roll-call';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { fetchPage } from '../../platform/listing';
import { ownedBy, studentsVisibleTo, type TenantScope } from '../../platform/scope';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { students } from '../students/student.table';
import { daySlots, studentAttendance } from './roll-call.service';
import { rollCallMarks as M, rollCallAlerts } from './roll-call.table';

const studentName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;

/** One class's day: its slots, its students and the marks already taken. */
export const getClassDay = async (db: Db, scope: TenantScope, schoolClassId: string, date: string) => {
  const [klass] = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name, branchId: schoolClasses.branchId })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, schoolClassId), ownedBy(schoolClasses, scope)));
  if (!klass) throw notFound('Sınıf bulunamadı.');
  const { rows: slots } = await daySlots(db, scope, date, { schoolClassId: klass.id });
  const pupils = await db
    .select({ id: students.id, name: studentName, studentNo: students.studentNo })
    .from(students)
    .where(and(eq(students.schoolClassId, klass.id), sql`${students.deletedAt} is null`))
    .orderBy(asc(students.sortKey));
  const ids = slots.map((s) => s.rollCallId).filter((id): id is string => id !== null);
  const marks =
    ids.length === 0
      ? []
      : await db
          .select({
            rollCallId: M.rollCallId,
            studentId: M.studentId,
            state: sql<RollCallState>`${M.state}`,
          })
          .from(M)
          .where(inArray(M.rollCallId, ids));
  return { date, schoolClass: klass, slots, students: pupils, marks };
};

export const findRollCallAlerts = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & { branchId?: string | undefined },
) => {
  const where = and(
    ownedBy(rollCallAlerts, scope),
    query.branchId ? eq(rollCallAlerts.branchId, query.branchId) : undefined,
  );
  return fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await db
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
          .where(where)
          .orderBy(desc(rollCallAlerts.createdAt), desc(rollCallAlerts.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: async () => (await db.select({ n: count() }).from(rollCallAlerts).where(where))[0]?.n ?? 0,
  });
};

/** A student's attendance, once the student is one the caller may see. */
export const getStudentAttendance = async (db: Db, scope: TenantScope, studentId: string) => {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), studentsVisibleTo(scope)));
  if (!student) throw notFound('Öğrenci bulunamadı.');
  return studentAttendance(db, student.id);
};
