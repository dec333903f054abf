import type { FinanceBookReportName } from '@panel/shared/finance/book-report-titles';
import {
  FINANCE_BOOK_REPORTS,
  ZCaseReportQuerySchema,
  ZCaseReportRowSchema,
  ZCaseReportTotalsSchema,
  ZCaseStatusReportQuerySchema,
  ZCaseStatusReportRowSchema,
  ZCaseStatusReportTotalsSchema,
  ZEntryReportQuerySchema,
  ZEntryReportRowSchema,
  ZEntryReportTotalsSchema,
  ZIncomeExpenseReportQuerySchema,
  ZIncomeExpenseReportTotalsSchema,
  ZIncomeExpenseRowSchema,
  ZPosCashOutReportQuerySchema,
  ZPosCashOutReportRowSchema,
  ZPosCashOutReportTotalsSchema,
} from '@panel/shared/finance/book-reports';
import {
  type CashBookKind,
  cashBookKindLabels,
  type LedgerKind,
  ledgerKindLabels,
  type TransferKind,
  transferKindLabels,
} from '@panel/shared/finance/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { type FinanceTransactionKind, financeTransactionKindLabels } from '@panel/shared/sales/enums';
import type { FastifyPluginAsync } from 'fastify';
import { registerReportRoutes } from '../../../platform/report-routes';
import {
  caseReport,
  caseStatusReport,
  entryReport,
  incomeExpenseReport,
  posCashOutReport,
} from './finance-book-report.service';

/** A movement's kind in words: back-office kinds, a student account's kinds, transfer kinds. */
const movementKindLabel = (kind: string): string =>
  ledgerKindLabels[kind as LedgerKind] ??
  financeTransactionKindLabels[kind as FinanceTransactionKind] ??
  transferKindLabels[kind as TransferKind] ??
  kind;

const common = (name: FinanceBookReportName) => ({
  path: `/finance/report/${name}`,
  permission: ACTIONS.finance.reports,
  title: FINANCE_BOOK_REPORTS[name].title,
  fileName: FINANCE_BOOK_REPORTS[name].title,
  columns: FINANCE_BOOK_REPORTS[name].columns,
});

/**
 * The finance back office's reports under /finance/report (case, case-status, expense,
 * revenue, pos-cash-out, income-expense): each a page with the totals of the whole
 * filtered set, and the same rows in Excel with their totals under them.
 */
export const financeBookReportRoutes: FastifyPluginAsync = async (app) => {
  registerReportRoutes(app, {
    ...common('case'),
    query: ZCaseReportQuerySchema,
    source: caseReport,
    answer: { row: ZCaseReportRowSchema, totals: ZCaseReportTotalsSchema },
    present: (row) => ({ ...row, kind: movementKindLabel(String(row.kind)) }),
    excelLeading: (totals, query) => [
      { occurredOn: query.from ?? '', description: 'Devir Bakiyesi', balance: totals.opening },
    ],
    excelTotals: (totals) => [
      {
        description: 'Toplam / Kapanış Bakiyesi',
        debit: totals.debit,
        credit: totals.credit,
        balance: totals.closing,
      },
    ],
  });

  registerReportRoutes(app, {
    ...common('case-status'),
    query: ZCaseStatusReportQuerySchema,
    source: caseStatusReport,
    answer: { row: ZCaseStatusReportRowSchema, totals: ZCaseStatusReportTotalsSchema },
    present: (row) => ({ ...row, kind: cashBookKindLabels[row.kind as CashBookKind] ?? row.kind }),
    excelTotals: (totals) => [
      { branchName: 'Toplam', name: `${totals.count} kasa`, balance: totals.balance },
    ],
  });

  for (const side of ['expense', 'revenue'] as const)
    registerReportRoutes(app, {
      ...common(side),
      query: ZEntryReportQuerySchema,
      source: entryReport(side),
      answer: { row: ZEntryReportRowSchema, totals: ZEntryReportTotalsSchema },
      excelTotals: (totals) => [
        {
          branchName: 'Toplam',
          typeName: `${totals.count} kayıt`,
          net: totals.net,
          vatAmount: totals.vatAmount,
          amount: totals.amount,
        },
        ...totals.byType.map((g) => ({
          branchName: 'Tür toplamı',
          typeName: g.typeName,
          net: g.net,
          vatAmount: g.vatAmount,
          amount: g.amount,
        })),
        ...totals.byVatRate.map((g) => ({
          branchName: 'KDV toplamı',
          vatRate: g.vatRate,
          net: g.net,
          vatAmount: g.vatAmount,
          amount: g.amount,
        })),
      ],
    });

  registerReportRoutes(app, {
    ...common('pos-cash-out'),
    query: ZPosCashOutReportQuerySchema,
    source: posCashOutReport,
    answer: { row: ZPosCashOutReportRowSchema, totals: ZPosCashOutReportTotalsSchema },
    excelTotals: (totals) => [
      { branchName: 'Toplam', amount: totals.amount, fee: totals.fee, net: totals.net },
    ],
  });

  registerReportRoutes(app, {
    ...common('income-expense'),
    query: ZIncomeExpenseReportQuerySchema,
    source: incomeExpenseReport,
    answer: { row: ZIncomeExpenseRowSchema, totals: ZIncomeExpenseReportTotalsSchema },
    excelTotals: (totals) => [{ monthName: 'Toplam', ...totals }],
  });
};
