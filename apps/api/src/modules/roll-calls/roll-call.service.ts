import { addDays, formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { smsSize } from '@panel/shared/communications/sms';
import { type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ALERT_RULE_KINDS,
  type AlertRuleKind,
  type DaySlot,
  DEFAULT_ALERT_TEMPLATES,
  DEFAULT_ALERT_THRESHOLDS,
  type RollCallOpenState,
  type RollCallState,
  renderAlertTemplate,
  type TAlertRulesInput,
  type TRollCallMark,
  type TRollCallOpen,
  type TRollCallSubmit,
} from '@panel/shared/roll-calls/roll-call';
import { and, asc, between, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sendBulkSms } from '../../integrations/sms/bulk-sms';
import { type SmsProvider, sendSms } from '../../integrations/sms/sms';
import { writeAudit } from '../../platform/audit';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { preparedPer } from '../../platform/prepared';
import type { AuthContext } from '../../platform/request-context';
import { isNarrow, ownPersonnelId, ownPersonnelIdParam, type TenantScope } from '../../platform/scope';
import { inBusiness, ofBusiness, sameBusiness } from '../../platform/tenancy';
import { majors } from '../administration/majors/major.table';
import { auditLog } from '../audit/audit-log.table';
import { lessonProgramEntries as E } from '../education/lesson-programs/lesson-program.table';
import { lessonTimes } from '../education/lesson-times/lesson-time.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { semesters } from '../education/semesters/semester.table';
import { hasAction } from '../permissions/permission.service';
import { personnel } from '../personnel/personnel.table';
import { parents, studentParents, students } from '../students/student.table';
import { users } from '../users/user.table';
import {
  rollCallAlertRules,
  rollCallAlerts,
  rollCallDayTotals,
  rollCallMarks,
  rollCalls,
} from './roll-call.table';

const R = rollCalls;
const M = rollCallMarks;
const T = rollCallDayTotals;

export const ALERT_SMS_PURPOSE = 'rollcall-alert';
export const CLOSED_MESSAGE = 'Yoklama tamamlandı; değişikliği yalnızca yöneticiler yapabilir.';
export const OTHER_BRANCH_MESSAGE = 'Bu sınıf başka bir şubeye ait; yoklamasını alamazsınız.';
export const NOT_OWN_SLOT_MESSAGE = 'Yalnızca kendi derslerinizin yoklamasını alabilirsiniz.';
export const FUTURE_MESSAGE = 'Gelecek bir gün için yoklama alınamaz.';

/** Monday 1 ... Sunday 7, as the lesson program numbers days. */
export const weekdayOf = (day: string): Weekday => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (d === 0 ? 7 : d) as Weekday;
};

const teacherName = sql<string>`${personnel.firstName} || ' ' || ${personnel.lastName}`;
const studentName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;
const countOf = (state: RollCallState) => sql<number>`(count(*) filter (where ${M.state} = ${state}))::int`;

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

type RollCallRow = typeof R.$inferSelect;

/**
 * The caller may see this roll call: another business's is not found (the query's
 * condition), another branch's is refused by name, and a teacher reaches only the lessons
 * he teaches (`own`: the roll call's teacher is the caller's staff record).
 */
