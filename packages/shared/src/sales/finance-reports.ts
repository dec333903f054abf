/**
 * The sales reports of /finance/report: titles, columns and filters, read by the server
 * (rows, totals and Excel) and the web app (the table), so a column is named once.
 * Money columns are kuruş; day columns are YYYY-MM-DD.
 */
import { z } from 'zod';
import { FINANCE_REPORT_TITLES, type FinanceReportName } from './finance-report-titles';

export type FinanceReportFilter = 'branchId' | 'semesterId' | 'from' | 'to';
export type ColumnKind = 'text' | 'number' | 'money' | 'day';

export type FinanceReportDefinition = {
  title: string;
  columns: readonly { key: string; header: string; kind: ColumnKind }[];
  filters: readonly FinanceReportFilter[];
  /** What the date range filters on, as the filter's label says it. */
  dateLabel?: string;
  /** Columns summed over the whole filtered set, shown under the table. */
  totals: readonly string[];
  /** Columns the server sorts by (`_sort`); the screen and its Excel follow the same order. */
  sorts?: readonly [string, ...string[]];
  searchPlaceholder: string;
};

const student = [
  { key: 'studentNo', header: 'Öğrenci No', kind: 'number' },
  { key: 'studentName', header: 'Öğrenci', kind: 'text' },
] as const;

export const FINANCE_REPORTS = {
  'sale-detail': {
    title: FINANCE_REPORT_TITLES['sale-detail'],
    columns: [
      { key: 'orderNo', header: 'Satış No', kind: 'number' },
      { key: 'saleDate', header: 'Satış Tarihi', kind: 'day' },
      ...student,
      { key: 'branchName', header: 'Şube', kind: 'text' },
      { key: 'semesterName', header: 'Dönem', kind: 'text' },
      { key: 'itemName', header: 'Hizmet', kind: 'text' },
      { key: 'itemKind', header: 'Hizmet Türü', kind: 'text' },
      { key: 'quantity', header: 'Adet', kind: 'number' },
      { key: 'unitPrice', header: 'Birim Fiyat', kind: 'money' },
      { key: 'gross', header: 'Tutar', kind: 'money' },
      { key: 'lineDiscount', header: 'Satır İndirimi', kind: 'money' },
      { key: 'orderDiscount', header: 'Sipariş İndirimi', kind: 'money' },
      { key: 'discount', header: 'Toplam İndirim', kind: 'money' },
      { key: 'net', header: 'Net Tutar', kind: 'money' },
      { key: 'vat', header: 'KDV', kind: 'money' },
      { key: 'state', header: 'Durum', kind: 'text' },
    ],
    filters: ['branchId', 'semesterId', 'from', 'to'],
    dateLabel: 'Satış tarihi',
    totals: ['gross', 'lineDiscount', 'orderDiscount', 'discount', 'net', 'vat'],
    sorts: ['saleDate', 'studentName', 'net'],
    searchPlaceholder: 'Öğrenci veya hizmet ara',
  },
  installment: {
    title: FINANCE_REPORT_TITLES.installment,
    columns: [
      ...student,
      { key: 'branchName', header: 'Şube', kind: 'text' },
      { key: 'orderNo', header: 'Satış No', kind: 'number' },
      { key: 'installment', header: 'Taksit', kind: 'text' },
      { key: 'dueDate', header: 'Vade', kind: 'day' },
      { key: 'amount', header: 'Tutar', kind: 'money' },
      { key: 'paid', header: 'Ödenen', kind: 'money' },
      { key: 'remaining', header: 'Kalan', kind: 'money' },
      { key: 'method', header: 'Ödeme Yöntemi', kind: 'text' },
      { key: 'status', header: 'Durum', kind: 'text' },
    ],
    filters: ['branchId', 'semesterId', 'from', 'to'],
    dateLabel: 'Vade',
    totals: ['amount', 'paid', 'remaining'],
    sorts: ['dueDate', 'studentName', 'amount', 'remaining'],
    searchPlaceholder: 'Öğrenci ara',
  },
  'student-collection': {
    title: FINANCE_REPORT_TITLES['student-collection'],
    columns: [
      ...student,
      { key: 'branchName', header: 'Şube', kind: 'text' },
      { key: 'sold', header: 'Satış Tutarı', kind: 'money' },
      { key: 'collected', header: 'Tahsil Edilen', kind: 'money' },
      { key: 'remaining', header: 'Kalan', kind: 'money' },
      { key: 'overdue', header: 'Gecikmiş', kind: 'money' },
      { key: 'lastPaidOn', header: 'Son Ödeme', kind: 'day' },
    ],
    filters: ['branchId', 'semesterId'],
    totals: ['sold', 'collected', 'remaining', 'overdue'],
    searchPlaceholder: 'Öğrenci ara',
  },
  'revenue-enrollment': {
    title: FINANCE_REPORT_TITLES['revenue-enrollment'],
    columns: [
      { key: 'branchName', header: 'Şube', kind: 'text' },
      { key: 'semesterName', header: 'Dönem', kind: 'text' },
      { key: 'orderCount', header: 'Satış Sayısı', kind: 'number' },
      { key: 'studentCount', header: 'Öğrenci Sayısı', kind: 'number' },
      { key: 'gross', header: 'Tutar', kind: 'money' },
      { key: 'lineDiscount', header: 'Satır İndirimi', kind: 'money' },
      { key: 'orderDiscount', header: 'Sipariş İndirimi', kind: 'money' },
      { key: 'discount', header: 'Toplam İndirim', kind: 'money' },
      { key: 'net', header: 'Net Tutar', kind: 'money' },
      { key: 'collected', header: 'Tahsil Edilen', kind: 'money' },
      { key: 'remaining', header: 'Kalan', kind: 'money' },
    ],
    filters: ['branchId', 'semesterId', 'from', 'to'],
    dateLabel: 'Satış tarihi',
    totals: [
      'orderCount',
      'studentCount',
      'gross',
      'lineDiscount',
      'orderDiscount',
      'discount',
      'net',
      'collected',
      'remaining',
    ],
    sorts: ['net', 'collected', 'remaining'],
    searchPlaceholder: 'Şube ara',
  },
  collection: {
    title: FINANCE_REPORT_TITLES.collection,
    columns: [
      { key: 'receiptNo', header: 'Makbuz No', kind: 'text' },
      { key: 'paidOn', header: 'Tarih', kind: 'day' },
      ...student,
      { key: 'branchName', header: 'Şube', kind: 'text' },
      { key: 'cashBookName', header: 'Kasa', kind: 'text' },
      { key: 'method', header: 'Ödeme Yöntemi', kind: 'text' },
      { key: 'amount', header: 'Tutar', kind: 'money' },
      { key: 'status', header: 'Durum', kind: 'text' },
      { key: 'cancelReason', header: 'İptal Nedeni', kind: 'text' },
    ],
    filters: ['branchId', 'from', 'to'],
    dateLabel: 'Tahsilat tarihi',
    totals: ['amount'],
    sorts: ['paidOn', 'studentName', 'amount'],
    searchPlaceholder: 'Öğrenci veya makbuz no ara',
  },
} as const satisfies Record<FinanceReportName, FinanceReportDefinition>;

