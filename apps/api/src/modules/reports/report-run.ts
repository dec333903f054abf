import { stringify } from 'node:querystring';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SmsProvider } from '../../integrations/sms/sms';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { type ExcelExport, excelBuffer, XLSX_CONTENT_TYPE } from '../../platform/excel';
import { firstId } from '../../platform/first-id';
import { type Content, type DocumentsDoc, renderDocumentsPdf, renderPdf } from '../../platform/pdf';
import { type ExportAsker, listExportOf } from '../../platform/report-routes';
import { classKeyVisibleTo, isNarrow, ownedBy, refuseNarrow, type TenantScope } from '../../platform/scope';
import { inBusiness } from '../../platform/tenancy';
import { getBranchOrThrow } from '../administration/branches/branch.service';
import { getSchoolClassOrThrow } from '../education/school-classes/school-class.service';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { semesters } from '../education/semesters/semester.table';
import { personnel } from '../personnel/personnel.table';

/** What every report type is made of: its run, its file, its checks of the asker's scope. */

export type ReportFile = { fileName: string; contentType: string; content: Buffer };

/** What a running document may use: the asker's scope, a progress report, the abort of a timeout or a stop. */
export type ReportRun<P> = {
  db: Db;
  /** The result being made (a bulk send's messages carry it). */
  resultId: string;
  sms: SmsProvider;
  scope: TenantScope;
  userId: string;
  params: P;
  publicUrl: string;
  /** 0-100; also tells the centre the run is alive. */
  progress: (percent: number) => Promise<void>;
  signal: AbortSignal;
};

export type ServerReportType<P> = {
  /**
   * The report action the type needs, as the screen that shows the same data; a list export
   * needs its screen's (null: no such screen).
   */
  permission: ActionKey | ((params: P) => ActionKey | null);
  /** Refuses parameters outside the scope (404) and answers the branch the document covers. */
  check: (db: Db, scope: TenantScope, params: P) => Promise<string | null>;
  make: (run: ReportRun<P>) => Promise<ReportFile>;
};

export const BRANCH_NOT_FOUND_MESSAGE = 'Seçilen şube bulunamadı ya da yetkiniz dışında.';
export const CLASS_NOT_FOUND_MESSAGE = 'Seçilen sınıf bulunamadı ya da yetkiniz dışında.';
export const SEMESTER_NOT_FOUND_MESSAGE = 'Seçilen dönem bulunamadı ya da yetkiniz dışında.';
export const TEACHER_NOT_FOUND_MESSAGE = 'Seçilen öğretmen bulunamadı ya da yetkiniz dışında.';

export const PDF = 'application/pdf';
export const XLSX = XLSX_CONTENT_TYPE;

/** A module's bare "not found" as the report centre says it: which parameter is out of reach. */
export const notFoundAs =
  (message: string) =>
  (error: unknown): never => {
    if (error instanceof AppError && error.statusCode === 404) throw notFound(message);
    throw error;
  };

export const branchInScope = async (db: Db, scope: TenantScope, id: string): Promise<string> =>
  (await getBranchOrThrow(db, scope, id).catch(notFoundAs(BRANCH_NOT_FOUND_MESSAGE))).id;

/** The class in the scope, a teacher's own classes only. */
export const classInScope = async (db: Db, scope: TenantScope, id: string) => {
  const found = await getSchoolClassOrThrow(db, scope, id).catch(notFoundAs(CLASS_NOT_FOUND_MESSAGE));
  if (isNarrow(scope)) {
    const own = await firstId(
      db,
      schoolClasses,
      and(eq(schoolClasses.id, id), classKeyVisibleTo(schoolClasses.id, scope)),
    );
    if (!own) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  }
  return found;
};

/** A term of the asker's business (terms are the business's, not a branch's). */
export const semesterInScope = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select({ id: semesters.id, name: semesters.name })
    .from(semesters)
    .where(and(eq(semesters.id, id), inBusiness(semesters.businessId, scope)));
  if (!row) throw notFound(SEMESTER_NOT_FOUND_MESSAGE);
  return row;
};

/**
 * A screen's optional branch and class, both the asker's (a teacher's own classes only); answers
 * the branch the document covers.
 */
export const branchAndClassInScope = async (
  db: Db,
  scope: TenantScope,
  params: { branchId?: string; schoolClassId?: string },
): Promise<string | null> => {
  const schoolClass = params.schoolClassId ? await classInScope(db, scope, params.schoolClassId) : null;
  if (params.branchId) return branchInScope(db, scope, params.branchId);
  return schoolClass?.branchId ?? scope.branchId;
};