const assertReach = <T>(
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

type EnabledRule = {
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

/** A roll call as the marking screen shows it: the lesson, and every student's mark. */
export const getRollCall = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await rollCallReads(db).slot.execute(scopeParams(scope, id));
  const { own: _own, closedAt, ...slot } = assertReach(scope, row);
  return { ...slot, closedAt: closedAt?.toISOString() ?? null };
};

/**
 * Opens the roll call of a class's lesson (Idle -> Open), every current student present,
 * or finds the one already opened. The lesson must be in the class's program that day.
 */
export const openRollCall = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TRollCallOpen,
  today = todayInIstanbul(),
) => {
  if (input.date > today) throw badRequest(FUTURE_MESSAGE);
  const [klass] = await db
    .select({ id: schoolClasses.id, branchId: schoolClasses.branchId, name: schoolClasses.name })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, input.schoolClassId), inBusiness(schoolClasses.businessId, scope)));
  if (!klass) throw badRequest('Seçilen sınıf bu kuruma ait değil.');
  if (scope.branchId && klass.branchId !== scope.branchId) throw forbidden(OTHER_BRANCH_MESSAGE);
  const weekday = weekdayOf(input.date);
  const [entry] = await db
    .select({ personnelId: E.personnelId, majorId: E.majorId })
    .from(E)
    .innerJoin(semesters, eq(semesters.id, E.semesterId))
    .where(
      and(
        eq(E.schoolClassId, klass.id),
        eq(E.weekday, weekday),
        eq(E.lessonTimeId, input.lessonTimeId),
        lte(semesters.startsOn, input.date),
        gte(semesters.endsOn, input.date),
      ),
    );
  if (!entry)
    throw badRequest(
      `${klass.name} sınıfının ${formatDay(input.date)} ${weekdayLabels[weekday]} günü bu ders saatinde dersi yok.`,
    );
  if (scope.kind === 'classes') {
    const [own] = await db
      .select({ ok: sql<number>`1` })
      .from(E)
      .where(
        and(
          eq(E.schoolClassId, klass.id),
          eq(E.weekday, weekday),
          eq(E.lessonTimeId, input.lessonTimeId),
          eq(E.personnelId, ownPersonnelId(scope)),
        ),
      );
    if (!own) throw forbidden(NOT_OWN_SLOT_MESSAGE);
  } else if (isNarrow(scope)) throw forbidden(NOT_OWN_SLOT_MESSAGE);

  const found = async () =>
    (
      await db
        .select({ id: R.id })
        .from(R)
        .where(
          and(eq(R.schoolClassId, klass.id), eq(R.date, input.date), eq(R.lessonTimeId, input.lessonTimeId)),
        )
    )[0];
  if (!(await found()))
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(R)
        .values({
          businessId: scope.businessId,
          branchId: klass.branchId,
          schoolClassId: klass.id,
          date: input.date,
          lessonTimeId: input.lessonTimeId,
          majorId: entry.majorId,
          personnelId: entry.personnelId,
          openState: 'Open',
        })
        // Two taps racing: the second finds the first's roll call.
        .onConflictDoNothing({ target: [R.schoolClassId, R.date, R.lessonTimeId] })
        .returning({ id: R.id });
      if (!created) return;
      const pupils = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.schoolClassId, klass.id), sql`${students.deletedAt} is null`));
      if (pupils.length > 0)
        await tx.insert(M).values(
          pupils.map((p) => ({
            businessId: scope.businessId,
            branchId: klass.branchId,
            rollCallId: created.id,
            studentId: p.id,
            schoolClassId: klass.id,
            date: input.date,
            state: 'Present',
          })),
        );
      await writeAudit(tx, request, {
        action: 'create',
        entity: 'rollcall',
        entityId: created.id,
        after: { ...input, openState: 'Open', students: pupils.length },
      });
    });
  return getRollCall(db, scope, (await found())!.id);
};

type MarkFields = { state: string; lateMinutes: number | null; excuseReason: string | null };
const sameMark = (a: MarkFields, b: MarkFields) =>
  a.state === b.state && a.lateMinutes === b.lateMinutes && a.excuseReason === b.excuseReason;

/**
 * Submits a roll call (Open -> Close), or changes marks of a closed one: only a manager
 * may, and each change is audited with before and after. Identical marks change nothing,
 * so a double tap or a retry is harmless. Alerts follow the day's marks.
 */
