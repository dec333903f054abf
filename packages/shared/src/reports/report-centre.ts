import { z } from 'zod';

/**
 * The report centre (SPEC 2 /report-list, 3 report types, 7 POST report/set): documents
 * made in the background, their parameters, states and the answers the API gives.
 */

export const REPORT_STATES = ['Queued', 'Running', 'Done', 'Failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const reportStateLabels: Record<ReportState, string> = {
  Queued: 'Sırada',
  Running: 'Hazırlanıyor',
  Done: 'Hazır',
  Failed: 'Başarısız',
};

/** The types /report-list offers as forms; a list export starts from its screen's Excel button. */
export const FORM_REPORT_TYPES = [
  'report-cards',
  'day-receipts',
  'term-contracts',
  'student-list',
  'collection-report',
  'overdue-report',
  'finance-report',
  'expense-receipts',
  'class-program',
  'teacher-program',
  'roll-call-report',
  'assessment-results',
  'exam-results',
] as const;
export type FormReportType = (typeof FORM_REPORT_TYPES)[number];

/** Every type the centre makes: the forms, a report screen's long Excel, a bulk send. */
export const REPORT_TYPES = [...FORM_REPORT_TYPES, 'list-export', 'sms-batch'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** What POST report/set takes; an SMS batch is started only by the screen that sends it. */
export const CLIENT_REPORT_TYPES = [
  ...FORM_REPORT_TYPES,
  'list-export',
] as const satisfies readonly ReportType[];

/** Above this many rows a report screen's Excel is made by the report centre, not in its request (REPORT_EXPORT_ROWS). */
export const CENTRE_EXPORT_ROWS = 10_000;

/**
 * How the web form asks for a parameter: each kind is a select or a picker it already has;
 * a `choice` lists its own options.
 */
export const REPORT_FIELD_KINDS = [
  'branch',
  'schoolClass',
  'day',
  'studyState',
  'semester',
  'teacher',
  'assessmentAssignment',
  'exam',
  'choice',
] as const;
export type ReportFieldKind = (typeof REPORT_FIELD_KINDS)[number];

export type ReportFieldOption = { value: string; label: string };
export type ReportFieldSpec = {
  name: string;
  label: string;
  kind: ReportFieldKind;
  required: boolean;
  options?: readonly ReportFieldOption[];
};

/** A report screen's Excel: its API path, its title, and its filters as the screen sent them. */
export const ZListExportParamsSchema = z
  .object({
    path: z.string().min(1).max(200),
    title: z.string().max(200),
    query: z.string().max(4000),
  })
  .strict();

/** A bulk send made in the background: each message as its screen wrote it, in order. */
export const ZSmsBatchParamsSchema = z
  .object({
    purpose: z.string().min(1).max(50),
    title: z.string().max(200),
    messages: z
      .array(z.object({ name: z.string().max(200), to: z.string().max(30), text: z.string().max(2000) }))
      .min(1)
      .max(20_000),
  })
  .strict();

export type TListExportParams = z.infer<typeof ZListExportParamsSchema>;
export type TSmsBatchParams = z.infer<typeof ZSmsBatchParamsSchema>;

export const isReportType = (value: string): value is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(value);

export const UNKNOWN_REPORT_TYPE_MESSAGE = 'Bilinmeyen rapor türü.';
export const REPORT_NOT_READY_MESSAGE = 'Rapor henüz hazır değil.';

export const ZReportSetBodySchema = z.object({
  type: z.string().min(1, UNKNOWN_REPORT_TYPE_MESSAGE).max(50, UNKNOWN_REPORT_TYPE_MESSAGE),
  params: z.record(z.string(), z.unknown()).default({}),
});
export type TReportSetBody = z.infer<typeof ZReportSetBodySchema>;

export const ZReportSetAnswerSchema = z.object({ id: z.uuid(), message: z.string().optional() });

/** A report screen's Excel answer (202) when the report centre makes the file instead. */
export const ZListExportAnswerSchema = z.object({ reportId: z.uuid(), message: z.string() });
export const LIST_EXPORT_QUEUED_MESSAGE =
  'Liste uzun olduğu için Excel dosyası rapor merkezinde hazırlanıyor; yeni sekmede açılacak.';

export const ZReportResultSchema = z.object({
  id: z.uuid(),
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  params: z.record(z.string(), z.unknown()),
  state: z.enum(REPORT_STATES),
  progress: z.number().int(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type TReportResult = z.infer<typeof ZReportResultSchema>;

export const ZReportTypeSchema = z.object({
  type: z.enum(FORM_REPORT_TYPES),
  title: z.string(),
  description: z.string(),
  format: z.enum(['pdf', 'xlsx']),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      kind: z.enum(REPORT_FIELD_KINDS),
      required: z.boolean(),
      options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
    }),
  ),
});
export type TReportTypeInfo = z.infer<typeof ZReportTypeSchema>;

/** "1,2 MB": a file's size as the list shows it. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} ${units[unit]}`;
};

export const ZReportResultPageSchema = z.object({
  _data: z.array(ZReportResultSchema),
  _totalData: z.number(),
  _pageCount: z.number(),
});