/** A sales or finance screen's filters: not a narrow scope's; the term and the branch the asker's. */
export const branchAndTermInScope = async (
  db: Db,
  scope: TenantScope,
  params: { branchId?: string; semesterId?: string },
): Promise<string | null> => {
  refuseNarrow(scope);
  if (params.semesterId) await semesterInScope(db, scope, params.semesterId);
  return params.branchId ? branchInScope(db, scope, params.branchId) : scope.branchId;
};

/** A teacher of the asker's branches, as the teacher's program screen finds them. */
export const teacherInScope = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select({ id: personnel.id, branchId: personnel.branchId })
    .from(personnel)
    .where(and(eq(personnel.id, id), ownedBy(personnel, scope), eq(personnel.isTeacher, true)));
  if (!row) throw notFound(TEACHER_NOT_FOUND_MESSAGE);
  return row;
};

/**
 * Documents one after another in one PDF, each from a new page in its own layout, with the
 * progress of the run as they are written; a sentence saying there are none when there are none.
 */
export const documentsPdf = async <T>(
  run: ReportRun<unknown>,
  items: readonly T[],
  contentOf: (item: T) => Promise<Content[]>,
  spec: {
    title: string;
    none: string;
    page?: DocumentsDoc;
    /** Where the progress stands when the first document is written (what came before it). */
    progressFrom?: number;
  },
): Promise<ReportFile> => {
  const from = spec.progressFrom ?? 0;
  const doc = { info: { title: spec.title }, ...spec.page };
  const content =
    items.length === 0
      ? await renderPdf({ ...doc, content: [{ text: spec.none, style: 'subtitle' }] })
      : await renderDocumentsPdf(doc, items.length, async (i) => {
          run.signal.throwIfAborted();
          const document = await contentOf(items[i]!);
          await run.progress(Math.floor(from + ((i + 1) / items.length) * (95 - from)));
          return document;
        });
  return { fileName: `${fileSafe(spec.title)}.pdf`, contentType: PDF, content };
};

/** A name fit for a file: the day or the class in it, nothing a file system refuses. */
export const fileSafe = (text: string) => text.replace(/[\\/:*?"<>|]+/g, '-').trim();

/** The filters a form took as a screen's query string; the ones left empty are not sent. */
const queryOf = (filters: Record<string, string | undefined>): string =>
  stringify(Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')));

const screenOf = (path: string) => {
  const screen = listExportOf(path);
  // Registered with the screen's routes at start: a type naming a path nobody registered is a bug.
  if (!screen) throw new Error(`no report screen at ${path}`);
  return screen;
};

/** Who the document is made for, as a screen's export names them on its title rows. */
export const askerOf = (run: ReportRun<unknown>): ExportAsker => ({ userId: run.userId, scope: run.scope });

/** An export a screen's Excel button would send, written to the document's file. */
export const excelFile = async <T>(spec: ExcelExport<T>): Promise<ReportFile> => ({
  fileName: `${fileSafe(spec.fileName)}.xlsx`,
  contentType: XLSX,
  content: await excelBuffer(spec),
});

/**
 * A report screen's own Excel (registered with registerExcelRoute: the same rows, columns,
 * title and totals as its Excel button), made with the filters the form took.
 */
export const screenExcel = async (
  run: ReportRun<unknown>,
  path: string,
  filters: Record<string, string | undefined>,
): Promise<ReportFile> => {
  const spec = await screenOf(path).excel(run.db, askerOf(run), queryOf(filters));
  await run.progress(10);
  return excelFile(spec);
};

/**
 * A type that makes a report screen's own Excel: the form's filters are checked as the
 * screen checks them when the document is asked for, not when it is made.
 */
export const screenReportType = <P extends object>(spec: {
  permission: ActionKey;
  check: (db: Db, scope: TenantScope, params: P) => Promise<string | null>;
  /** The screen's path and the filters it takes, from the form's parameters. */
  screen: (params: P) => { path: string; filters: Record<string, string | undefined> };
}): ServerReportType<P> => ({
  permission: spec.permission,
  check: async (db, scope, params) => {
    const { path, filters } = spec.screen(params);
    if (!screenOf(path).accepts(queryOf(filters))) throw badRequest('Raporun süzgeçleri hatalı.');
    return spec.check(db, scope, params);
  },
  make: (run) => {
    const { path, filters } = spec.screen(run.params);
    return screenExcel(run, path, filters);
  },
});