export const submitRollCall = async (
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  scope: TenantScope,
  input: TRollCallSubmit,
  now = new Date(),
) => {
  const { db } = app;
  // The marks are read beside the scope check and used only once it passes.
  const [found, current] = await Promise.all([
    rollCallReads(db).forSubmit.execute(scopeParams(scope, input.id)),
    db
      .select({
        id: M.id,
        studentId: M.studentId,
        state: M.state,
        lateMinutes: M.lateMinutes,
        excuseReason: M.excuseReason,
      })
      .from(M)
      .where(eq(M.rollCallId, input.id)),
  ]);
  const { rc, rules } = assertReach(scope, found[0]);
  const byStudent = new Map(current.map((m) => [m.studentId, m]));
  const strangers = input.marks.filter((m) => !byStudent.has(m.studentId));
  if (strangers.length > 0) throw badRequest('İşaretlenen öğrencilerden bazıları bu yoklamada yok.');
  const changes = input.marks
    .map((mark) => ({ before: byStudent.get(mark.studentId)!, after: mark }))
    .filter((c) => !sameMark(c.before, c.after));
  const closed = rc.openState === 'Close';
  if (closed && changes.length === 0) return { id: rc.id, changed: 0, alertsSent: 0 };
  if (closed && !(await hasAction(db, auth, ACTIONS.education.rollcallManage)))
    throw forbidden(CLOSED_MESSAGE);

  await db.transaction(async (tx) => {
    for (const { before, after } of changes) {
      await tx
        .update(M)
        .set({ state: after.state, lateMinutes: after.lateMinutes, excuseReason: after.excuseReason })
        .where(eq(M.id, before.id));
      // Before Close the teacher is still taking the roll call: only later changes are corrections.
      if (closed)
        await writeAudit(tx, request, {
          action: 'update',
          entity: 'rollcall-mark',
          entityId: before.id,
          before: {
            rollCallId: rc.id,
            studentId: before.studentId,
            state: before.state,
            lateMinutes: before.lateMinutes,
            excuseReason: before.excuseReason,
          },
          after: { rollCallId: rc.id, ...pick(after) },
        });
    }
    if (!closed) {
      await tx
        .update(R)
        .set({ openState: 'Close', closedAt: now, closedByAccountId: auth.accountId })
        .where(eq(R.id, rc.id));
      await writeAudit(tx, request, {
        action: 'update',
        entity: 'rollcall',
        entityId: rc.id,
        before: { openState: rc.openState },
        after: { openState: 'Close', changed: changes.length },
      });
    }
    const touched = closed ? changes.map((c) => c.before.studentId) : current.map((m) => m.studentId);
    await recountDays(tx, rc, touched);
    await evaluateAlerts(tx, rc, touched, rules, now);
  });
  // A branch without rules has nothing to send; the minute dispatcher sends what waits elsewhere.
  const alerts: AlertSend =
    rules.length > 0 ? await sendDueAlerts(app, request, rc.businessId, now) : { alertsSent: 0 };
  return { id: rc.id, changed: changes.length, ...alerts };
};

/** The day totals of these students in the roll call's class and day, counted again from the closed marks. */
const recountDays = async (db: Db, rc: Pick<RollCallRow, 'schoolClassId' | 'date'>, studentIds: string[]) => {
  if (studentIds.length === 0) return;
  await db
    .insert(T)
    .select(
      db
        .select({
          businessId: M.businessId,
          branchId: M.branchId,
          studentId: M.studentId,
          schoolClassId: M.schoolClassId,
          date: M.date,
          held: sql<number>`count(*)::int`.as('held'),
          present: countOf('Present').as('present'),
          absent: countOf('Absent').as('absent'),
          late: countOf('Late').as('late'),
          excused: countOf('Excused').as('excused'),
        })
        .from(M)
        .innerJoin(R, and(eq(R.id, M.rollCallId), eq(R.openState, 'Close')))
        .where(
          and(eq(M.schoolClassId, rc.schoolClassId), eq(M.date, rc.date), inArray(M.studentId, studentIds)),
        )
        .groupBy(M.businessId, M.branchId, M.studentId, M.schoolClassId, M.date),
    )
    .onConflictDoUpdate({
      target: [T.studentId, T.date, T.schoolClassId],
      set: {
        held: sql`excluded.held`,
        present: sql`excluded.present`,
        absent: sql`excluded.absent`,
        late: sql`excluded.late`,
        excused: sql`excluded.excused`,
      },
    });
};