/** The sort keys of report `N`, never when it sorts only its own way. */
export type FinanceReportSort<N extends FinanceReportName> = (typeof FINANCE_REPORTS)[N] extends {
  sorts: readonly (infer K extends string)[];
}
  ? K
  : never;

type Column = { readonly key: string; readonly kind: ColumnKind };
type ColumnSchema<K extends ColumnKind> = K extends 'number' | 'money' ? z.ZodNumber : z.ZodString;

/**
 * A report row as the screen receives it: money and count columns are numbers (empty as 0),
 * text and day columns are text (empty as ''), so the answer's schema follows the columns.
 */
export const zReportRow = <const C extends readonly Column[]>(columns: C) =>
  z.object(
    Object.fromEntries(
      columns.map((c) => [c.key, c.kind === 'number' || c.kind === 'money' ? z.number() : z.string()]),
    ) as { [E in C[number] as E['key']]: ColumnSchema<E['kind']> },
  );

/** A report's totals: each summed column as a number. */
export const zReportTotals = <const K extends readonly string[]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as { [Key in K[number]]: z.ZodNumber });

const answerOf = <N extends FinanceReportName>(name: N) => ({
  row: zReportRow(FINANCE_REPORTS[name].columns),
  totals: zReportTotals(FINANCE_REPORTS[name].totals),
});

/** What GET finance/report/{name} answers: each row (before its `rowId`) and the totals. */
export const FINANCE_REPORT_ANSWERS = {
  'sale-detail': answerOf('sale-detail'),
  installment: answerOf('installment'),
  'student-collection': answerOf('student-collection'),
  'revenue-enrollment': answerOf('revenue-enrollment'),
  collection: answerOf('collection'),
} as const satisfies Record<FinanceReportName, { row: z.ZodObject; totals: z.ZodObject }>;
