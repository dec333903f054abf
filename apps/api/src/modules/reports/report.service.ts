import type { ActionKey } from '@panel/shared/permissions/keys';
import {
  CLIENT_REPORT_TYPES,
  FORM_REPORT_TYPES,
  type FormReportType,
  isReportType,
  type ReportFieldSpec,
  type ReportState,
  type ReportType,
  type TReportResult,
  type TReportSetBody,
  type TReportTypeInfo,
  type TSmsBatchParams,
  UNKNOWN_REPORT_TYPE_MESSAGE,
} from '@panel/shared/reports/report-centre';
import { REPORT_TYPE_SPECS } from '@panel/shared/reports/report-type-specs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SmsProvider } from '../../integrations/sms/sms';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import {
  type JobContext,
  type JobOutcome,
  type JobQueue,
  JobStoppedError,
  JobTimeoutError,
} from '../../platform/jobs';
import type { AuthContext } from '../../platform/request-context';
import { scopeOf, type TenantScope } from '../../platform/scope';
import { hasAction } from '../permissions/permission.service';
import {
  claimResult,
  deleteExpired,
  failAbandoned,
  failResult,
  finishResult,
  getResultForRun,
  insertResult,
  orphanedResults,
  requeueResult,
  setProgress,
} from './report-result.queries';
import { SERVER_REPORT_TYPES } from './report-types';

export const REPORT_JOB = 'reports.run';
const CLEANUP_JOB = 'reports.cleanup';

/** A run whose heartbeat is older than this belongs to a process that is gone. */
export const STALE_SECONDS = 90;
const HEARTBEAT_SECONDS = 20;
/** How long a document waits for its business's running ones before it asks again. */
const BUSY_DEFER_SECONDS = 3;

export const BAD_PARAMS_MESSAGE = 'Rapor parametreleri hatalı.';
export const RESTART_MESSAGE =
  'Rapor hazırlanırken sunucu yeniden başladı ve rapor tamamlanamadı. Lütfen raporu yeniden çalıştırın.';
const FAILED_MESSAGE = 'Rapor hazırlanırken beklenmeyen bir hata oluştu. Lütfen yeniden deneyin.';
const ABANDONED_MESSAGE = 'Rapor uzun süre sırada bekledi ve hazırlanamadı. Lütfen yeniden çalıştırın.';
const timeoutMessage = (seconds: number) =>
  `Rapor ${Math.ceil(seconds / 60)} dakikada hazırlanamadı ve durduruldu. Daha dar bir seçimle yeniden deneyin.`;

type Settings = Config['reports'];
type Asker = { userId: string; scope: TenantScope };

export const askerOf = (auth: AuthContext): Asker => ({ userId: auth.userId, scope: scopeOf(auth) });

const formPermission = (type: FormReportType): ActionKey => {
  const { permission } = SERVER_REPORT_TYPES[type];
  if (typeof permission === 'function') throw new Error(`form report ${type} has no fixed permission`);
  return permission;
};

/** The report types the account may run, with the fields of their forms. */
export const listReportTypes = async (db: Db, auth: AuthContext): Promise<TReportTypeInfo[]> => {
  // A provider admin outside any business has no documents of a business to make.
  if (!auth.businessId) return [];
  const allowed = await Promise.all(
    FORM_REPORT_TYPES.map((type) => hasAction(db, auth, formPermission(type))),
  );
  return FORM_REPORT_TYPES.filter((_, i) => allowed[i]).map((type) => {
    const { title, description, format, fields } = REPORT_TYPE_SPECS[type];
    // The specs are literal constants, read-only; the answer's schema wants plain arrays.
    const plain = (fields as readonly ReportFieldSpec[]).map(({ options, ...field }) =>
      options ? { ...field, options: options.map((o) => ({ ...o })) } : field,
    );
    return { type, title, description, format, fields: plain };
  });
};

/**
 * POST report/set: checks the type, its parameters and that they reach inside the asker's
 * scope, records the result as queued and hands it to the job queue.
 */
