import { z } from 'zod';
import { zPage } from '../common/answers';
import { formatDay } from '../common/dates';
import { formatMoney } from '../common/money';
import { SMS_MAX_LENGTH } from '../communications/sms';
import { zDayFilter } from '../validation/zod';

/**
 * Overdue installments [gecikmiş taksit] (DOMAIN "Students and sales": Overdue): the
 * payers' list behind the overdue SMS screen and the two overdue reports.
 */

/** A payer's key: the payment person's parent id, or `student:<id>` when the student pays. */
export const studentPayerKey = (studentId: string) => `student:${studentId}`;

/** One payer's overdue debt, as the SMS screen and the call list show it. */
export const ZOverduePayerRowSchema = z.object({
  payerKey: z.string(),
  payerName: z.string(),
  phone: z.string().nullable(),
  /** The children whose installments are overdue, comma separated. */
  studentNames: z.string(),
  branchNames: z.string(),
  installmentCount: z.number().int(),
  /** Kuruş: the sum of amount - paid over the overdue installments. */
  overdueAmount: z.number(),
  /** yyyy-mm-dd */
  oldestDueDate: z.string(),
  daysLate: z.number().int(),
});
export type OverduePayerRow = z.infer<typeof ZOverduePayerRowSchema>;

export const ZOverdueInstallmentRowSchema = z.object({
  installmentId: z.uuid(),
  studentId: z.uuid(),
  studentNo: z.number().int(),
  studentName: z.string(),
  branchName: z.string(),
  orderNo: z.number().int(),
  installmentNo: z.number().int(),
  /** yyyy-mm-dd */
  dueDate: z.string(),
  daysLate: z.number().int(),
  amount: z.number(),
  paid: z.number(),
  remaining: z.number(),
  payerName: z.string(),
  phone: z.string().nullable(),
});
export type OverdueInstallmentRow = z.infer<typeof ZOverdueInstallmentRowSchema>;

export const ZOverduePayerTotalsSchema = z.object({
  payerCount: z.number().int(),
  installmentCount: z.number().int(),
  overdueAmount: z.number(),
});
export type OverduePayerTotals = z.infer<typeof ZOverduePayerTotalsSchema>;
export const ZOverdueInstallmentTotalsSchema = z.object({
  installmentCount: z.number().int(),
  amount: z.number(),
  paid: z.number(),
  remaining: z.number(),
});
export type OverdueInstallmentTotals = z.infer<typeof ZOverdueInstallmentTotalsSchema>;

/** GET finance/overdue and finance/report/overdue-call-list: a page of payers and the totals of all of them. */
export const ZOverduePayerPageSchema = zPage(ZOverduePayerRowSchema).extend({
  totals: ZOverduePayerTotalsSchema,
});
/** GET finance/report/overdue: a page of installments and the totals of all of them. */
export const ZOverdueInstallmentPageSchema = zPage(ZOverdueInstallmentRowSchema).extend({
  totals: ZOverdueInstallmentTotalsSchema,
});

const zOptionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid().optional());
const zOptionalDay = zDayFilter('Vade');
const zMinDays = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().min(0).max(3650).optional(),
);

/** The payers' list filters (GET finance/overdue, finance/report/overdue-call-list). */
export const ZOverdueFiltersSchema = z.object({
  branchId: zOptionalId,
  minDaysLate: zMinDays,
  _searchTerm: z.string().trim().max(200).optional(),
});
export type TOverdueFilters = z.infer<typeof ZOverdueFiltersSchema>;

/** The installment report's filters (GET finance/report/overdue). */
export const ZOverdueReportFiltersSchema = ZOverdueFiltersSchema.extend({
  semesterId: zOptionalId,
  dueFrom: zOptionalDay,
  dueTo: zOptionalDay,
});
export type TOverdueReportFilters = z.infer<typeof ZOverdueReportFiltersSchema>;

export const OVERDUE_SMS_EMPTY_SELECTION = 'Lütfen SMS gönderilecek kişileri seçiniz!';
export const OVERDUE_SMS_EMPTY_TEMPLATE = 'Lütfen mesaj metnini giriniz!';

