import type { TListQuery } from '@panel/shared/common/list-query';
import type { ReportState } from '@panel/shared/reports/report-centre';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows } from '../../platform/count-rows';
import type { TenantScope } from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import { ofBusiness } from '../../platform/tenancy';
import { reportResultParts, reportResults } from './report-result.table';

const R = reportResults;
const P = reportResultParts;

/** 256 KiB: the embedded database stores a part in a few tens of milliseconds. */
export const RESULT_PART_BYTES = 256 * 1024;

/** Everything but the file's bytes: what the state, the list and the download's headers read. */
const metadata = {
  id: R.id,
  businessId: R.businessId,
  branchId: R.branchId,
  userId: R.userId,
  type: R.type,
  params: R.params,
  scope: R.scope,
  state: R.state,
  progress: R.progress,
  attempts: R.attempts,
  fileName: R.fileName,
  contentType: R.contentType,
  sizeBytes: R.sizeBytes,
  error: R.error,
  createdAt: R.createdAt,
  finishedAt: R.finishedAt,
  expiresAt: R.expiresAt,
};

/** A result is its asker's alone: the user in the business the result was asked in. */
const ownResult = (asker: { userId: string; scope: TenantScope }) =>
  and(
    eq(R.userId, asker.userId),
    ofBusiness(R.businessId, asker.scope.businessId),
    sql`${R.expiresAt} > now()`,
  );

export const insertResult = async (db: Db, values: typeof R.$inferInsert) => {
  const [row] = await db.insert(R).values(values).returning({ id: R.id });
  return row!.id;
};

export const getOwnResult = async (db: Db, asker: { userId: string; scope: TenantScope }, id: string) => {
  const [row] = await db
    .select(metadata)
    .from(R)
    .where(and(eq(R.id, id), ownResult(asker)));
  return row ?? null;
};

/** The file of a result, a part at a time in order (the caller has checked the result is the asker's). */
export async function* resultFileParts(db: Db, resultId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [part] = await db
      .select({ content: P.content })
      .from(P)
      .where(and(eq(P.resultId, resultId), eq(P.seq, seq)));
    if (!part) return;
    yield part.content;
  }
}

export const findOwnResults = (db: Db, asker: { userId: string; scope: TenantScope }, query: TListQuery) =>
  selectPage(db, query, {
    countTable: R,
    select: () => db.select(metadata).from(R).$dynamic(),
    where: ownResult(asker),
    orderBy: [desc(R.createdAt), desc(R.id)],
  });

export const getResultForRun = async (db: Db, id: string) => {
  const [row] = await db.select(metadata).from(R).where(eq(R.id, id));
  return row ?? null;
};

/**
 * Takes a result to run: a queued one, or a running one whose heartbeat stopped (its
 * process died), while the business runs fewer than `limit` at once. The business's rows
 * are counted under its advisory lock, so two workers cannot both take the last place.
 * Answers the row taken, or null.
 */
export const claimResult = async (db: Db, id: string, limit: number, staleSeconds: number) =>
  db.transaction(async (tx) => {
    const [target] = await tx.select({ businessId: R.businessId }).from(R).where(eq(R.id, id));
    if (!target) return null;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-run:${target.businessId}`}))`);
    const stale = sql`${R.heartbeatAt} < now() - make_interval(secs => ${staleSeconds})`;
    const running = await countRows(
      tx,
      R,
      and(ofBusiness(R.businessId, target.businessId), eq(R.state, 'Running'), sql`not (${stale})`),
    );
    if (running >= limit) return null;
    const [row] = await tx
      .update(R)
      .set({
        state: 'Running',
        attempts: sql`${R.attempts} + 1`,
        progress: 0,
        error: null,
        startedAt: sql`now()`,
        heartbeatAt: sql`now()`,
      })
      .where(and(eq(R.id, id), or(eq(R.state, 'Queued'), and(eq(R.state, 'Running'), stale))))
      .returning(metadata);
    return row ?? null;
  });

export const setProgress = (db: Db, id: string, progress: number) =>
  db
    .update(R)
    .set({ progress, heartbeatAt: sql`now()` })
    .where(and(eq(R.id, id), eq(R.state, 'Running')));

/**
 * The run's file, stored with the result's end in one transaction: a result that is no longer
 * running (cancelled, taken back by a restart) keeps no parts.
 */
export const finishResult = (
  db: Db,
  id: string,
  file: { fileName: string; contentType: string; content: Buffer },
) =>
  db.transaction(async (tx) => {
    const [done] = await tx
      .update(R)
      .set({
        state: 'Done',
        progress: 100,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.content.length,
        finishedAt: sql`now()`,
      })
      .where(and(eq(R.id, id), eq(R.state, 'Running')))
      .returning({ id: R.id });
    if (!done) return;
    await tx.delete(P).where(eq(P.resultId, id));
    for (let seq = 0; seq * RESULT_PART_BYTES < file.content.length; seq++) {
      const start = seq * RESULT_PART_BYTES;
      await tx.insert(P).values({
        resultId: id,
        seq,
        content: file.content.subarray(start, start + RESULT_PART_BYTES),
      });
    }
  });

export const failResult = (db: Db, id: string, error: string) =>
  db
    .update(R)
    .set({ state: 'Failed', error, finishedAt: sql`now()` })
    .where(and(eq(R.id, id), inArray(R.state, ['Queued', 'Running'])));

/** Back in the queue for another run (a retry, or a run the server's stop cut short). */
export const requeueResult = (db: Db, id: string, refund: boolean) =>
  db
    .update(R)
    .set({
      state: 'Queued',
      progress: 0,
      heartbeatAt: null,
      ...(refund ? { attempts: sql`greatest(${R.attempts} - 1, 0)` } : {}),
    })
    .where(and(eq(R.id, id), eq(R.state, 'Running')));

/**
 * Results no live run holds: running ones whose heartbeat stopped (every running one when
 * `allRunning`, the embedded database's single process having just started), and with
 * `queued` the waiting ones too (an in-process queue forgets them with its process).
 */
export const orphanedResults = (
  db: Db,
  options: { staleSeconds: number; allRunning: boolean; queued: boolean },
): Promise<{ id: string; state: string; attempts: number }[]> => {
  const states: ReportState[] = options.queued ? ['Queued', 'Running'] : ['Running'];
  return db
    .select({ id: R.id, state: R.state, attempts: R.attempts })
    .from(R)
    .where(
      and(
        inArray(R.state, states),
        options.allRunning
          ? undefined
          : or(
              eq(R.state, 'Queued'),
              sql`${R.heartbeatAt} is null or ${R.heartbeatAt} < now() - make_interval(secs => ${options.staleSeconds})`,
            ),
      ),
    );
};

/** Waiting ones nobody took for longer than any run may wait: failed instead of left for ever. */
export const failAbandoned = (db: Db, olderThanSeconds: number, error: string) =>
  db
    .update(R)
    .set({ state: 'Failed', error, finishedAt: sql`now()` })
    .where(
      and(eq(R.state, 'Queued'), lt(R.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)),
    );

export const deleteExpired = (db: Db) => db.delete(R).where(sql`${R.expiresAt} <= now()`);
