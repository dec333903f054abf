import type { TermDays } from '@panel/shared/common/dates';
import type { Weekday } from '@panel/shared/education/enums';
import type {
  AlertRuleKind,
  DaySlot,
  RollCallOpenState,
  RollCallState,
} from '@panel/shared/roll-calls/roll-call';
import { and, asc, between, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { firstId } from '../../platform/first-id';
import { preparedPer } from '../../platform/prepared';
import {
  isNarrow,
  ownedBy,
  ownPersonnelId,
  ownPersonnelIdParam,
  studentsVisibleTo,
  type TenantScope,
} from '../../platform/scope';
import { inBusiness, ofBusiness, sameBusiness } from '../../platform/tenancy';
import { majors } from '../administration/majors/major.table';
import { auditLog } from '../audit/audit-log.table';
import { lessonProgramEntries as E } from '../education/lesson-programs/lesson-program.table';
import { lessonTimes } from '../education/lesson-times/lesson-time.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { semesters } from '../education/semesters/semester.table';
import { personnel } from '../personnel/personnel.table';
import { students } from '../students/student.table';
import { users } from '../users/user.table';
import { rollCallMarks as M, rollCalls as R, rollCallAlertRules } from './roll-call.table';

export const NOT_OWN_SLOT_MESSAGE = 'Yalnızca kendi derslerinizin yoklamasını alabilirsiniz.';

/** Monday 1 ... Sunday 7, as the lesson program numbers days. */
export const weekdayOf = (day: string): Weekday => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (d === 0 ? 7 : d) as Weekday;
};