/** POST finance/overdue-sms. The branch is the screen's filter, so the text matches its preview. */
export const ZOverdueSmsSchema = z.object({
  payerKeys: z.array(z.string().trim().max(60)).max(5000),
  template: z.string().max(SMS_MAX_LENGTH, `Mesaj en fazla ${SMS_MAX_LENGTH} karakter olabilir.`),
  branchId: zOptionalId,
});
export type TOverdueSmsInput = z.infer<typeof ZOverdueSmsSchema>;

export const ZOverdueSmsResultSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** Payers without a phone, by name. */
  unreachable: z.array(z.string()),
  message: z.string(),
  /** A long send goes to the report centre: its result, to follow in a new tab. */
  reportId: z.string().optional(),
});
export type OverdueSmsResult = z.infer<typeof ZOverdueSmsResultSchema>;

export const OVERDUE_SMS_PLACEHOLDERS = [
  { token: '{ad}', label: 'Ödeme sorumlusunun adı' },
  { token: '{tutar}', label: 'Gecikmiş tutar' },
  { token: '{vade}', label: 'En eski vade tarihi' },
  { token: '{ogrenci}', label: 'Öğrenci adları' },
] as const;

export const OVERDUE_SMS_DEFAULT_TEMPLATE =
  'Sayın {ad}, {vade} vadeli {tutar} tutarındaki ödemeniz gecikmiştir. Bilginize sunarız.';

/** The template with one payer's values in it: the server's text and the screen's preview alike. */
export const fillOverdueTemplate = (
  template: string,
  payer: Pick<OverduePayerRow, 'payerName' | 'overdueAmount' | 'oldestDueDate' | 'studentNames'>,
): string =>
  template
    .replaceAll('{ad}', payer.payerName)
    .replaceAll('{tutar}', formatMoney(payer.overdueAmount))
    .replaceAll('{vade}', formatDay(payer.oldestDueDate))
    .replaceAll('{ogrenci}', payer.studentNames);

/** The reports' columns, named once for the table and the Excel sheet. */
export const OVERDUE_REPORTS = {
  overdue: {
    title: 'Gecikmiş Ödemeler',
    columns: [
      { key: 'studentNo', header: 'Öğrenci No' },
      { key: 'studentName', header: 'Ad Soyad' },
      { key: 'branchName', header: 'Şube' },
      { key: 'orderNo', header: 'Satış No' },
      { key: 'installmentNo', header: 'Taksit No' },
      { key: 'dueDate', header: 'Vade', kind: 'day' },
      { key: 'daysLate', header: 'Gecikme (Gün)' },
      { key: 'amount', header: 'Tutar', kind: 'money' },
      { key: 'paid', header: 'Ödenen', kind: 'money' },
      { key: 'remaining', header: 'Kalan', kind: 'money' },
      { key: 'payerName', header: 'Ödeme Sorumlusu' },
      { key: 'phone', header: 'Telefon' },
    ],
  },
  'overdue-call-list': {
    title: 'Gecikmiş Ödeme Arama Listesi',
    columns: [
      { key: 'payerName', header: 'Ödeme Sorumlusu' },
      { key: 'phone', header: 'Telefon' },
      { key: 'studentNames', header: 'Öğrenciler' },
      { key: 'branchNames', header: 'Şube' },
      { key: 'installmentCount', header: 'Taksit Sayısı' },
      { key: 'overdueAmount', header: 'Gecikmiş Tutar', kind: 'money' },
      { key: 'oldestDueDate', header: 'En Eski Vade', kind: 'day' },
      { key: 'daysLate', header: 'Gecikme (Gün)' },
    ],
  },
} as const satisfies Record<
  string,
  { title: string; columns: readonly { key: string; header: string; kind?: 'money' | 'day' }[] }
>;
export type OverdueReportName = keyof typeof OVERDUE_REPORTS;

/** The overdue payers list's server sorts (`_sort`): the oldest late day, the amount late. */
export const OVERDUE_SORTS = ['daysLate', 'overdueAmount'] as const;

/** The overdue installments report's server sorts: days late, the amounts, the student in Turkish order. */
export const OVERDUE_INSTALLMENT_SORTS = ['daysLate', 'amount', 'remaining', 'studentName'] as const;
