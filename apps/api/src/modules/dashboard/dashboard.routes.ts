import { ZAccountSummarySchema } from '@panel/shared/accounts/contracts';
import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { ACTIONS, type ActionKey } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import type { AuthContext } from '../../platform/request-context';
import { type TenantScope, tenantOf } from '../../platform/tenancy';
import { licenseDaysLeft } from '../administration/licenses/license.queries';
import { countUnread } from '../communications/announcements/announcement.queries';
import { followUpCounts } from '../crm/customer-filter.queries';
import { lastExamAverages } from '../exams/exam-average.queries';
import { getWidgetsFor } from '../permissions/permission.service';
import { daySlotCounts } from '../roll-calls/roll-call.queries';
import { dayAbsences } from '../roll-calls/roll-call-report.queries';
import {
  cashBookBalances,
  installmentFigures,
  overdueFigures,
  placeNames,
  studentFigures,
  todayCollections,
  weekRegistrationFigures,
} from './dashboard.queries';
import { accountSummary } from './provider-summary.queries';

const ZDashboardSummarySchema = z.object({
  businessName: z.string().nullable(),
  branchName: z.string().nullable(),
  role: z.string().nullable(),
  roleLabel: z.string().nullable(),
});

const ZDayRange = z.object({ from: z.string(), to: z.string() });
const ZComparison = z.object({
  month: z.number(),
  monthLastYear: z.number(),
  year: z.number(),
  yearLastYear: z.number(),
});

const ZStudentWidgetSchema = z.object({
  liveStudents: z.number(),
  periods: z.object({
    month: ZDayRange,
    monthLastYear: ZDayRange,
    year: ZDayRange,
    yearLastYear: ZDayRange,
  }),
  newStudents: ZComparison,
  registrations: ZComparison,
});

const ZDueTotals = ZDayRange.extend({ due: z.number(), collected: z.number() });
const ZInstallmentWidgetSchema = z.object({
  week: ZDueTotals,
  month: ZDueTotals,
  days: z.array(z.object({ day: z.string(), due: z.number(), collected: z.number() })),
});

const ZOverdueWidgetSchema = z.object({
  buckets: z.array(z.object({ key: z.string(), label: z.string(), count: z.number(), amount: z.number() })),
  total: z.object({ count: z.number(), amount: z.number() }),
});

const ZSalesWidgetsSchema = z.object({
  todayCollections: z.object({ count: z.number(), amount: z.number() }),
  overdue: z.object({ installmentCount: z.number(), amount: z.number() }),
});

const ZCashBookBalancesSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.string(),
    branchName: z.string(),
    balance: z.number(),
  }),
);

const ZRollCallWidgetSchema = z.object({ date: z.string(), lessons: z.number(), notTaken: z.number() });

const ZAbsenceWidgetSchema = z.object({
  date: z.string(),
  held: z.number(),
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  excused: z.number(),
  absentStudents: z.number(),
  absenceRate: z.number(),
});

const ZWeekRegistrationWidgetSchema = z.object({
  periods: z.object({ week: ZDayRange, weekLastYear: ZDayRange }),
  newStudents: z.object({ week: z.number(), weekLastYear: z.number() }),
  registrations: z.object({ week: z.number(), weekLastYear: z.number() }),
});

const ZFollowUpWidgetSchema = z.object({ date: z.string(), dueToday: z.number(), overdue: z.number() });

const ZLastExamWidgetSchema = z.object({
  exam: z.object({ id: z.string(), name: z.string(), date: z.string() }).nullable(),
  students: z.number(),
  averageNet: z.number().nullable(),
  branches: z.array(
    z.object({
      branchId: z.string().nullable(),
      branchName: z.string().nullable(),
      students: z.number(),
      averageNet: z.number(),
    }),
  ),
});

const ZAnnouncementWidgetSchema = z.object({ unread: z.number() });

const ZLicenseWidgetSchema = z.array(
  z.object({
    branchId: z.string(),
    branchName: z.string(),
    endsOn: z.string().nullable(),
    daysLeft: z.number().nullable(),
  }),
);