const teacherName = sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`;
export const studentName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;

/** How many of the counted marks are in this state. */
export const countOf = (state: RollCallState) =>
  sql<number>`(count(*) filter (where ${M.state} = ${state}))::int`;

/**
 * The program cells a caller takes roll call of: a teacher (`classes` scope) only the
 * lessons he teaches, a branch scope its branch, a business scope every branch.
 */
const slotReach = (scope: TenantScope): SQL | undefined => {
  if (scope.kind === 'classes') return eq(E.personnelId, ownPersonnelId(scope));
  if (isNarrow(scope)) return sql`false`;
  return scope.branchId ? eq(E.branchId, scope.branchId) : undefined;
};

/** The lesson program's lessons of a day in the scope, in a term that runs that day. */
const slotsOfDay = (scope: TenantScope, day: string) =>
  and(
    inBusiness(E.businessId, scope),
    eq(E.weekday, weekdayOf(day)),
    lte(semesters.startsOn, day),
    gte(semesters.endsOn, day),
    slotReach(scope),
  );

/** A lesson's roll call of the day, if opened; the business lets the day's roll calls come by its index. */
const slotRollCall = (day: string) =>
  and(
    sameBusiness(R.businessId, E.businessId),
    eq(R.schoolClassId, E.schoolClassId),
    eq(R.date, day),
    eq(R.lessonTimeId, E.lessonTimeId),
  );

const notClosed = sql`${R.openState} is distinct from 'Close'`;

/**
 * The lessons held on a day (the program's cells for its weekday, within the class's
 * term) with their roll calls' state and counts: a teacher's day, a class's day grid and
 * the branch's "not yet taken" list read this.
 */
export const daySlots = async (
  db: Db,
  scope: TenantScope,
  day: string,
  filter: { schoolClassId?: string; branchId?: string; notTaken?: boolean; limit?: number; offset?: number },
): Promise<{ rows: DaySlot[]; total: number }> => {
  const where = and(
    slotsOfDay(scope, day),
    filter.schoolClassId ? eq(E.schoolClassId, filter.schoolClassId) : undefined,
    filter.branchId ? eq(E.branchId, filter.branchId) : undefined,
    filter.notTaken ? notClosed : undefined,
  );
  const base = () =>
    db
      .select({
        schoolClassId: E.schoolClassId,
        schoolClassName: schoolClasses.name,
        branchId: E.branchId,
        lessonTimeId: E.lessonTimeId,
        slotNo: lessonTimes.slotNo,
        startsAt: lessonTimes.startsAt,
        endsAt: lessonTimes.endsAt,
        majorName: majors.name,
        teacherName,
        rollCallId: R.id,
        openState: sql<RollCallOpenState>`coalesce(${R.openState}, 'Idle')`,
        studentCount: sql<number>`case when ${R.id} is null
          then (select count(*)::int from ${students} where ${students.schoolClassId} = ${E.schoolClassId}
                and ${students.deletedAt} is null)
          else (select count(*)::int from ${M} where ${M.rollCallId} = ${R.id}) end`,
        absent: sql<number>`(select count(*)::int from ${M} where ${M.rollCallId} = ${R.id} and ${M.state} = 'Absent')`,
        late: sql<number>`(select count(*)::int from ${M} where ${M.rollCallId} = ${R.id} and ${M.state} = 'Late')`,
      })
      .from(E)
      .innerJoin(semesters, eq(semesters.id, E.semesterId))
      .innerJoin(schoolClasses, eq(schoolClasses.id, E.schoolClassId))
      .innerJoin(lessonTimes, eq(lessonTimes.id, E.lessonTimeId))
      .innerJoin(majors, eq(majors.id, E.majorId))
      .innerJoin(personnel, eq(personnel.id, E.personnelId))
      .leftJoin(R, slotRollCall(day))
      .where(where);
  const [rows, [total]] = await Promise.all([
    base()
      .orderBy(asc(lessonTimes.slotNo), asc(schoolClasses.sortKey))
      .limit(filter.limit ?? 500)
      .offset(filter.offset ?? 0),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(E)
      .innerJoin(semesters, eq(semesters.id, E.semesterId))
      .leftJoin(R, slotRollCall(day))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** How many lessons the day has in the scope, and how many of them have no closed roll call yet. */
export const daySlotCounts = async (db: Db, scope: TenantScope, day: string) => {
  const [row] = await db
    .select({
      lessons: sql<number>`count(*)::int`,
      notTaken: sql<number>`(count(*) filter (where ${notClosed}))::int`,
    })
    .from(E)
    .innerJoin(semesters, eq(semesters.id, E.semesterId))
    .leftJoin(R, slotRollCall(day))
    .where(slotsOfDay(scope, day));
  return { lessons: row?.lessons ?? 0, notTaken: row?.notTaken ?? 0 };
};

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

/** A class of the caller's business, with its branch: the class a roll call is opened for. */
export const findSchoolClass = async (db: Db, scope: TenantScope, schoolClassId: string) =>
  (
    await db
      .select({ id: schoolClasses.id, branchId: schoolClasses.branchId, name: schoolClasses.name })
      .from(schoolClasses)
      .where(and(eq(schoolClasses.id, schoolClassId), inBusiness(schoolClasses.businessId, scope)))
  )[0];

type ProgramLesson = { schoolClassId: string; lessonTimeId: string; date: string };

/** The class's program cell for this lesson on the day's weekday, in a term that runs that day. */
export const programLessonOn = async (db: Db, lesson: ProgramLesson) =>
  (
    await db
      .select({ personnelId: E.personnelId, majorId: E.majorId })
      .from(E)
      .innerJoin(semesters, eq(semesters.id, E.semesterId))
      .where(
        and(
          eq(E.schoolClassId, lesson.schoolClassId),
          eq(E.weekday, weekdayOf(lesson.date)),
          eq(E.lessonTimeId, lesson.lessonTimeId),
          lte(semesters.startsOn, lesson.date),
          gte(semesters.endsOn, lesson.date),
        ),
      )
  )[0];

/** Whether the caller's staff record teaches this lesson of the class's program on the day's weekday. */
export const teachesLesson = async (db: Db, scope: TenantScope, lesson: ProgramLesson) => {
  const [own] = await db
    .select({ ok: sql<number>`1` })
    .from(E)
    .where(
      and(
        eq(E.schoolClassId, lesson.schoolClassId),
        eq(E.weekday, weekdayOf(lesson.date)),
        eq(E.lessonTimeId, lesson.lessonTimeId),
        eq(E.personnelId, ownPersonnelId(scope)),
      ),
    );
  return Boolean(own);
};

/** The class's current (not deleted) students: those a new roll call marks present. */
export const currentPupils = (db: Db, schoolClassId: string) =>
  db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.schoolClassId, schoolClassId), sql`${students.deletedAt} is null`));

export type RollCallRow = typeof R.$inferSelect;

/**
 * The caller may see this roll call: another business's is not found (the query's
 * condition), another branch's is refused by name, and a teacher reaches only the lessons
 * he teaches (`own`: the roll call's teacher is the caller's staff record).
 */
export const assertReach = <T>(
  scope: TenantScope,
  row: (T & { branchId: string; own: boolean | null }) | undefined,
): T => {
  if (!row) throw notFound('Yoklama bulunamadı.');
  if (scope.branchId && row.branchId !== scope.branchId) throw forbidden('Bu yoklama başka bir şubeye ait.');
  if (scope.kind === 'classes' ? !row.own : isNarrow(scope)) throw forbidden(NOT_OWN_SLOT_MESSAGE);
  return row;
};

const scopeParams = (scope: TenantScope, id: string) => ({
  id,
  businessId: scope.businessId,
  accountId: scope.accountId,
});

export type EnabledRule = {
  kind: AlertRuleKind;
  threshold: number | null;
  sendDelayMinutes: number;
  template: string;
};

type SlotMark = {
  id: string;
  studentId: string;
  studentName: string;
  studentNo: number;
  state: RollCallState;
  lateMinutes: number | null;
  excuseReason: string | null;
};

/**
 * Built once: a teacher opens a roll call at the start of every lesson, and the screen's
 * read is one statement (the marks as a JSON array).
 */
const rollCallReads = preparedPer((db) => {
  const own = sql<boolean | null>`${R.personnelId} = ${ownPersonnelIdParam()}`;
  const byId = and(eq(R.id, sql.placeholder('id')), ofBusiness(R.businessId, sql.placeholder('businessId')));
  const marks = sql<SlotMark[]>`(
    select coalesce(json_agg(json_build_object(
      'id', ${M.id}, 'studentId', ${M.studentId}, 'studentName', ${studentName},
      'studentNo', ${students.studentNo}, 'state', ${M.state},
      'lateMinutes', ${M.lateMinutes}, 'excuseReason', ${M.excuseReason}
    ) order by ${students.sortKey}), '[]'::json)
    from ${M} inner join ${students} on ${students.id} = ${M.studentId}
    where ${M.rollCallId} = ${R.id})`;
  const AR = rollCallAlertRules;
  // The branch's rules that are on, read with the roll call: a submit needs both.
  const enabledRules = sql<EnabledRule[]>`(
    select coalesce(json_agg(json_build_object(
      'kind', ${AR.kind}, 'threshold', ${AR.threshold},
      'sendDelayMinutes', ${AR.sendDelayMinutes}, 'template', ${AR.template}
    )), '[]'::json)
    from ${AR} where ${AR.branchId} = ${R.branchId} and ${AR.isEnabled})`;
  return {
    row: db.select({ rc: R, branchId: R.branchId, own }).from(R).where(byId).prepare('roll_call_in_scope'),
    forSubmit: db
      .select({ rc: R, branchId: R.branchId, own, rules: enabledRules })
      .from(R)
      .where(byId)
      .prepare('roll_call_for_submit'),
    slot: db
      .select({
        id: R.id,
        schoolClassId: R.schoolClassId,
        branchId: R.branchId,
        date: R.date,
        lessonTimeId: R.lessonTimeId,
        openState: sql<RollCallOpenState>`${R.openState}`,
        closedAt: R.closedAt,
        schoolClassName: schoolClasses.name,
        slotNo: lessonTimes.slotNo,
        startsAt: lessonTimes.startsAt,
        endsAt: lessonTimes.endsAt,
        majorName: majors.name,
        teacherName,
        marks,
        own,
      })
      .from(R)
      .innerJoin(schoolClasses, eq(schoolClasses.id, R.schoolClassId))
      .innerJoin(lessonTimes, eq(lessonTimes.id, R.lessonTimeId))
      .innerJoin(majors, eq(majors.id, R.majorId))
      .innerJoin(personnel, eq(personnel.id, R.personnelId))
      .where(byId)
      .prepare('roll_call_slot'),
  };
});

const rollCallInScope = async (db: Db, scope: TenantScope, id: string): Promise<RollCallRow> => {
  const [row] = await rollCallReads(db).row.execute(scopeParams(scope, id));
  return assertReach(scope, row).rc;
};

/** The roll call a submit saves with its branch's rules that are on, unchecked: the caller applies `assertReach`. */
export const rollCallForSubmit = (db: Db, scope: TenantScope, id: string) =>
  rollCallReads(db).forSubmit.execute(scopeParams(scope, id));

/** A roll call as the marking screen shows it: the lesson, and every student's mark. */
export const getRollCall = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await rollCallReads(db).slot.execute(scopeParams(scope, id));
  const { own: _own, closedAt, ...slot } = assertReach(scope, row);
  return { ...slot, closedAt: closedAt?.toISOString() ?? null };
};

/** The corrections made to a closed roll call, oldest first: who changed which mark from what to what. */
export const rollCallHistory = async (db: Db, scope: TenantScope, id: string) => {
  await rollCallInScope(db, scope, id);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      studentName,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(M, sql`${M.id}::text = ${auditLog.entityId}`)
    .innerJoin(students, eq(students.id, M.studentId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(eq(auditLog.entity, 'rollcall-mark'), eq(M.rollCallId, id), inBusiness(auditLog.businessId, scope)),
    )
    .orderBy(asc(auditLog.id));
  type Fields = { state: RollCallState; lateMinutes: number | null; excuseReason: string | null };
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    userName: r.userName,
    studentName: r.studentName,
    before: r.before as Fields,
    after: r.after as Fields,
  }));
};

/** What a student's attendance counts: lessons held with a mark, each state, and days absent. */
const attendanceCounts = {
  held: sql<number>`count(*)::int`,
  present: countOf('Present'),
  absent: countOf('Absent'),
  late: countOf('Late'),
  excused: countOf('Excused'),
  absentDays: sql<number>`(count(distinct ${M.date}) filter (where ${M.state} = 'Absent'))::int`,
};

export type AttendanceTotals = { [K in keyof typeof attendanceCounts]: number };
export const NO_ATTENDANCE: AttendanceTotals = {
  held: 0,
  present: 0,
  absent: 0,
  late: 0,
  excused: 0,
  absentDays: 0,
};

/** The marks of closed roll calls of the students, between the term's days when given. */
const closedMarksOf = (studentIds: string[], term?: TermDays) =>
  and(
    inArray(M.studentId, studentIds),
    eq(R.openState, 'Close'),
    term ? between(M.date, term.startsOn, term.endsOn) : undefined,
  );

/**
 * A student's attendance by ISO week, newest first, and the totals: for the profile's lesson
 * tab, and within `term` (its days) for the mobile page's "this term".
 */
export const studentAttendance = async (db: Db, studentId: string, term?: TermDays) => {
  const weeks = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${M.date}::timestamp), 'YYYY-MM-DD')`,
      ...attendanceCounts,
    })
    .from(M)
    .innerJoin(R, eq(R.id, M.rollCallId))
    .where(closedMarksOf([studentId], term))
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(60);
  const totals = weeks.reduce<AttendanceTotals>(
    (t, w) => ({
      held: t.held + w.held,
      present: t.present + w.present,
      absent: t.absent + w.absent,
      late: t.late + w.late,
      excused: t.excused + w.excused,
      absentDays: t.absentDays + w.absentDays,
    }),
    NO_ATTENDANCE,
  );
  return { weeks, totals };
};

/**
 * Each student's attendance totals of a term, for students the caller was shown: what
 * `studentAttendance` totals for one student, read for a whole class at once (its report
 * cards). A student without a mark is absent from the map.
 */
export const attendanceTotalsOf = async (db: Db, studentIds: string[], term: TermDays) => {
  if (studentIds.length === 0) return new Map<string, AttendanceTotals>();
  const rows = await db
    .select({ studentId: M.studentId, ...attendanceCounts })
    .from(M)
    .innerJoin(R, eq(R.id, M.rollCallId))
    .where(closedMarksOf(studentIds, term))
    .groupBy(M.studentId);
  return new Map(rows.map(({ studentId, ...totals }) => [studentId, totals]));
};

/** A student's attendance, once the student is one the caller may see. */
export const getStudentAttendance = async (db: Db, scope: TenantScope, studentId: string) => {
  const student = await firstId(db, students, and(eq(students.id, studentId), studentsVisibleTo(scope)));
  if (!student) throw notFound('Öğrenci bulunamadı.');
  return studentAttendance(db, student);
};