export const startReport = async (
  db: Db,
  jobs: JobQueue,
  settings: Settings,
  auth: AuthContext,
  body: TReportSetBody,
  /** A route of the product starts the types a client may not (an SMS batch of its own texts). */
  from: { server: boolean } = { server: false },
): Promise<string> => {
  if (!isReportType(body.type)) throw badRequest(UNKNOWN_REPORT_TYPE_MESSAGE);
  if (!from.server && !(CLIENT_REPORT_TYPES as readonly string[]).includes(body.type))
    throw badRequest(UNKNOWN_REPORT_TYPE_MESSAGE);
  const type = SERVER_REPORT_TYPES[body.type];
  const parsed = REPORT_TYPE_SPECS[body.type].params.safeParse(body.params);
  if (!parsed.success)
    throw badRequest(BAD_PARAMS_MESSAGE, {
      errors: parsed.error.issues.map((issue) =>
        issue.code === 'unrecognized_keys' ? `Bilinmeyen parametre: ${issue.keys.join(', ')}` : issue.message,
      ),
    });
  const params = parsed.data as never;
  const action = typeof type.permission === 'function' ? type.permission(params) : type.permission;
  if (!action) throw badRequest(UNKNOWN_REPORT_TYPE_MESSAGE);
  if (!(await hasAction(db, auth, action))) throw forbidden();
  const scope = scopeOf(auth);
  const branchId = await type.check(db, scope, params);
  const id = await insertResult(db, {
    businessId: scope.businessId,
    branchId,
    userId: auth.userId,
    accountId: auth.accountId,
    type: body.type,
    params: parsed.data,
    scope,
    expiresAt: new Date(Date.now() + settings.retentionDays * 86_400_000),
  });
  await jobs.send(REPORT_JOB, { resultId: id });
  return id;
};

export const presentResult = (row: {
  id: string;
  type: string;
  params: Record<string, unknown>;
  state: string;
  progress: number;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date;
}): TReportResult => ({
  id: row.id,
  type: row.type as ReportType,
  // A list export is called after its screen's report.
  title:
    row.type === 'list-export' && typeof row.params.title === 'string'
      ? row.params.title
      : isReportType(row.type)
        ? REPORT_TYPE_SPECS[row.type].title
        : row.type,
  params: row.params,
  state: row.state as ReportState,
  progress: row.progress,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt.toISOString(),
});