/**
 * The morning look of a founder or an accountant. Each widget's figures answer only an
 * account the permission screens let see the widget (GET widget/user): a widget taken away
 * there is refused here too, not just hidden.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const requireWidget = async (auth: AuthContext, ...ids: string[]) => {
    const granted = await getWidgetsFor(db, auth);
    if (!granted.some((w) => ids.includes(w.id))) throw forbidden('Bu gösterge için yetkiniz bulunmuyor.');
  };
  app.get(
    '/dashboard/summary',
    {
      config: { permission: ACTIONS.self.dashboard },
      schema: { response: { 200: ZDashboardSummarySchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.businessId) return { businessName: null, branchName: null, role: null, roleLabel: null };
      return {
        ...(await placeNames(db, auth.businessId, auth.branchId)),
        role: auth.role,
        roleLabel: auth.role ? roleLabels[auth.role as Role] : null,
      };
    },
  );

  /**
   * GET {path}: a widget's figures for the caller's scope today, answered only to an account
   * the permission screens let see one of `widgets`.
   */
  const widgetRoute = <A extends z.ZodType>(
    path: string,
    spec: { permission: ActionKey; answer: A; widgets: string[] },
    figures: (scope: TenantScope, today: string) => Promise<z.output<A>>,
  ) => {
    // figures is checked against the answer's schema where it is written; here any answer will do.
    const answer: z.ZodType = spec.answer;
    app.get(
      path,
      { config: { permission: spec.permission }, schema: { response: { 200: answer } } },
      async (request) => {
        const auth = requireAuth(request);
        const scope = tenantOf(auth);
        await requireWidget(auth, ...spec.widgets);
        return figures(scope, todayInIstanbul());
      },
    );
  };

  /** The finance desk's first look: what came in today (live collections) and what is late. */
  widgetRoute(
    '/dashboard/sales',
    {
      permission: ACTIONS.sales.view,
      answer: ZSalesWidgetsSchema,
      widgets: ['today-collections', 'overdue-total'],
    },
    async (scope, today) => {
      const [collected, overdue] = await Promise.all([
        todayCollections(db, scope, today),
        overdueFigures(db, scope, today),
      ]);
      return {
        todayCollections: collected,
        overdue: { installmentCount: overdue.total.count, amount: overdue.total.amount },
      };
    },
  );

  /** New students and registrations this month and this year, against the same days last year. */
  widgetRoute(
    '/dashboard/students',
    { permission: ACTIONS.students.view, answer: ZStudentWidgetSchema, widgets: ['student-registrations'] },
    (scope, today) => studentFigures(db, scope, today),
  );

  /** Installments due this week and this month and what has been collected of them. */
  widgetRoute(
    '/dashboard/installments',
    { permission: ACTIONS.sales.view, answer: ZInstallmentWidgetSchema, widgets: ['installments-due'] },
    (scope, today) => installmentFigures(db, scope, today),
  );

  /** What is late, in 0–30, 31–60, 61–90 and 90+ days. */
  widgetRoute(
    '/dashboard/overdue',
    { permission: ACTIONS.sales.view, answer: ZOverdueWidgetSchema, widgets: ['overdue-total'] },
    (scope, today) => overdueFigures(db, scope, today),
  );

  /** Every active cash book of the scope with its balance today. */
  widgetRoute(
    '/dashboard/cash-books',
    { permission: ACTIONS.finance.view, answer: ZCashBookBalancesSchema, widgets: ['cash-book-balances'] },
    (scope, today) => cashBookBalances(db, scope, today),
  );

  /** Today's lessons and those whose roll call is not closed yet: a teacher's own, a branch's, all. */
  widgetRoute(
    '/dashboard/roll-calls',
    {
      permission: ACTIONS.education.rollcallTake,
      answer: ZRollCallWidgetSchema,
      widgets: ['rollcall-not-taken'],
    },
    // Counts only: the lists are the roll call screen's.
    async (scope, date) => ({ date, ...(await daySlotCounts(db, scope, date)) }),
  );

  /** Today's closed roll calls: absent marks, and how many students missed a lesson. */
  widgetRoute(
    '/dashboard/absences',
    { permission: ACTIONS.education.reports, answer: ZAbsenceWidgetSchema, widgets: ['absences-today'] },
    (scope, today) => dayAbsences(db, scope, today),
  );

  /** New students and registrations this week, against the same weekdays a year earlier. */
  widgetRoute(
    '/dashboard/registrations-week',
    {
      permission: ACTIONS.students.view,
      answer: ZWeekRegistrationWidgetSchema,
      widgets: ['registrations-week'],
    },
    (scope, today) => weekRegistrationFigures(db, scope, today),
  );

  /** Open CRM customers to call today (and those left from earlier days): a consultant's own. */
  widgetRoute(
    '/dashboard/crm-follow-ups',
    { permission: ACTIONS.crm.view, answer: ZFollowUpWidgetSchema, widgets: ['crm-follow-ups'] },
    async (scope, date) => ({ date, ...(await followUpCounts(db, scope, date)) }),
  );

  /** The newest exam read for the scope, with its average total net per branch. */
  widgetRoute(
    '/dashboard/last-exam',
    { permission: ACTIONS.exams.results, answer: ZLastExamWidgetSchema, widgets: ['last-exam-average'] },
    async (scope) =>
      (await lastExamAverages(db, scope)) ?? { exam: null, students: 0, averageNet: null, branches: [] },
  );

  /** Announcements to the user not read yet. */
  app.get(
    '/dashboard/announcements',
    {
      config: { permission: ACTIONS.self.announcements },
      schema: { response: { 200: ZAnnouncementWidgetSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      await requireWidget(auth, 'unread-announcements');
      return { unread: await countUnread(db, { userId: auth.userId, businessId: auth.businessId }) };
    },
  );

  /** How long each branch of the scope is licensed for from today. */
  widgetRoute(
    '/dashboard/license',
    { permission: ACTIONS.general.branchesManage, answer: ZLicenseWidgetSchema, widgets: ['license-days'] },
    (scope, today) => licenseDaysLeft(db, scope, today),
  );

  /** The provider's overview across every business (the admin accounts screen's figures). */
  app.get(
    '/admin/account-summary',
    {
      config: { permission: ACTIONS.admin.accountSummary },
      schema: { response: { 200: ZAccountSummarySchema } },
    },
    () => accountSummary(db),
  );
};
