import type { TListQuery } from '@panel/shared/common/list-query';
import type { ActionKey } from '@panel/shared/permissions/keys';
import type { ColumnKind } from '@panel/shared/sales/finance-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { requireAuth } from './auth';
import { type ExcelColumn, sendExcel } from './excel';
import { fetchPage } from './listing';
import { type TenantScope, tenantOf } from './tenancy';

export type ReportRow = Record<string, unknown>;
export type ReportColumn = { key: string; header: string; kind: ColumnKind };

/** What a report reads: a page of rows, how many there are, and the totals of all of them. */
export type ReportSource<T> = {
  rows: (limit: number, offset: number) => Promise<ReportRow[]>;
  total: () => Promise<number>;
  totals: () => Promise<T>;
};

/** More rows than a sheet is worth reading: Excel takes at most this many. */
export const EXCEL_ROW_LIMIT = 50_000;

/** Money and counts as numbers (the database answers sums as text), empty cells as '' or 0. */
export const presentColumns = (columns: readonly ReportColumn[], row: ReportRow): ReportRow => {
  const out: ReportRow = { ...row };
  for (const c of columns) {
    const v = row[c.key];
    if (v === null || v === undefined) out[c.key] = c.kind === 'money' || c.kind === 'number' ? 0 : '';
    else if (c.kind === 'money' || c.kind === 'number') out[c.key] = Number(v);
  }
  return out;
};

/** A report's columns as Excel writes them: lira (not kuruş) and DD.MM.YYYY days. */
export const excelColumnsOf = (columns: readonly ReportColumn[]): ExcelColumn<ReportRow>[] =>
  columns.map((c) => ({
    header: c.kind === 'money' ? `${c.header} (₺)` : c.header,
    width: c.kind === 'text' ? 22 : 14,
    value: (r: ReportRow) => {
      const v = r[c.key];
      if (c.kind === 'money') return v === '' || v === null || v === undefined ? '' : Number(v) / 100;
      if (c.kind === 'day')
        return typeof v === 'string' && v ? v.slice(0, 10).split('-').reverse().join('.') : '';
      return (v as string | number | null) ?? '';
    },
  }));

/**
 * GET {path}: a page of rows and the totals of the whole filtered set; GET {path}/excel:
 * every row (up to EXCEL_ROW_LIMIT) with the same filters, framed by what `excelFrame`
 * adds (an opening balance, a totals row). Rows carry `rowId`, their position, since a
 * report row need not be one record.
 */
export const registerReportRoutes = <Q extends z.ZodType<TListQuery>, T>(
  app: FastifyInstance,
  spec: {
    path: string;
    permission: ActionKey;
    title: string;
    fileName: string;
    columns: readonly ReportColumn[];
    query: Q;
    source: (db: Db, scope: TenantScope, query: z.output<Q>) => Promise<ReportSource<T>>;
    /** Codes to the words the report prints, after the columns are made numbers. */
    present?: (row: ReportRow) => ReportRow;
    excelFrame?: (rows: ReportRow[], totals: T, query: z.output<Q>) => ReportRow[];
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const config = { permission: spec.permission };
  const present = (row: ReportRow) => {
    const out = presentColumns(spec.columns, row);
    return spec.present ? spec.present(out) : out;
  };
  const sourceOf = (request: Parameters<typeof requireAuth>[0], query: z.output<Q>) =>
    spec.source(db, tenantOf(requireAuth(request)), query);

  api.get(spec.path, { config, schema: { querystring: spec.query } }, async (request) => {
    const query = request.query as z.output<Q>;
    const report = await sourceOf(request, query);
    const [page, totals] = await Promise.all([
      fetchPage(query, {
        rows: async (limit, offset) =>
          (await report.rows(limit, offset)).map((r, i) => ({ rowId: offset + i, ...present(r) })),
        total: report.total,
      }),
      report.totals(),
    ]);
    return { ...page, totals };
  });

  api.get(`${spec.path}/excel`, { config, schema: { querystring: spec.query } }, async (request, reply) => {
    const query = request.query as z.output<Q>;
    const report = await sourceOf(request, query);
    const rows = (await report.rows(EXCEL_ROW_LIMIT, 0)).map(present);
    const framed = spec.excelFrame ? spec.excelFrame(rows, await report.totals(), query) : rows;
    return sendExcel(reply, spec.fileName, spec.title, excelColumnsOf(spec.columns), framed);
  });
};
