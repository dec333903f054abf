import { formatDay } from '@panel/shared/common/dates';
import { smsSize } from '@panel/shared/communications/sms';
import {
  ALERT_RULE_KINDS,
  type AlertRuleKind,
  DEFAULT_ALERT_TEMPLATES,
  DEFAULT_ALERT_THRESHOLDS,
  renderAlertTemplate,
  type TAlertRulesInput,
} from '@panel/shared/roll-calls/roll-call';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sendBulkSms } from '../../integrations/sms/bulk-sms';
import { type SmsProvider, sendSms } from '../../integrations/sms/sms';
import { auditedWrite } from '../../platform/crud';
import { forbidden } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ofBusiness } from '../../platform/tenancy';
import type { EnabledRule, RollCallRow } from './roll-call.queries';
import { rollCallAlertRules, rollCallAlerts } from './roll-call.table';
import { type DayFacts, dayFacts, parentPhones, studentNames } from './roll-call-alert.queries';

export const ALERT_SMS_PURPOSE = 'rollcall-alert';

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
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'rollcall-alert-rule', entityId: input.branchId, before },
    async (tx) => {
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
      return { id: input.branchId, after: input.rules, result: undefined };
    },
  );
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
  const [phones, names] = await Promise.all([parentPhones(db, studentIds), studentNames(db, studentIds)]);
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
export const sendDueAlerts = async (
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
