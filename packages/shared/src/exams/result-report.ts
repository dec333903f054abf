import { z } from 'zod';
import { ZListQuerySchema } from '../common/list-query';

/** Nets and scores as every exam screen, sheet and SMS writes them: two decimals, Turkish comma. */
const twoDecimals = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatExamNumber = (value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : twoDecimals.format(value);

/** A rank as written on a sheet and in an SMS: a number or a dash when the sheet has none. */
export const formatRank = (rank: number | null | undefined): string =>
  rank === null || rank === undefined ? '-' : String(rank);

/** The result SMS a parent gets, once per student per exam. */
export const RESULT_SMS_TEMPLATE =
  '{ogrenci} {sinav} sonucu: Net {net} Puan {puan} Sıra (sınıf/şube/kurum) {sira}';

export type ResultSmsFacts = {
  studentName: string;
  examName: string;
  totalNet: number | null;
  score: number | null;
  rank: { class: number | null; branch: number | null; business: number | null };
};

/** "Ayşe Yılmaz TYT Deneme 1 sonucu: Net 85,25 Puan 412,50 Sıra (sınıf/şube/kurum) 3/12/45". */
export const resultSmsText = (f: ResultSmsFacts): string =>
  RESULT_SMS_TEMPLATE.replace('{ogrenci}', f.studentName)
    .replace('{sinav}', f.examName)
    .replace('{net}', formatExamNumber(f.totalNet))
    .replace('{puan}', formatExamNumber(f.score))
    .replace('{sira}', [f.rank.class, f.rank.branch, f.rank.business].map(formatRank).join('/'));

/** SMS purpose the adapter records the result messages under. */
export const RESULT_SMS_PURPOSE = 'exam-result';

export const ZUploadListQuerySchema = ZListQuerySchema.extend({
  examId: z.uuid({ message: 'Geçersiz sınav.' }).optional(),
});
export type TUploadListQuery = z.infer<typeof ZUploadListQuerySchema>;

export const ZStudentResultParamsSchema = z.object({
  id: z.uuid({ message: 'Geçersiz kayıt.' }),
  studentId: z.uuid({ message: 'Geçersiz öğrenci.' }),
});

export const ZStudentParamsSchema = z.object({ studentId: z.uuid({ message: 'Geçersiz öğrenci.' }) });

export const ZUploadParamsSchema = z.object({ uploadId: z.uuid({ message: 'Geçersiz kayıt.' }) });

const ZLineProblemSchema = z.object({ line: z.number().int(), reason: z.string() });

export const ZUploadRowSchema = z.object({
  id: z.uuid(),
  examId: z.uuid(),
  examName: z.string(),
  examDate: z.string(),
  encoding: z.string(),
  lines: z.number().int(),
  scored: z.number().int(),
  unmatched: z.number().int(),
  absent: z.number().int(),
  errorCount: z.number().int(),
  createdAt: z.string(),
});
export type TUploadRow = z.infer<typeof ZUploadRowSchema>;

export const ZUploadPageSchema = z.object({
  _data: z.array(ZUploadRowSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
});

export const ZUploadDetailSchema = ZUploadRowSchema.omit({ errorCount: true }).extend({
  errors: z.array(ZLineProblemSchema),
  /** Lines of this file still waiting for a hand match. */
  unmatchedLines: z.array(ZLineProblemSchema.extend({ id: z.uuid(), fullName: z.string() })),
});
export type TUploadDetail = z.infer<typeof ZUploadDetailSchema>;

export const ZStudentExamResultSchema = z.object({
  examId: z.uuid(),
  examName: z.string(),
  kind: z.string(),
  date: z.string(),
  totalNet: z.number().nullable(),
  score: z.number().nullable(),
  absent: z.boolean(),
  rank: z.object({
    class: z.number().int().nullable(),
    branch: z.number().int().nullable(),
    business: z.number().int().nullable(),
  }),
});
export type TStudentExamResult = z.infer<typeof ZStudentExamResultSchema>;

export const ZStudentExamResultPageSchema = z.object({
  _data: z.array(ZStudentExamResultSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
});

/** One student's result SMS: to whom and what, or why none goes. */
export const ZResultSmsRowSchema = z.object({
  studentId: z.uuid(),
  fullName: z.string(),
  phones: z.array(z.string()),
  text: z.string(),
  /** Already sent for this exam: a send skips it. */
  sent: z.boolean(),
});
export type TResultSmsRow = z.infer<typeof ZResultSmsRowSchema>;

export const ZResultSmsPreviewSchema = z.object({
  _data: z.array(ZResultSmsRowSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
  /** Students a send would reach now (scored, with a parent's phone, not yet sent). */
  toSend: z.number().int(),
  /** Messages a send would make now (one per parent phone). */
  messages: z.number().int(),
  alreadySent: z.number().int(),
  noPhone: z.number().int(),
});

export const ZResultSmsSendSchema = z.object({
  students: z.number().int(),
  messages: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
  /** A send too long for its request goes to the job queue: the report centre's result to open. */
  reportId: z.uuid().optional(),
});
