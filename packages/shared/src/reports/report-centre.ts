import { z } from 'zod';
import { STUDY_STATES } from '../students/enums';
import { MESSAGES } from '../validation/messages';

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

export const REPORT_TYPES = [
  'report-cards',
  'day-receipts',
  'student-list',
  'list-export',
  'sms-batch',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The types /report-list offers as forms; a list export starts from its screen's Excel button. */
export const FORM_REPORT_TYPES = [
  'report-cards',
  'day-receipts',
  'student-list',
] as const satisfies readonly ReportType[];
export type FormReportType = (typeof FORM_REPORT_TYPES)[number];

/** What POST report/set takes; an SMS batch is started only by the screen that sends it. */
export const CLIENT_REPORT_TYPES = [
  ...FORM_REPORT_TYPES,
  'list-export',
] as const satisfies readonly ReportType[];

/** Above this many rows a report screen's Excel is made by the report centre, not in its request (REPORT_EXPORT_ROWS). */
export const CENTRE_EXPORT_ROWS = 10_000;

/** How the web form asks for a parameter: each kind is a select or a picker it already has. */
export const REPORT_FIELD_KINDS = ['branch', 'schoolClass', 'day', 'studyState'] as const;
export type ReportFieldKind = (typeof REPORT_FIELD_KINDS)[number];

export type ReportFieldSpec = { name: string; label: string; kind: ReportFieldKind; required: boolean };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const zRequiredId = (label: string) =>
  z.uuid({ error: (issue) => (issue.input ? 'Geçersiz kayıt.' : MESSAGES.selectRequired(label)) });
const zOptionalId = () => z.uuid({ message: 'Geçersiz kayıt.' }).optional();

export const ZReportCardsParamsSchema = z.object({ schoolClassId: zRequiredId('Sınıf') }).strict();
export const ZDayReceiptsParamsSchema = z
  .object({
    branchId: zRequiredId('Şube'),
    day: z.string({ error: MESSAGES.dateRequired('Gün') }).regex(DAY, MESSAGES.dateRequired('Gün')),
  })
  .strict();
export const ZStudentListParamsSchema = z
  .object({
    branchId: zOptionalId(),
    schoolClassId: zOptionalId(),
    studyState: z.enum(STUDY_STATES, { message: 'Geçersiz durum.' }).optional(),
  })
  .strict();

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

export type TReportCardsParams = z.infer<typeof ZReportCardsParamsSchema>;
export type TDayReceiptsParams = z.infer<typeof ZDayReceiptsParamsSchema>;
export type TStudentListParams = z.infer<typeof ZStudentListParamsSchema>;
export type TListExportParams = z.infer<typeof ZListExportParamsSchema>;
export type TSmsBatchParams = z.infer<typeof ZSmsBatchParamsSchema>;

/** Each type's title, what it makes, and the form of its parameters. */
export const REPORT_TYPE_SPECS = {
  'report-cards': {
    title: 'Karne (Sınıf)',
    description:
      'Bir sınıfın öğrencilerinin dönem karneleri: sınav sonuçları, yoklama özeti ve notlar; tek PDF.',
    format: 'pdf',
    params: ZReportCardsParamsSchema,
    fields: [{ name: 'schoolClassId', label: 'Sınıf', kind: 'schoolClass', required: true }],
  },
  'day-receipts': {
    title: 'Günün Makbuzları',
    description: 'Bir şubenin bir gün aldığı tahsilatların makbuzları; tek PDF.',
    format: 'pdf',
    params: ZDayReceiptsParamsSchema,
    fields: [
      { name: 'branchId', label: 'Şube', kind: 'branch', required: true },
      { name: 'day', label: 'Gün', kind: 'day', required: true },
    ],
  },
  'student-list': {
    title: 'Genel Öğrenci Listesi',
    description: 'Öğrenci listesi Excel olarak; şube, sınıf ve duruma göre süzülebilir.',
    format: 'xlsx',
    params: ZStudentListParamsSchema,
    fields: [
      { name: 'branchId', label: 'Şube', kind: 'branch', required: false },
      { name: 'schoolClassId', label: 'Sınıf', kind: 'schoolClass', required: false },
      { name: 'studyState', label: 'Durum', kind: 'studyState', required: false },
    ],
  },
  'list-export': {
    title: 'Liste (Excel)',
    description: `${CENTRE_EXPORT_ROWS.toLocaleString('tr-TR')} satırı aşan bir rapor ekranının Excel dosyası.`,
    format: 'xlsx',
    params: ZListExportParamsSchema,
    fields: [],
  },
  'sms-batch': {
    title: 'Toplu SMS',
    description: 'Arka planda gönderilen toplu SMS ve her mesajın sonucu (Excel).',
    format: 'xlsx',
    params: ZSmsBatchParamsSchema,
    fields: [],
  },
} as const satisfies Record<
  ReportType,
  {
    title: string;
    description: string;
    format: 'pdf' | 'xlsx';
    params: z.ZodType;
    fields: readonly ReportFieldSpec[];
  }
>;

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
