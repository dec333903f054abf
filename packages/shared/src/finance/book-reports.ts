/**
 * The finance back office's reports under /finance/report: columns, filters and totals,
 * read by the server (rows, totals and Excel) and the web app (tables, filters), so a
 * column is named once. Money columns are kuruş; day columns are YYYY-MM-DD.
 */
import { z } from 'zod';
import { listQueryWithSort, ZListQuerySchema } from '../common/list-query';
import type { ColumnKind } from '../sales/finance-reports';
import { zDate, zOptional, zSelect } from '../validation/zod';
import { FINANCE_BOOK_REPORT_TITLES, type FinanceBookReportName } from './book-report-titles';
import { CASH_BOOK_KINDS } from './enums';

export type BookReportColumn = { key: string; header: string; kind: ColumnKind };

export type FinanceBookReportDefinition = {
  title: string;
  columns: readonly BookReportColumn[];
  searchPlaceholder?: string;
};

/** Which entries a report lists: cancelled ones are left out unless asked for. */
export const ENTRY_REPORT_STATUSES = ['active', 'cancelled', 'all'] as const;
export type EntryReportStatus = (typeof ENTRY_REPORT_STATUSES)[number];
export const entryReportStatusLabels: Record<EntryReportStatus, string> = {
  active: 'Geçerli kayıtlar',
  cancelled: 'İptal edilenler',
  all: 'Tümü',
};

/** The longest month range the income-expense summary draws. */
export const INCOME_EXPENSE_MAX_MONTHS = 24;

const money = (key: string, header: string) => ({ key, header, kind: 'money' as const });
const text = (key: string, header: string) => ({ key, header, kind: 'text' as const });
const entryColumns = (noun: string) =>
  [
    { key: 'entryNo', header: `${noun} No`, kind: 'number' },
    { key: 'occurredOn', header: 'Tarih', kind: 'day' },
    text('branchName', 'Şube'),
    text('typeName', `${noun} Türü`),
    text('counterpartName', 'Kasa / Cari Kart'),
    text('documentNo', 'Belge No'),
    text('description', 'Açıklama'),
    money('net', 'KDV Hariç'),
    { key: 'vatRate', header: 'KDV Oranı (%)', kind: 'number' },
    money('vatAmount', 'KDV'),
    money('amount', 'Tutar'),
    text('status', 'Durum'),
    text('cancelReason', 'İptal Nedeni'),
  ] as const;

export const FINANCE_BOOK_REPORTS = {
  case: {
    title: FINANCE_BOOK_REPORT_TITLES.case,
    columns: [
      { key: 'occurredOn', header: 'Tarih', kind: 'day' },
      text('kind', 'İşlem Türü'),
      text('description', 'Açıklama'),
      money('debit', 'Giriş'),
      money('credit', 'Çıkış'),
      money('balance', 'Bakiye'),
    ],
  },
  'case-status': {
    title: FINANCE_BOOK_REPORT_TITLES['case-status'],
    columns: [
      text('branchName', 'Şube'),
      text('name', 'Kasa'),
      text('kind', 'Kasa Türü'),
      text('status', 'Durum'),
      money('balance', 'Bakiye'),
    ],
    searchPlaceholder: 'Kasa ara',
  },
  expense: {
    title: FINANCE_BOOK_REPORT_TITLES.expense,
    columns: entryColumns('Gider'),
    searchPlaceholder: 'No, tür, kasa, cari veya açıklama ara',
  },
  revenue: {
    title: FINANCE_BOOK_REPORT_TITLES.revenue,
    columns: entryColumns('Gelir'),
    searchPlaceholder: 'No, tür, kasa, cari veya açıklama ara',
  },
  'pos-cash-out': {
    title: FINANCE_BOOK_REPORT_TITLES['pos-cash-out'],
    columns: [
      { key: 'transferNo', header: 'Virman No', kind: 'number' },
      { key: 'occurredOn', header: 'Tarih', kind: 'day' },
      text('branchName', 'Şube'),
      text('fromCashBookName', 'POS Hesabı'),
      text('toCashBookName', 'Banka Hesabı'),
      money('amount', 'Çekilen Tutar'),
      money('fee', 'Komisyon'),
      money('net', 'Bankaya Geçen'),
      text('description', 'Açıklama'),
      text('status', 'Durum'),
    ],
    searchPlaceholder: 'No, hesap veya açıklama ara',
  },
  'income-expense': {
    title: FINANCE_BOOK_REPORT_TITLES['income-expense'],
    columns: [
      text('monthName', 'Ay'),
      money('collections', 'Tahsilatlar'),
      money('revenues', 'Gelirler'),
      money('otherIn', 'Diğer Girişler'),
      money('income', 'Toplam Gelir'),
      money('expenses', 'Giderler'),
      money('supplierPayments', 'Tedarikçi Ödemeleri'),
      money('otherOut', 'Diğer Çıkışlar'),
      money('expense', 'Toplam Gider'),
      money('net', 'Net'),
    ],
  },
} as const satisfies Record<FinanceBookReportName, FinanceBookReportDefinition>;

