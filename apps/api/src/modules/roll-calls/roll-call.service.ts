import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { weekdayLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TRollCallMark, TRollCallOpen, TRollCallSubmit } from '@panel/shared/roll-calls/roll-call';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { badRequest, forbidden } from '../../platform/errors';
import { firstId } from '../../platform/first-id';
import type { AuthContext } from '../../platform/request-context';
import { isNarrow, type TenantScope } from '../../platform/scope';
import { hasAction } from '../permissions/permission.service';
import {
  assertReach,
  countOf,
  currentPupils,
  findSchoolClass,
  getRollCall,
  NOT_OWN_SLOT_MESSAGE,
  programLessonOn,
  type RollCallRow,
  rollCallForSubmit,
  teachesLesson,
  weekdayOf,
} from './roll-call.queries';
import { rollCallDayTotals, rollCallMarks, rollCalls } from './roll-call.table';
import { type AlertSend, evaluateAlerts, sendDueAlerts } from './roll-call-alert.service';

const R = rollCalls;
const M = rollCallMarks;
const T = rollCallDayTotals;

export const CLOSED_MESSAGE = 'Yoklama tamamlandı; değişikliği yalnızca yöneticiler yapabilir.';
export const OTHER_BRANCH_MESSAGE = 'Bu sınıf başka bir şubeye ait; yoklamasını alamazsınız.';
export const FUTURE_MESSAGE = 'Gelecek bir gün için yoklama alınamaz.';

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
  const klass = await findSchoolClass(db, scope, input.schoolClassId);
  if (!klass) throw badRequest('Seçilen sınıf bu kuruma ait değil.');
  if (scope.branchId && klass.branchId !== scope.branchId) throw forbidden(OTHER_BRANCH_MESSAGE);
  const lesson = { schoolClassId: klass.id, lessonTimeId: input.lessonTimeId, date: input.date };
  const entry = await programLessonOn(db, lesson);
  if (!entry)
    throw badRequest(
      `${klass.name} sınıfının ${formatDay(input.date)} ${weekdayLabels[weekdayOf(input.date)]} günü bu ders saatinde dersi yok.`,
    );
  if (scope.kind === 'classes') {
    if (!(await teachesLesson(db, scope, lesson))) throw forbidden(NOT_OWN_SLOT_MESSAGE);
  } else if (isNarrow(scope)) throw forbidden(NOT_OWN_SLOT_MESSAGE);

  const found = () =>
    firstId(
      db,
      R,
      and(eq(R.schoolClassId, klass.id), eq(R.date, input.date), eq(R.lessonTimeId, input.lessonTimeId)),
    );
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
      const pupils = await currentPupils(tx, klass.id);
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
  return getRollCall(db, scope, (await found())!);
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
    rollCallForSubmit(db, scope, input.id),
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
