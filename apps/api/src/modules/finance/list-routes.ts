import { fileAnswer } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ExcelColumn, type ExcelValue, sendExcel } from '../../platform/excel';
import { exportTitle } from '../../platform/export-title';
import { pagedRows } from '../../platform/report-routes';
import type { TenantScope } from '../../platform/tenancy';
import { answeredPage } from './answered';
import { requestScope } from './request-scope';

/** A finance list's filters: the branch, what the screen adds, the day range and the status. */
export const financeFilters = <S extends z.ZodRawShape, const T extends readonly [string, ...string[]]>(
  shape: S,
  statuses: T,
) => {
  const zDay = zDayFilter();
  return z.object({
    branchId: z.uuid().optional(),
    ...shape,
    from: zDay,
    to: zDay,
    status: z.enum(statuses).optional(),
  });
};

/**
 * A screen's two query strings from its filters: the list's (paged and sortable by `sorts`)
 * and its Excel file's (every row, with the list's search).
 */
export const listQueriesOf = <const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  filters: z.ZodObject<F>,
) => ({
  list: listQueryWithSort(sorts).extend(filters.shape),
  excel: filters.extend({ _searchTerm: z.string().max(200).optional() }),
});

/**
 * GET {path}: a finance screen's page of records with the totals of its whole filtered set;
 * GET {path}/excel: every record under the same filters (a page read at a time), under the
 * title rows and above the totals the screen shows.
 */
export const registerListRoutes = <LQ extends z.ZodType, EQ extends z.ZodType, Row, Totals>(
  app: FastifyInstance,
  spec: {
    path: string;
    permission: ActionKey;
    queries: { list: LQ; excel: EQ };
    list: {
      answer: z.ZodType;
      find: (db: Db, scope: TenantScope, query: z.output<LQ>) => Promise<{ _data: object[] }>;
    };
    excel: {
      /** The download's name and the title row's report, in Turkish. */
      report: string;
      /** A code filter's words in the title row (a status's label). */
      filterValues?: Record<string, (value: string) => string | undefined>;
      source: (
        db: Db,
        scope: TenantScope,
        query: z.output<EQ>,
      ) => { totals: () => Promise<Totals>; rows: (limit: number, offset: number) => Promise<Row[]> };
      columns: ExcelColumn<Row>[];
      /** The screen's totals as rows under the data, each a value by column header. */
      totals: (totals: Totals) => Record<string, ExcelValue>[];
    };
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const config = { permission: spec.permission };
  const { excel } = spec;

  api.get(
    spec.path,
    { config, schema: { querystring: spec.queries.list, response: { 200: spec.list.answer } } },
    async (request) =>
      answeredPage(await spec.list.find(db, requestScope(request), request.query as z.output<LQ>)),
  );

  api.get(
    `${spec.path}/excel`,
    { config, schema: { querystring: spec.queries.excel, response: { 200: fileAnswer('xlsx') } } },
    async (request, reply) => {
      const query = request.query as z.output<EQ>;
      const source = excel.source(db, requestScope(request), query);
      const [totals, title] = await Promise.all([
        source.totals(),
        exportTitle(request, excel.report, query as Record<string, unknown>, excel.filterValues),
      ]);
      return sendExcel(reply, {
        fileName: excel.report,
        title,
        columns: excel.columns,
        rows: pagedRows(source.rows),
        totals: excel.totals(totals),
      });
    },
  );
};