const zId = (label: string) => zOptional(z.uuid({ message: `Lütfen ${label} Seçiniz!` }));
const RANGE_MESSAGE = 'Başlangıç tarihi bitiş tarihinden sonra olamaz.';
const inOrder = (v: { from?: string | null; to?: string | null }) => !v.from || !v.to || v.from <= v.to;
const range = { from: zOptional(zDate('Başlangıç')), to: zOptional(zDate('Bitiş')) };

/** case: one cash book (required) between two days; the days before `from` make the opening balance. */
export const ZCaseReportQuerySchema = ZListQuerySchema.extend({
  cashBookId: z.uuid({ message: 'Lütfen Kasa Seçiniz!' }),
  ...range,
}).refine(inOrder, { message: RANGE_MESSAGE, path: ['to'] });
export type TCaseReportQuery = z.infer<typeof ZCaseReportQuerySchema>;

/** case-status: every cash book's balance at the end of a day (today when none is given). */
export const ZCaseStatusReportQuerySchema = ZListQuerySchema.extend({
  on: zOptional(zDate('Rapor')),
  branchId: zId('Şube'),
  kind: zOptional(zSelect('Kasa Türü', CASH_BOOK_KINDS)),
});
export type TCaseStatusReportQuery = z.infer<typeof ZCaseStatusReportQuerySchema>;

/** expense / revenue: entries between two days. */
/** The expense and revenue reports' server sorts: the day, the amount, the type in Turkish order. */
export const ENTRY_REPORT_SORTS = ['occurredOn', 'amount', 'typeName'] as const;

export const ZEntryReportQuerySchema = listQueryWithSort(ENTRY_REPORT_SORTS)
  .extend({
    ...range,
    branchId: zId('Şube'),
    typeId: zId('Tür'),
    cashBookId: zId('Kasa'),
    accountCardId: zId('Cari Kart'),
    status: z.enum(ENTRY_REPORT_STATUSES, { message: 'Lütfen Durum Seçiniz!' }).default('active'),
  })
  .refine(inOrder, { message: RANGE_MESSAGE, path: ['to'] });
export type TEntryReportQuery = z.infer<typeof ZEntryReportQuerySchema>;

/** pos-cash-out: POS payouts to a bank account between two days. */
export const ZPosCashOutReportQuerySchema = ZListQuerySchema.extend({
  ...range,
  branchId: zId('Şube'),
  cashBookId: zId('Kasa'),
  status: z.enum(ENTRY_REPORT_STATUSES, { message: 'Lütfen Durum Seçiniz!' }).default('active'),
}).refine(inOrder, { message: RANGE_MESSAGE, path: ['to'] });
export type TPosCashOutReportQuery = z.infer<typeof ZPosCashOutReportQuerySchema>;

const zMonth = (label: string) =>
  zOptional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: `Lütfen ${label} Ayı Seçiniz!` }));

/** income-expense: the months of a year (this year when none is given), or a range of months. */
export const ZIncomeExpenseReportQuerySchema = ZListQuerySchema.extend({
  year: zOptional(
    z.coerce.number({ message: 'Lütfen Yıl Seçiniz!' }).int().min(2000, 'Lütfen Yıl Seçiniz!').max(2100),
  ),
  fromMonth: zMonth('Başlangıç'),
  toMonth: zMonth('Bitiş'),
  branchId: zId('Şube'),
})
  .refine((v) => !v.fromMonth || !v.toMonth || v.fromMonth <= v.toMonth, {
    message: 'Başlangıç ayı bitiş ayından sonra olamaz.',
    path: ['toMonth'],
  })
  .refine((v) => !v.fromMonth || !v.toMonth || monthsBetween(v.fromMonth, v.toMonth).length <= 24, {
    message: `En fazla ${INCOME_EXPENSE_MAX_MONTHS} aylık bir aralık seçebilirsiniz.`,
    path: ['toMonth'],
  });
