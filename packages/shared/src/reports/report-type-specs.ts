import { z } from 'zod';
import { FINANCE_REPORT_TITLES } from '../sales/finance-report-titles';
import { STUDY_STATES } from '../students/enums';
import { MESSAGES } from '../validation/messages';
import { zDate, zDayFilter } from '../validation/zod';
import {
  CENTRE_EXPORT_ROWS,
  type ReportFieldSpec,
  type ReportType,
  ZListExportParamsSchema,
  ZSmsBatchParamsSchema,
} from './report-centre';

/**
 * Each report type's title, what it makes, its parameters as the API checks them and the
 * fields of the form that asks for them (GET report/types answers these fields).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const zRequiredId = (label: string) =>
  z.uuid({ error: (issue) => (issue.input ? 'Geçersiz kayıt.' : MESSAGES.selectRequired(label)) });
const zOptionalId = () => z.uuid({ message: 'Geçersiz kayıt.' }).optional();
const RANGE_MESSAGE = 'Başlangıç tarihi bitiş tarihinden sonra olamaz.';
/** A range's days in order; the error stands under the end day, as the screens show it. */
const ordered = <S extends z.ZodObject>(schema: S, from = 'from', to = 'to') =>
  schema.refine(
    (v) => {
      const days = v as Record<string, string | undefined>;
      const [first, last] = [days[from], days[to]];
      return !first || !last || first <= last;
    },
    { message: RANGE_MESSAGE, path: [to] },
  );

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

export const ZTermContractsParamsSchema = z
  .object({ branchId: zRequiredId('Şube'), semesterId: zRequiredId('Dönem') })
  .strict();

/** The sales screens' filters (GET finance/report/{name}): branch, term, days. */
const salesReportFilters = {
  branchId: zOptionalId(),
  semesterId: zOptionalId(),
  from: zDayFilter('Başlangıç'),
  to: zDayFilter('Bitiş'),
};
export const ZCollectionReportParamsSchema = ordered(z.object(salesReportFilters).strict());

/** The sales reports the finance report offers; the collection report is a type of its own. */
export const FINANCE_REPORT_CHOICES = [
  'sale-detail',
  'installment',
  'student-collection',
  'revenue-enrollment',
] as const satisfies readonly (keyof typeof FINANCE_REPORT_TITLES)[];
export const ZFinanceReportParamsSchema = ordered(
  z
    .object({
      report: z.enum(FINANCE_REPORT_CHOICES, { message: MESSAGES.selectRequired('Rapor') }),
      ...salesReportFilters,
    })
    .strict(),
);

/** The overdue installments screen's filters (GET finance/report/overdue). */
export const ZOverdueReportParamsSchema = ordered(
  z
    .object({
      branchId: zOptionalId(),
      semesterId: zOptionalId(),
      dueFrom: zDayFilter('Vade Başlangıç'),
      dueTo: zDayFilter('Vade Bitiş'),
    })
    .strict(),
  'dueFrom',
  'dueTo',
);

export const ZExpenseReceiptsParamsSchema = ordered(
  z.object({ branchId: zRequiredId('Şube'), from: zDate('Başlangıç'), to: zDate('Bitiş') }).strict(),
);

export const ZClassProgramParamsSchema = z.object({ schoolClassId: zRequiredId('Sınıf') }).strict();
export const ZTeacherProgramParamsSchema = z
  .object({ personnelId: zRequiredId('Öğretmen'), semesterId: zOptionalId() })
  .strict();

/** The roll call report screen's filters (GET education/report/rollcall). */
export const ZRollCallReportParamsSchema = ordered(
  z
    .object({
      branchId: zOptionalId(),
      schoolClassId: zOptionalId(),
      from: zDayFilter('Başlangıç'),
      to: zDayFilter('Bitiş'),
    })
    .strict(),
);

export const ASSESSMENT_ANSWER_STATES = ['Answered', 'Pending'] as const;
/** The assessment results screen's filters (GET education/report/assessment-results). */
export const ZAssessmentResultsParamsSchema = z
  .object({
    assignmentId: zRequiredId('Gönderim'),
    schoolClassId: zOptionalId(),
    status: z.enum(ASSESSMENT_ANSWER_STATES, { message: 'Geçersiz durum.' }).optional(),
  })
  .strict();

/** The exam results screen's filters (GET examapi/exams/results). */
export const ZExamResultsParamsSchema = z
  .object({ examId: zRequiredId('Sınav'), branchId: zOptionalId(), schoolClassId: zOptionalId() })
  .strict();

export type TReportCardsParams = z.infer<typeof ZReportCardsParamsSchema>;
export type TDayReceiptsParams = z.infer<typeof ZDayReceiptsParamsSchema>;
export type TStudentListParams = z.infer<typeof ZStudentListParamsSchema>;
export type TTermContractsParams = z.infer<typeof ZTermContractsParamsSchema>;
export type TCollectionReportParams = z.infer<typeof ZCollectionReportParamsSchema>;
export type TFinanceReportParams = z.infer<typeof ZFinanceReportParamsSchema>;
export type TOverdueReportParams = z.infer<typeof ZOverdueReportParamsSchema>;
export type TExpenseReceiptsParams = z.infer<typeof ZExpenseReceiptsParamsSchema>;
export type TClassProgramParams = z.infer<typeof ZClassProgramParamsSchema>;
export type TTeacherProgramParams = z.infer<typeof ZTeacherProgramParamsSchema>;
export type TRollCallReportParams = z.infer<typeof ZRollCallReportParamsSchema>;
export type TAssessmentResultsParams = z.infer<typeof ZAssessmentResultsParamsSchema>;
export type TExamResultsParams = z.infer<typeof ZExamResultsParamsSchema>;