const pick = (m: TRollCallMark) => ({
  studentId: m.studentId,
  state: m.state,
  lateMinutes: m.lateMinutes,
  excuseReason: m.excuseReason,
});

/** A branch's rules, every kind, with the defaults (off) for kinds never saved. */
export const branchAlertRules = async (db: Db, businessId: string, branchId: string) => {
  const saved = await db
    .select()
    .from(rollCallAlertRules)
    .where(
      and(ofBusiness(rollCallAlertRules.businessId, businessId), eq(rollCallAlertRules.branchId, branchId)),
    );
  return ALERT_RULE_KINDS.map((kind) => {
    const row = saved.find((r) => r.kind === kind);
    return {
      kind,
      isEnabled: row?.isEnabled ?? false,
      threshold: row ? row.threshold : DEFAULT_ALERT_THRESHOLDS[kind],
      sendDelayMinutes: row?.sendDelayMinutes ?? 0,
      template: row?.template ?? DEFAULT_ALERT_TEMPLATES[kind],
    };
  });
};

export const saveAlertRules = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TAlertRulesInput,
) => {
  if (scope.branchId && scope.branchId !== input.branchId)
    throw forbidden('Başka bir şubenin bildirim kurallarını değiştiremezsiniz.');
  const before = await branchAlertRules(db, scope.businessId, input.branchId);
  await db.transaction(async (tx) => {
    for (const rule of input.rules)
      await tx
        .insert(rollCallAlertRules)
        .values({ businessId: scope.businessId, branchId: input.branchId, ...rule })
        .onConflictDoUpdate({
          target: [rollCallAlertRules.branchId, rollCallAlertRules.kind],
          set: {
            isEnabled: rule.isEnabled,
            threshold: rule.threshold,
            sendDelayMinutes: rule.sendDelayMinutes,
            template: rule.template,
          },
        });
    await writeAudit(tx, request, {
      action: 'update',
      entity: 'rollcall-alert-rule',
      entityId: input.branchId,
      before,
      after: input.rules,
    });
  });
};

type DayFacts = {
  absent: boolean;
  late: boolean;
  firstSlot: string;
  firstMajor: string;
  consecutive: number;
  termDays: number;
  name: string;
};