export type TIncomeExpenseReportQuery = z.infer<typeof ZIncomeExpenseReportQuerySchema>;

/** The months from one YYYY-MM to another, both included. */
export const monthsBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while ((y < ty || (y === ty && m <= tm)) && out.length <= INCOME_EXPENSE_MAX_MONTHS) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
};

export const MONTH_NAMES = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

/** 2026-03 as a report writes it: Mart 2026. */
export const monthName = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/*
 * The answers: each report's row as the screen receives it (codes already in words, money and
 * counts as numbers, empty texts as '') and the totals it sends beside its page (kuruş).
 */

/** case: one posting of the cash book with the running balance. */
export const ZCaseReportRowSchema = z.object({
  occurredOn: z.string(),
  kind: z.string(),
  description: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export const ZCaseReportTotalsSchema = z.object({
  opening: z.number(),
  debit: z.number(),
  credit: z.number(),
  closing: z.number(),
});
export type TCaseReportTotals = z.infer<typeof ZCaseReportTotalsSchema>;

/** case-status: one cash book with its balance at the end of the day. */
export const ZCaseStatusReportRowSchema = z.object({
  id: z.uuid(),
  branchName: z.string(),
  name: z.string(),
  kind: z.string(),
  status: z.string(),
  balance: z.number(),
});
export const ZCaseStatusReportTotalsSchema = z.object({
  on: z.string(),
  count: z.number().int(),
  balance: z.number(),
  byKind: z.array(z.object({ kind: z.string(), count: z.number().int(), balance: z.number() })),
});
export type TCaseStatusReportTotals = z.infer<typeof ZCaseStatusReportTotalsSchema>;

/** expense / revenue: one entry. */
export const ZEntryReportRowSchema = z.object({
  entryNo: z.number().int(),
  occurredOn: z.string(),
  branchName: z.string(),
  typeName: z.string(),
  counterpartName: z.string(),
  documentNo: z.string(),
  description: z.string(),
  net: z.number(),
  vatRate: z.number(),
  vatAmount: z.number(),
  amount: z.number(),
  status: z.string(),
  cancelReason: z.string(),
});
const zEntrySums = { amount: z.number(), vatAmount: z.number(), net: z.number() };
export const ZEntryReportTotalsSchema = z.object({
  count: z.number().int(),
  ...zEntrySums,
  byType: z.array(z.object({ typeName: z.string(), count: z.number().int(), ...zEntrySums })),
  byVatRate: z.array(z.object({ vatRate: z.number(), ...zEntrySums })),
});
export type TEntryReportTotals = z.infer<typeof ZEntryReportTotalsSchema>;

/** pos-cash-out: one POS payout. */
export const ZPosCashOutReportRowSchema = z.object({
  transferNo: z.number().int(),
  occurredOn: z.string(),
  branchName: z.string(),
  fromCashBookName: z.string(),
  toCashBookName: z.string(),
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
  description: z.string(),
  status: z.string(),
});
export const ZPosCashOutReportTotalsSchema = z.object({
  count: z.number().int(),
  amount: z.number(),
  fee: z.number(),
  net: z.number(),
});
export type TPosCashOutReportTotals = z.infer<typeof ZPosCashOutReportTotalsSchema>;

const zIncomeExpenseSums = {
  collections: z.number(),
  revenues: z.number(),
  otherIn: z.number(),
  income: z.number(),
  expenses: z.number(),
  supplierPayments: z.number(),
  otherOut: z.number(),
  expense: z.number(),
  net: z.number(),
};
/** income-expense: one month (YYYY-MM and its name) of money in and out. */
export const ZIncomeExpenseRowSchema = z.object({
  month: z.string(),
  monthName: z.string(),
  ...zIncomeExpenseSums,
});
export type TIncomeExpenseRow = z.infer<typeof ZIncomeExpenseRowSchema>;
export const ZIncomeExpenseReportTotalsSchema = z.object(zIncomeExpenseSums);
export type TIncomeExpenseReportTotals = z.infer<typeof ZIncomeExpenseReportTotalsSchema>;