const messageOf = (error: unknown, settings: Settings): string => {
  if (error instanceof JobTimeoutError) return timeoutMessage(settings.timeoutSeconds);
  // A refusal the document's own checks give (a class deleted since) is already in Turkish.
  if (error instanceof AppError) return error.body.message;
  return FAILED_MESSAGE;
};

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** One run of a document: take it, make it with progress and a heartbeat, keep the file or the reason. */
const runReport = async (
  deps: { db: Db; settings: Settings; publicUrl: string; log: FastifyBaseLogger; sms: SmsProvider },
  data: { resultId: string },
  context: JobContext,
): Promise<JobOutcome> => {
  const { db, settings } = deps;
  const row = await claimResult(db, data.resultId, settings.perBusiness, STALE_SECONDS);
  if (!row) {
    const current = await getResultForRun(db, data.resultId);
    // Its business is at its limit: ask again shortly. Done, failed, gone or run elsewhere: nothing to do.
    return current?.state === 'Queued' ? { deferSeconds: BUSY_DEFER_SECONDS } : undefined;
  }
  if (row.attempts > settings.maxAttempts || !isReportType(row.type)) {
    await failResult(db, row.id, isReportType(row.type) ? RESTART_MESSAGE : UNKNOWN_REPORT_TYPE_MESSAGE);
    return undefined;
  }
  let shown = 0;
  const heartbeat = setInterval(() => {
    setProgress(db, row.id, shown).catch((error: unknown) => deps.log.warn(error, 'report heartbeat failed'));
  }, HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();
  try {
    const file = await Promise.race([
      SERVER_REPORT_TYPES[row.type].make({
        db,
        resultId: row.id,
        sms: deps.sms,
        scope: row.scope as TenantScope,
        userId: row.userId,
        params: row.params as never,
        publicUrl: deps.publicUrl,
        signal: context.signal,
        progress: async (percent) => {
          context.signal.throwIfAborted();
          const next = Math.max(0, Math.min(99, Math.floor(percent)));
          if (next === shown) return;
          shown = next;
          await setProgress(db, row.id, next);
        },
      }),
      aborted(context.signal),
    ]);
    await finishResult(db, row.id, file);
    return undefined;
  } catch (error) {
    if (error instanceof JobStoppedError) {
      // The server is stopping: the document waits for the next start, the cut run not counted.
      await requeueResult(db, row.id, true);
      throw error;
    }
    deps.log.warn({ err: error, report: row.id, attempt: row.attempts }, 'report run failed');
    if (context.finalAttempt || row.attempts >= settings.maxAttempts) {
      await failResult(db, row.id, messageOf(error, settings));
      return undefined;
    }
    await requeueResult(db, row.id, false);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
};

/**
 * Results no live run holds, after a restart or a crash: re-queued while they have runs
 * left, failed with the reason otherwise, so none is left "running" for ever. At start on
 * the in-process queue every running result is a dead process's, and the waiting ones are
 * handed to the new queue.
 */
export const recoverReports = async (db: Db, jobs: JobQueue, settings: Settings, atStart: boolean) => {
  await deleteExpired(db);
  const orphans = await orphanedResults(db, {
    staleSeconds: STALE_SECONDS,
    allRunning: atStart && jobs.kind === 'in-process',
    queued: atStart,
  });
  for (const orphan of orphans) {
    if (orphan.state === 'Running') {
      if (orphan.attempts >= settings.maxAttempts) {
        await failResult(db, orphan.id, RESTART_MESSAGE);
        continue;
      }
      await requeueResult(db, orphan.id, false);
    }
    await jobs.send(REPORT_JOB, { resultId: orphan.id });
  }
  // Longer than every run of it could have taken: nobody is going to make it.
  const longest = settings.maxAttempts * (settings.timeoutSeconds + STALE_SECONDS) + 3600;
  await failAbandoned(db, longest, ABANDONED_MESSAGE);
};

/** Declares the report centre's jobs on the queue: the documents, and the sweep of expired and orphaned ones. */
export const defineReportJobs = (
  jobs: JobQueue,
  deps: { db: Db; config: Config; log: FastifyBaseLogger; sms: SmsProvider },
): void => {
  const settings = deps.config.reports;
  jobs.define<{ resultId: string }>({
    name: REPORT_JOB,
    run: (data, context) =>
      runReport(
        { db: deps.db, settings, publicUrl: deps.config.publicUrl, log: deps.log, sms: deps.sms },
        data,
        context,
      ),
    retryLimit: settings.maxAttempts - 1,
    retryDelaySeconds: 5,
    timeoutSeconds: settings.timeoutSeconds,
    concurrency: settings.perBusiness,
  });
  jobs.every({
    name: CLEANUP_JOB,
    everyMinutes: 10,
    run: () => recoverReports(deps.db, jobs, settings, false),
  });
};

/** A report screen's Excel too long for its request, made as a list export (platform/report-routes). */
export const startListExport = (
  db: Db,
  jobs: JobQueue,
  settings: Settings,
  auth: AuthContext,
  params: { path: string; title: string; query: string },
): Promise<string> => startReport(db, jobs, settings, auth, { type: 'list-export', params });

/**
 * A bulk send too long for its request, made in the background with its progress; the route
 * that asks checked its own permission and wrote each message.
 */
export const startSmsBatch = (
  db: Db,
  jobs: JobQueue,
  settings: Settings,
  auth: AuthContext,
  params: TSmsBatchParams,
): Promise<string> => startReport(db, jobs, settings, auth, { type: 'sms-batch', params }, { server: true });
