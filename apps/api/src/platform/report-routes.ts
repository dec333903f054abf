import type { TListQuery } from '@panel/shared/common/list-query';
import type { ActionKey } from '@panel/shared/permissions/keys';
import type { ColumnKind } from '@panel/shared/sales/finance-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { requireAuth } from './auth';
import { type ExcelColumn, type ExcelValue, sendExcel } from './excel';
import { exportTitle } from './export-title';
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

/** A report's columns as the exporter writes them: money in kuruş, days as YYYY-MM-DD. */
export const excelColumnsOf = (columns: readonly ReportColumn[]): ExcelColumn<ReportRow>[] =>
  columns.map((c) => ({
    header: c.header,
    kind: c.kind,
    value: (r: ReportRow) => r[c.key] as ExcelValue,
  }));

/**
 * The row of totals a screen shows under its table, for Excel: the sums under their
 * columns and "Toplam" in the first text column that has no sum.
 */
export const totalsRowOf = (
  columns: readonly ReportColumn[],
  totals: Record<string, unknown>,
  keys: readonly string[],
): ReportRow => {
  const label = columns.find((c) => c.kind === 'text' && !keys.includes(c.key)) ?? columns[0];
  const row: ReportRow = label ? { [label.key]: 'Toplam' } : {};
  for (const key of keys) row[key] = totals[key];
  return row;
};

/** Rows read a page at a time, so a 50,000-row export is never held whole. */
export const EXCEL_PAGE_ROWS = 5_000;

export async function* pagedRows<R>(
  read: (limit: number, offset: number) => Promise<R[]>,
  limit = EXCEL_ROW_LIMIT,
  pageRows = EXCEL_PAGE_ROWS,
): AsyncGenerator<R> {
  for (let offset = 0; offset < limit; offset += pageRows) {
    const page = await read(Math.min(pageRows, limit - offset), offset);
    yield* page;
    if (page.length < pageRows) return;
  }
}

/**
 * GET {path}: a page of rows and the totals of the whole filtered set; GET {path}/excel:
 * every row (up to EXCEL_ROW_LIMIT) with the same filters, framed by `excelLeading` (an
 * opening balance) and `excelTotals` (the totals the screen shows). Rows carry `rowId`, their position, since a
 * report row need not be one record.
 */
export const registerReportRoutes = <Q extends z.ZodType<TListQuery>, T>(
  app: FastifyInstance,
  spec: {
    path: string;
    permission: ActionKey;
    title: string;
    /** The download's name in Turkish, without `.xlsx`. */
    fileName: string;
    /** A code filter's words in the title row (a state's label). */
    filterValues?: Record<string, (value: string) => string | undefined>;
    columns: readonly ReportColumn[];
    query: Q;
    source: (db: Db, scope: TenantScope, query: z.output<Q>) => Promise<ReportSource<T>>;
    /** Codes to the words the report prints, after the columns are made numbers. */
    present?: (row: ReportRow) => ReportRow;
    /** Rows above the data in Excel (an opening balance). */
    excelLeading?: (totals: T, query: z.output<Q>) => ReportRow[];
    /** The totals the screen shows under the table, as rows under the data in Excel. */
    excelTotals?: (totals: T, query: z.output<Q>) => ReportRow[];
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
    const framed = spec.excelLeading || spec.excelTotals;
    const [totals, title] = await Promise.all([
      framed ? report.totals() : undefined,
      exportTitle(request, spec.title, query as Record<string, unknown>, spec.filterValues),
    ]);
    return sendExcel(reply, {
      fileName: spec.fileName,
      title,
      columns: excelColumnsOf(spec.columns),
      leading: totals !== undefined && spec.excelLeading ? spec.excelLeading(totals, query) : [],
      rows: (async function* () {
        for await (const row of pagedRows(report.rows)) yield present(row);
      })(),
      totals: (totals !== undefined && spec.excelTotals ? spec.excelTotals(totals, query) : []).map((row) =>
        Object.fromEntries(spec.columns.map((c) => [c.header, row[c.key] as ExcelValue])),
      ),
    });
  });
};
