import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { SMS_BATCH_QUEUED_MESSAGE } from '@panel/shared/communications/sms';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ROLL_CALL_REPORT_COLUMNS,
  ZAlertListQuerySchema,
  ZAlertRulesInputSchema,
  ZAlertRulesSavedSchema,
  ZAlertRulesSchema,
  ZNotTakenPageSchema,
  ZNotTakenQuerySchema,
  ZRollCallAlertPageSchema,
  ZRollCallClassDayQuerySchema,
  ZRollCallClassDaySchema,
  ZRollCallDayQuerySchema,
  ZRollCallDaySchema,
  ZRollCallHistorySchema,
  ZRollCallOpenSchema,
  ZRollCallReportQuerySchema,
  ZRollCallReportRowSchema,
  ZRollCallReportTotalsSchema,
  ZRollCallSchema,
  ZRollCallSubmitAnswerSchema,
  ZRollCallSubmitSchema,
  ZStudentAttendanceSchema,
} from '@panel/shared/roll-calls/roll-call';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { registerReportRoutes } from '../../platform/report-routes';
import { tenantOf } from '../../platform/tenancy';
import { getBranchOrThrow } from '../administration/branches/branch.service';
import {
  daySlots,
  getClassDay,
  getRollCall,
  getStudentAttendance,
  rollCallHistory,
} from './roll-call.queries';
import { openRollCall, submitRollCall } from './roll-call.service';
import { findRollCallAlerts } from './roll-call-alert.queries';
import {
  type AlertSend,
  branchAlertRules,
  dispatchDueAlerts,
  saveAlertRules,
} from './roll-call-alert.service';
import { rollCallReport } from './roll-call-report.queries';

/** Alerts waiting out their send window go out within a minute of it closing. */
const DISPATCH_EVERY_MS = 60_000;

const startDispatcher = (app: FastifyInstance) => {
  if (app.config.env === 'test') return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatchDueAlerts(app.db, app.sms, new Date(), { userId: null, accountId: null })
      .catch((error: unknown) => app.log.error({ err: error }, 'roll call alert dispatch failed'))
      .finally(() => {
        running = false;
      });
  }, DISPATCH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

/** The teacher's notice after a save: the roll call is kept whatever became of its parents' SMS. */
const submitMessage = (result: { changed: number } & AlertSend): string => {
  if (result.changed === 0) return 'Yoklamada değişiklik yok.';
  if (result.reportId)
    return `Yoklama kaydedildi. Veli bildirimleri: ${SMS_BATCH_QUEUED_MESSAGE(result.alertsQueued ?? 0)}`;
  if (result.alertsDelayed)
    return 'Yoklama kaydedildi. Veli SMS’leri şu an gönderilemedi; bir dakika içinde yeniden denenecek.';
  return `Yoklama kaydedildi.${result.alertsSent > 0 ? ` Velilere ${result.alertsSent} SMS gönderildi.` : ''}`;
};

/** /education/student/rollcall and /education/report/rollcall: roll call, parent alerts, the report. */
export const rollCallRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const take = { permission: ACTIONS.education.rollcallTake };
  const manage = { permission: ACTIONS.education.rollcallManage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));
  startDispatcher(app);

  app.get(
    '/education/rollcall/day',
    { config: take, schema: { querystring: ZRollCallDayQuerySchema, response: { 200: ZRollCallDaySchema } } },
    async (request) => {
      const date = request.query.date ?? todayInIstanbul();
      const { rows } = await daySlots(db, scopeOf(request), date, {});
      return { date, _data: rows };
    },
  );

  app.get(
    '/education/rollcall/class-day',
    {
      config: manage,
      schema: { querystring: ZRollCallClassDayQuerySchema, response: { 200: ZRollCallClassDaySchema } },
    },
    (request) =>
      getClassDay(db, scopeOf(request), request.query.schoolClassId, request.query.date ?? todayInIstanbul()),
  );

  app.get(
    '/education/rollcall/not-taken',
    { config: manage, schema: { querystring: ZNotTakenQuerySchema, response: { 200: ZNotTakenPageSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const { branchId, _pageNumber, _pageSize } = request.query;
      const date = request.query.date ?? todayInIstanbul();
      const { rows, total } = await daySlots(db, scope, date, {
        notTaken: true,
        ...(branchId ? { branchId } : {}),
        limit: _pageSize,
        offset: (_pageNumber - 1) * _pageSize,
      });
      return { date, _data: rows, _totalData: total, _pageCount: Math.ceil(total / _pageSize) };
    },
  );

  app.post(
    '/education/rollcall/open',
    { config: take, schema: { body: ZRollCallOpenSchema, response: { 200: ZRollCallSchema } } },
    (request) => openRollCall(db, request, scopeOf(request), request.body),
  );

  app.post(
    '/education/rollcall/submit',
    { config: take, schema: { body: ZRollCallSubmitSchema, response: { 200: ZRollCallSubmitAnswerSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const result = await submitRollCall(app, request, auth, tenantOf(auth), request.body);
      return { ...result, message: submitMessage(result) };
    },
  );

  app.get(
    '/education/rollcall/alert-rule',
    {
      config: manage,
      schema: {
        querystring: z.object({ branchId: z.uuid().optional() }),
        response: { 200: ZAlertRulesSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const branchId = request.query.branchId ?? scope.branchId;
      if (!branchId) return { branchId: null, rules: [] };
      if (scope.branchId && branchId !== scope.branchId)
        throw forbidden('Başka bir şubenin kurallarını göremezsiniz.');
      return { branchId, rules: await branchAlertRules(db, scope.businessId, branchId) };
    },
  );

  app.post(
    '/education/rollcall/alert-rule',
    { config: manage, schema: { body: ZAlertRulesInputSchema, response: { 200: ZAlertRulesSavedSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await getBranchOrThrow(db, scope, request.body.branchId);
      await saveAlertRules(db, request, scope, request.body);
      return { branchId: request.body.branchId, message: 'Bildirim kuralları kaydedildi.' };
    },
  );

  app.get(
    '/education/rollcall/alert',
    {
      config: manage,
      schema: { querystring: ZAlertListQuerySchema, response: { 200: ZRollCallAlertPageSchema } },
    },
    (request) => findRollCallAlerts(db, scopeOf(request), request.query),
  );

  app.get(
    '/education/rollcall/student/:id',
    {
      config: { permission: ACTIONS.students.view },
      schema: { params: ZIdParamsSchema, response: { 200: ZStudentAttendanceSchema } },
    },
    (request) => getStudentAttendance(db, scopeOf(request), request.params.id),
  );

  app.get(
    '/education/rollcall/:id/history',
    { config: take, schema: { params: ZIdParamsSchema, response: { 200: ZRollCallHistorySchema } } },
    (request) => rollCallHistory(db, scopeOf(request), request.params.id),
  );

  app.get(
    '/education/rollcall/:id',
    { config: take, schema: { params: ZIdParamsSchema, response: { 200: ZRollCallSchema } } },
    (request) => getRollCall(db, scopeOf(request), request.params.id),
  );

  registerReportRoutes(app, {
    path: '/education/report/rollcall',
    permission: ACTIONS.education.reports,
    title: 'Yoklama Raporu',
    fileName: 'yoklama-raporu',
    columns: ROLL_CALL_REPORT_COLUMNS,
    query: ZRollCallReportQuerySchema,
    source: rollCallReport,
    answer: { row: ZRollCallReportRowSchema, totals: ZRollCallReportTotalsSchema },
  });
};
