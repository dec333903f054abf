import { z } from 'zod';
import { ZListQuerySchema } from '../common/list-query';
import { zDayFilter } from '../validation/zod';
import { VISIT_CHANNELS } from './enums';

/** An optional real calendar day (zDayFilter): an impossible one is a 400, not a database error. */
const day = (label: string) => zDayFilter(label);
const page = <T extends z.ZodType>(row: T) =>
  z.object({ _data: z.array(row), _totalData: z.number().int(), _pageCount: z.number().int() });

const rangeInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const RANGE_ORDER = { error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', path: ['to'] };

const ZCrmReportFields = z.object({
  from: day('Başlangıç'),
  to: day('Bitiş'),
  branchId: z.uuid({ error: 'Geçersiz şube seçildi.' }).optional(),
});

/** Every CRM report's filters: a period and a branch. */
export const ZCrmReportFilter = ZCrmReportFields.refine(rangeInOrder, RANGE_ORDER);
export type TCrmReportFilter = z.infer<typeof ZCrmReportFilter>;

export const ZCrmReportListQuery = ZListQuerySchema.extend(ZCrmReportFields.shape).refine(
  rangeInOrder,
  RANGE_ORDER,
);

/** /crm/report/call-list: interviews per consultant and day, and how many came from a call list. */
export const ZCallReportRowSchema = z.object({
  day: z.string(),
  accountId: z.uuid().nullable(),
  consultantName: z.string().nullable(),
  interviews: z.number().int(),
  fromCallLists: z.number().int(),
  withNextContact: z.number().int(),
});
export const ZCallReportPageSchema = page(ZCallReportRowSchema).extend({ totalInterviews: z.number().int() });

/** /crm/report/interviews: the interviews of a period. */
export const ZInterviewReportRowSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  branchName: z.string(),
  consultantName: z.string().nullable(),
  channel: z.enum(VISIT_CHANNELS),
  stateName: z.string(),
  nextContactOn: z.string().nullable(),
  note: z.string().nullable(),
});
export const ZInterviewReportPageSchema = page(ZInterviewReportRowSchema);

export const STATE_PERIODS = ['week', 'month'] as const;
export type StatePeriod = (typeof STATE_PERIODS)[number];
export const statePeriodLabels: Record<StatePeriod, string> = { week: 'Haftalık', month: 'Aylık' };

export const ZStateStatisticsQuery = ZCrmReportFields.extend({
  period: z.enum(STATE_PERIODS, { error: 'Dönem haftalık ya da aylık olmalıdır.' }).default('week'),
}).refine(rangeInOrder, RANGE_ORDER);

/** /crm/report/interview-states/statistics: interviews per state per week or month. */
export const ZStateStatisticsSchema = z.object({
  periods: z.array(z.string()),
  states: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** counts[state index][period index] */
  counts: z.array(z.array(z.number().int())),
});

export const FUNNEL_GROUPS = ['branch', 'consultant', 'reference', 'campaign'] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];
export const funnelGroupLabels: Record<FunnelGroup, string> = {
  branch: 'Şube',
  consultant: 'Danışman',
  reference: 'Referans',
  campaign: 'Kampanya',
};

export const ZFunnelQuery = ZCrmReportFields.extend({
  groupBy: z
    .enum(FUNNEL_GROUPS, { error: 'Gruplama şube, danışman, referans ya da kampanya olmalıdır.' })
    .default('branch'),
}).refine(rangeInOrder, RANGE_ORDER);

/**
 * The funnel: customers created in the period, how many of them were interviewed, how many
 * registered (a student), and the rates in percent (one decimal).
 */
export const ZFunnelRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  customers: z.number().int(),
  interviewed: z.number().int(),
  registered: z.number().int(),
  interviewRate: z.number(),
  registerRate: z.number(),
});
export const ZFunnelSchema = z.object({ rows: z.array(ZFunnelRowSchema), total: ZFunnelRowSchema });

/** Percent with one decimal; zero of zero is zero. */
export const ratePercent = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
