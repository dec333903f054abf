import { parse as parseQuerystring } from 'node:querystring';
import { fileAnswer, zPage } from '@panel/shared/common/answers';
import type { TListQuery } from '@panel/shared/common/list-query';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { LIST_EXPORT_QUEUED_MESSAGE, ZListExportAnswerSchema } from '@panel/shared/reports/report-centre';
import type { ColumnKind } from '@panel/shared/sales/finance-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { requireAuth } from './auth';
import { type ExcelColumn, type ExcelExport, type ExcelValue, sendExcel } from './excel';
import { exportTitleFor } from './export-title';
import { fetchPage } from './listing';
import { type TenantScope, tenantOf } from './tenancy';

/** Who a file is made for: the title row names them, the rows are their scope's. */
export type ExportAsker = { userId: string; scope: TenantScope };

/**
 * A report screen's Excel made away from its request: the report centre's list export finds
 * it by the screen's API path and runs it with the asker's scope and the screen's filters.
 */
export type ListExport = {
  permission: ActionKey;
  title: string;
  /** The screen's filters are ones it takes (a list export asked for directly is checked too). */
  accepts: (querystring: string) => boolean;
  excel: (db: Db, asker: ExportAsker, querystring: string) => Promise<ExcelExport<ReportRow>>;
};

const LIST_EXPORTS = new Map<string, ListExport>();

/** The list export of a report screen registered with registerReportRoutes, by its path. */
export const listExportOf = (path: string): ListExport | undefined => LIST_EXPORTS.get(path);

/** Hands a long list's Excel to the report centre; the app wires it (modules/reports). */
export type QueueListExport = (
  request: Parameters<typeof requireAuth>[0],
  params: { path: string; title: string; query: string },
) => Promise<string>;

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
 * GET {path}/excel: a screen's rows as Excel with the screen's filters. A list longer than
 * REPORT_EXPORT_ROWS is handed to the report centre (202 with the result to follow), so the
 * request (and on the embedded database, every other request) does not wait for tens of
 * thousands of rows; the centre finds the same export by the screen's path (listExportOf).
 */
export const registerExcelRoute = <Q extends z.ZodType>(
  app: FastifyInstance,
  spec: {
    /** The screen's path under its API (/api, /examapi), without `/excel`. */
    path: string;
    permission: ActionKey;
    title: string;
    query: Q;
    /** Refuses filters the schema cannot (a report that needs a class), with a Turkish 400. */
    check?: (query: z.output<Q>) => void;
    /** How many rows the file would hold, and the file itself. */
    open: (
      db: Db,
      asker: ExportAsker,
      query: z.output<Q>,
    ) => Promise<{ rows: () => Promise<number>; excel: () => Promise<ExcelExport<ReportRow>> }>;
  },
) => {
  const parse = (querystring: string) => {
    const parsed = spec.query.safeParse(parseQuerystring(querystring));
    if (!parsed.success) return null;
    try {
      spec.check?.(parsed.data);
      return parsed.data;
    } catch {
      return null;
    }
  };
  // Known by its full path: the exam API's screens live beside /api's.
  const fullPath = `${app.prefix}${spec.path}`;
  LIST_EXPORTS.set(fullPath, {
    permission: spec.permission,
    title: spec.title,
    accepts: (querystring) => parse(querystring) !== null,
    excel: async (db, asker, querystring) => {
      const query = parse(querystring);
      if (query === null) throw new Error(`list export ${spec.path}: filters no longer accepted`);
      return (await spec.open(db, asker, query)).excel();
    },
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    `${spec.path}/excel`,
    {
      config: { permission: spec.permission },
      schema: {
        querystring: spec.query,
        response: { 200: fileAnswer('xlsx'), 202: ZListExportAnswerSchema },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Q>;
      spec.check?.(query);
      const auth = requireAuth(request);
      const file = await spec.open(app.db, { userId: auth.userId, scope: tenantOf(auth) }, query);
      if ((await file.rows()) > app.config.reports.exportRows) {
        const reportId = await app.queueListExport(request, {
          path: fullPath,
          title: spec.title,
          query: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
        });
        return reply.code(202).send({ reportId, message: LIST_EXPORT_QUEUED_MESSAGE });
      }
      return sendExcel(reply, await file.excel());
    },
  );
};

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
    /**
     * The answer's shape: a row as the screen reads it (after `present`; `rowId` is added) and
     * the totals. Declared, the web app's types come from it.
     */
    answer?: { row: z.ZodObject; totals: z.ZodType };
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

  const pageAnswer = spec.answer
    ? {
        response: {
          200: zPage(spec.answer.row.extend({ rowId: z.number().int() })).extend({
            totals: spec.answer.totals,
          }),
        },
      }
    : {};
  api.get(spec.path, { config, schema: { querystring: spec.query, ...pageAnswer } }, async (request) => {
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

  /** Every row (up to EXCEL_ROW_LIMIT) with the screen's filters, framed as the screen shows it. */
  const excelOf = async (
    reportDb: Db,
    report: ReportSource<T>,
    asker: ExportAsker,
    query: z.output<Q>,
  ): Promise<ExcelExport<ReportRow>> => {
    const framed = spec.excelLeading || spec.excelTotals;
    const [totals, title] = await Promise.all([
      framed ? report.totals() : undefined,
      exportTitleFor(reportDb, asker, spec.title, query as Record<string, unknown>, spec.filterValues),
    ]);
    return {
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
    };
  };

  registerExcelRoute(app, {
    path: spec.path,
    permission: spec.permission,
    title: spec.title,
    query: spec.query,
    open: async (reportDb, asker, query) => {
      const report = await spec.source(reportDb, asker.scope, query);
      return { rows: report.total, excel: () => excelOf(reportDb, report, asker, query) };
    },
  });
};
