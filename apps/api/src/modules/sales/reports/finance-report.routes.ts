import { listQueryWithSort, ZListQuerySchema } from '@panel/shared/common/list-query';
import { type OrderItemKind, orderItemKindLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  type OrderState,
  orderStateLabels,
  type PaymentMethod,
  paymentMethodLabels,
} from '@panel/shared/sales/enums';
import { FINANCE_REPORT_NAMES } from '@panel/shared/sales/finance-report-titles';
import {
  FINANCE_REPORT_ANSWERS,
  FINANCE_REPORTS,
  type FinanceReportDefinition,
} from '@panel/shared/sales/finance-reports';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { registerReportRoutes, totalsRowOf } from '../../../platform/report-routes';
import { financeReport } from './finance-report.queries';

const ZFilters = z.object({
  branchId: z.uuid().optional(),
  semesterId: z.uuid().optional(),
  from: zDayFilter(),
  to: zDayFilter(),
  _searchTerm: z.string().max(100).optional(),
});

type Row = Record<string, unknown>;

/** Codes to the words the report prints. */
const present = (row: Row): Row => {
  const out: Row = { ...row };
  if (typeof row.itemKind === 'string')
    out.itemKind = orderItemKindLabels[row.itemKind as OrderItemKind] ?? row.itemKind;
  if (typeof row.state === 'string') out.state = orderStateLabels[row.state as OrderState] ?? row.state;
  if (typeof row.method === 'string')
    out.method = paymentMethodLabels[row.method as PaymentMethod] ?? row.method;
  return out;
};

const numbers = (row: Row): Record<string, number> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v ?? 0)]));

/** GET finance/report/{name}: a page of rows and the totals of all of them; /excel: every row. */
export const financeReportRoutes: FastifyPluginAsync = async (app) => {
  for (const name of FINANCE_REPORT_NAMES) {
    const definition: FinanceReportDefinition = FINANCE_REPORTS[name];
    registerReportRoutes(app, {
      path: `/finance/report/${name}`,
      permission: ACTIONS.sales.reports,
      title: definition.title,
      fileName: definition.title,
      columns: definition.columns,
      query: (definition.sorts ? listQueryWithSort(definition.sorts) : ZListQuerySchema).extend(
        ZFilters.shape,
      ),
      source: async (db, scope, query) => {
        const report = financeReport(db, scope, name, query);
        return { ...report, totals: async () => numbers(await report.totals()) };
      },
      present,
      answer: FINANCE_REPORT_ANSWERS[name],
      excelTotals: (totals) => [totalsRowOf(definition.columns, totals, definition.totals)],
    });
  }
};