const branch = (required: boolean) =>
  ({ name: 'branchId', label: 'Şube', kind: 'branch', required }) as const;
const semester = (required: boolean) =>
  ({ name: 'semesterId', label: 'Dönem', kind: 'semester', required }) as const;
const day = (name: string, label: string, required = false) =>
  ({ name, label, kind: 'day', required }) as const;

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
  'term-contracts': {
    title: 'Satış Sözleşmeleri (Dönem)',
    description:
      'Bir şubenin bir dönemde ödeme planı yapılmış satışlarının sözleşmeleri; her sözleşme yeni sayfada, tek PDF.',
    format: 'pdf',
    params: ZTermContractsParamsSchema,
    fields: [branch(true), semester(true)],
  },
  'collection-report': {
    title: FINANCE_REPORT_TITLES.collection,
    description: 'Tahsilatlar makbuz makbuz, tahsilat raporu ekranının süzgeçleriyle Excel olarak.',
    format: 'xlsx',
    params: ZCollectionReportParamsSchema,
    fields: [branch(false), semester(false), day('from', 'Başlangıç'), day('to', 'Bitiş')],
  },
  'overdue-report': {
    title: 'Gecikmiş Ödemeler Raporu',
    description: 'Vadesi geçmiş ödenmemiş taksitler ve ödeme sorumluları; Excel.',
    format: 'xlsx',
    params: ZOverdueReportParamsSchema,
    fields: [branch(false), semester(false), day('dueFrom', 'Vade Başlangıç'), day('dueTo', 'Vade Bitiş')],
  },
  'finance-report': {
    title: 'Finans Raporu',
    description:
      'Satış detay, taksit, öğrenci tahsilat ya da kayıt gelir raporu, ekranın süzgeçleriyle Excel olarak.',
    format: 'xlsx',
    params: ZFinanceReportParamsSchema,
    fields: [
      {
        name: 'report',
        label: 'Rapor',
        kind: 'choice',
        required: true,
        options: FINANCE_REPORT_CHOICES.map((value) => ({ value, label: FINANCE_REPORT_TITLES[value] })),
      },
      branch(false),
      semester(false),
      day('from', 'Başlangıç'),
      day('to', 'Bitiş'),
    ],
  },
  'expense-receipts': {
    title: 'Gider Makbuzları',
    description:
      'Bir şubenin iki tarih arasındaki giderlerinin makbuzları; her makbuz yeni sayfada, tek PDF.',
    format: 'pdf',
    params: ZExpenseReceiptsParamsSchema,
    fields: [branch(true), day('from', 'Başlangıç', true), day('to', 'Bitiş', true)],
  },
  'class-program': {
    title: 'Ders Programı (Sınıf)',
    description: 'Bir sınıfın haftalık ders programı: ders saatleri satırda, günler sütunda; Excel.',
    format: 'xlsx',
    params: ZClassProgramParamsSchema,
    fields: [{ name: 'schoolClassId', label: 'Sınıf', kind: 'schoolClass', required: true }],
  },
  'teacher-program': {
    title: 'Ders Programı (Öğretmen)',
    description: 'Bir öğretmenin bütün sınıflardaki haftalık ders programı; Excel.',
    format: 'xlsx',
    params: ZTeacherProgramParamsSchema,
    fields: [{ name: 'personnelId', label: 'Öğretmen', kind: 'teacher', required: true }, semester(false)],
  },
  'roll-call-report': {
    title: 'Yoklama Raporu',
    description: 'Öğrenci öğrenci yapılan ders, var, yok, geç, izinli ve devamsızlık oranı; Excel.',
    format: 'xlsx',
    params: ZRollCallReportParamsSchema,
    fields: [
      branch(false),
      { name: 'schoolClassId', label: 'Sınıf', kind: 'schoolClass', required: false },
      day('from', 'Başlangıç'),
      day('to', 'Bitiş'),
    ],
  },
  'assessment-results': {
    title: 'Envanter Sonuçları',
    description: 'Bir envanter gönderiminin yanıtları ve boyut puanları; Excel.',
    format: 'xlsx',
    params: ZAssessmentResultsParamsSchema,
    fields: [
      { name: 'assignmentId', label: 'Gönderim', kind: 'assessmentAssignment', required: true },
      { name: 'schoolClassId', label: 'Sınıf', kind: 'schoolClass', required: false },
      {
        name: 'status',
        label: 'Durum',
        kind: 'choice',
        required: false,
        options: [
          { value: 'Answered', label: 'Yanıtlayanlar' },
          { value: 'Pending', label: 'Yanıtlamayanlar' },
        ],
      },
    ],
  },
  'exam-results': {
    title: 'Sınav Sonuçları',
    description:
      'Bir sınavın öğrenci öğrenci bölüm netleri, puanı ve sıraları; şube ya da sınıfa göre süzülebilir, Excel.',
    format: 'xlsx',
    params: ZExamResultsParamsSchema,
    fields: [
      { name: 'examId', label: 'Sınav', kind: 'exam', required: true },
      branch(false),
      { name: 'schoolClassId', label: 'Sınıf', kind: 'schoolClass', required: false },
    ],
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