/** What the rules need to know of a student's day: its marks, streak and term total. */
const dayFacts = async (db: Db, studentId: string, day: string): Promise<DayFacts | null> => {
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

/** Whether a rule holds for a day; the count rules hold on the day the count is reached. */
const ruleHolds = (kind: AlertRuleKind, threshold: number | null, f: DayFacts): number | false => {
  switch (kind) {
    case 'Absence':
      return f.absent ? 1 : false;
    case 'Late':
      return f.late ? 1 : false;
    case 'ConsecutiveAbsences':
      return f.absent && threshold !== null && f.consecutive === threshold ? f.consecutive : false;
    case 'TermAbsenceDays':
      return f.absent && threshold !== null && f.termDays === threshold ? f.termDays : false;
  }
};

/**
 * Brings the students' alerts of a day in line with their marks: a rule that holds gets
 * its one alert (the day key refuses a second), one that no longer holds cancels an
 * alert still waiting. A sent alert stays sent.
 */
export const evaluateAlerts = async (
  db: Db,
  rc: Pick<RollCallRow, 'id' | 'businessId' | 'branchId' | 'date'>,
  studentIds: string[],
  rules: readonly EnabledRule[],
  now: Date,
) => {
  if (studentIds.length === 0 || rules.length === 0) return;
  for (const studentId of new Set(studentIds)) {
    const facts = await dayFacts(db, studentId, rc.date);
    for (const rule of rules) {
      const count = facts ? ruleHolds(rule.kind, rule.threshold, facts) : false;
      const key = and(
        eq(rollCallAlerts.studentId, studentId),
        eq(rollCallAlerts.kind, rule.kind),
        eq(rollCallAlerts.date, rc.date),
      );
      if (count === false || !facts) {
        await db
          .update(rollCallAlerts)
          .set({ status: 'Cancelled' })
          .where(and(key, eq(rollCallAlerts.status, 'Pending')));
        continue;
      }
      const text = renderAlertTemplate(rule.template, {
        '{ogrenci}': facts.name,
        '{tarih}': formatDay(rc.date),
        '{ders_saati}': facts.firstSlot,
        '{ders}': facts.firstMajor,
        '{sayi}': String(count),
      });
      const sendAfter = new Date(now.getTime() + rule.sendDelayMinutes * 60_000);
      await db
        .insert(rollCallAlerts)
        .values({
          businessId: rc.businessId,
          branchId: rc.branchId,
          studentId,
          kind: rule.kind,
          date: rc.date,
          rollCallId: rc.id,
          text,
          status: 'Pending',
          sendAfter,
        })
        .onConflictDoUpdate({
          target: [rollCallAlerts.studentId, rollCallAlerts.kind, rollCallAlerts.date],
          set: { status: 'Pending', text, sendAfter, rollCallId: rc.id },
          // Only a cancelled alert comes back; a pending or sent one is left as it is.
          setWhere: sql`${rollCallAlerts.status} = 'Cancelled'`,
        });
    }
  }
};

/** The parents' mobile phones of each student, the payment person's first. */
const parentPhones = async (db: Db, studentIds: string[]): Promise<Map<string, string[]>> => {
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

type ClaimedAlert = { id: string; businessId: string; text: string; studentName: string; phones: string[] };

/**
 * The alerts whose send time has come, each claimed (Pending -> Sent) before its SMS go out,
 * so two senders never send one alert twice; with the phones it goes to and its cost. One
 * without a phone is left Unreachable.
 */
const claimDueAlerts = async (db: Db, now: Date, businessId?: string): Promise<ClaimedAlert[]> => {
  const due = await db
    .select({ id: rollCallAlerts.id })
    .from(rollCallAlerts)
    .where(
      and(
        eq(rollCallAlerts.status, 'Pending'),
        lte(rollCallAlerts.sendAfter, now),
        businessId ? ofBusiness(rollCallAlerts.businessId, businessId) : undefined,
      ),
    )
    .limit(1000);
  const claimed: { id: string; businessId: string; studentId: string; text: string }[] = [];
  for (const { id } of due) {
    const [alert] = await db
      .update(rollCallAlerts)
      .set({ status: 'Sent', sentAt: now })
      .where(and(eq(rollCallAlerts.id, id), eq(rollCallAlerts.status, 'Pending')))
      .returning({
        id: rollCallAlerts.id,
        businessId: rollCallAlerts.businessId,
        studentId: rollCallAlerts.studentId,
        text: rollCallAlerts.text,
      });
    if (alert) claimed.push(alert);
  }
  if (claimed.length === 0) return [];
  const studentIds = [...new Set(claimed.map((a) => a.studentId))];
  const [phones, names] = await Promise.all([
    parentPhones(db, studentIds),
    db.select({ id: students.id, name: studentName }).from(students).where(inArray(students.id, studentIds)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const out: ClaimedAlert[] = [];
  for (const alert of claimed) {
    const to = phones.get(alert.studentId) ?? [];
    await db
      .update(rollCallAlerts)
      .set(
        to.length === 0
          ? { status: 'Unreachable' }
          : { recipients: to, units: smsSize(alert.text).units * to.length },
      )
      .where(eq(rollCallAlerts.id, alert.id));
    if (to.length > 0) out.push({ ...alert, studentName: nameOf.get(alert.studentId) ?? '', phones: to });
  }
  return out;
};

/** The minute dispatcher's send: the alerts whose delay has run out. Answers how many SMS went. */
export const dispatchDueAlerts = async (
  db: Db,
  sms: SmsProvider,
  now: Date,
  sender: { businessId?: string; userId: string | null; accountId: string | null },
): Promise<number> => {
  let sent = 0;
  for (const alert of await claimDueAlerts(db, now, sender.businessId))
    for (const to of alert.phones) {
      await sendSms(db, sms, {
        to,
        text: alert.text,
        purpose: ALERT_SMS_PURPOSE,
        businessId: alert.businessId,
        senderUserId: sender.userId,
        senderAccountId: sender.accountId,
      });
      sent++;
    }
  return sent;
};

/**
 * What a save did with the alerts it made due: sent them now (`alertsSent` SMS), handed
 * them to the job queue (`reportId`, `alertsQueued` SMS), or, when the send failed, left
 * them for the minute dispatcher (`alertsDelayed`).
 */
export type AlertSend = {
  alertsSent: number;
  alertsQueued?: number;
  reportId?: string;
  alertsDelayed?: true;
};

/**
 * The alerts due now, through the screens' bulk door (a long list goes to the job queue).
 * Called once the roll call's transaction has committed: a queued batch never texts about
 * marks that could still roll back, and a send that fails leaves the saved roll call as it
 * is, the alerts this save claimed waiting again for the dispatcher (the SMS door holds a
 * repeat of one that went out before the failure as a duplicate).
 */
const sendDueAlerts = async (
  app: FastifyInstance,
  request: FastifyRequest,
  businessId: string,
  now: Date,
): Promise<AlertSend> => {
  try {
    const alerts = await claimDueAlerts(app.db, now, businessId);
    const messages = alerts.flatMap((a) => a.phones.map((to) => ({ name: a.studentName, to, text: a.text })));
    if (messages.length === 0) return { alertsSent: 0 };
    const outcome = await sendBulkSms(app, request, {
      purpose: ALERT_SMS_PURPOSE,
      title: 'Yoklama Bildirimleri',
      messages,
    });
    return outcome.reportId
      ? { alertsSent: 0, alertsQueued: messages.length, reportId: outcome.reportId }
      : { alertsSent: messages.length };
  } catch (error) {
    request.log.error({ err: error }, 'roll call alerts not sent; left for the dispatcher');
    // This save's claims carry its own time: those are the ones to give back.
    await app.db
      .update(rollCallAlerts)
      .set({ status: 'Pending', sentAt: null })
      .where(
        and(
          ofBusiness(rollCallAlerts.businessId, businessId),
          eq(rollCallAlerts.status, 'Sent'),
          eq(rollCallAlerts.sentAt, now),
        ),
      );
    return { alertsSent: 0, alertsDelayed: true };
  }
};

/**
 * A student's attendance by ISO week, newest first, and the totals: for the profile's lesson
 * tab, and within `term` (its days) for the mobile page's "this term".
 */
export const studentAttendance = async (
  db: Db,
  studentId: string,
  term?: { startsOn: string; endsOn: string },
) => {
  const weeks = await db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${M.date}::timestamp), 'YYYY-MM-DD')`,
      held: sql<number>`count(*)::int`,
      present: countOf('Present'),
      absent: countOf('Absent'),
      late: countOf('Late'),
      excused: countOf('Excused'),
      absentDays: sql<number>`(count(distinct ${M.date}) filter (where ${M.state} = 'Absent'))::int`,
    })
    .from(M)
    .innerJoin(R, eq(R.id, M.rollCallId))
    .where(
      and(
        eq(M.studentId, studentId),
        eq(R.openState, 'Close'),
        term ? between(M.date, term.startsOn, term.endsOn) : undefined,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(60);
  const totals = weeks.reduce(
    (t, w) => ({
      held: t.held + w.held,
      present: t.present + w.present,
      absent: t.absent + w.absent,
      late: t.late + w.late,
      excused: t.excused + w.excused,
      absentDays: t.absentDays + w.absentDays,
    }),
    { held: 0, present: 0, absent: 0, late: 0, excused: 0, absentDays: 0 },
  );
  return { weeks, totals };
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
