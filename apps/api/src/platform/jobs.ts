import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../config';

/**
 * Background work (report documents, cleanups) behind one interface. On PostgreSQL the
 * jobs live in pg-boss's own schema, so any API process may run them and a job outlives
 * the process that was running it; on the embedded database (one process by design) they
 * run in this process. Either way the durable record of a job's purpose is its owner's
 * own table (a report result): a handler must tolerate running again after a restart.
 */

export type JobContext = {
  /** Aborted when the timeout passes or the server stops: long work checks it between steps. */
  signal: AbortSignal;
  /** 1 for the first run, 2 for the first retry ... */
  attempt: number;
  /** No retry follows a failure of this run. */
  finalAttempt: boolean;
};

/** Nothing, or a wish to run again later without it counting as a retry (a business at its limit). */
export type JobOutcome = undefined | { deferSeconds: number };

export type JobDefinition<T extends object> = {
  name: string;
  run: (data: T, context: JobContext) => Promise<JobOutcome>;
  /** Runs after the first one that fails (timeouts included). */
  retryLimit: number;
  retryDelaySeconds: number;
  timeoutSeconds: number;
  /** Runs of this job at once in one process. */
  concurrency: number;
};

export type PeriodicJob = {
  name: string;
  everyMinutes: number;
  run: () => Promise<void>;
};

export type JobQueue = {
  kind: 'pg-boss' | 'in-process';
  /** Declares a job; before `start`. */
  define: <T extends object>(definition: JobDefinition<T>) => void;
  /** Declares work repeated on a clock; before `start`. */
  every: (job: PeriodicJob) => void;
  start: () => Promise<void>;
  send: <T extends object>(name: string, data: T, options?: { startAfterSeconds?: number }) => Promise<void>;
  /** Stops taking jobs and aborts the running ones (their owners put them back for the next start). */
  stop: () => Promise<void>;
};

export class JobTimeoutError extends Error {
  constructor(seconds: number) {
    super(`job timed out after ${seconds} s`);
    this.name = 'JobTimeoutError';
  }
}

export class JobStoppedError extends Error {
  constructor() {
    super('job stopped with the server');
    this.name = 'JobStoppedError';
  }
}

/** How long a run may take to wind down once its signal is aborted, before it is given up on. */
const WIND_DOWN_MS = 10_000;

/**
 * One run under a deadline: when the timeout passes or `stopping` aborts, the handler's
 * signal is aborted and the handler gets a short while to wind down (its own cleanup, such
 * as putting a document back in the queue, finishes before the process goes on to close
 * the database); one that ignores its signal is given up on then.
 */
const runGuarded = async <T extends object>(
  definition: JobDefinition<T>,
  data: T,
  attempt: number,
  stopping: AbortSignal,
): Promise<JobOutcome> => {
  const controller = new AbortController();
  const timers: NodeJS.Timeout[] = [];
  const abort = (reason: Error) => {
    if (controller.signal.aborted) return;
    controller.abort(reason);
    timers.push(setTimeout(() => giveUp(reason), WIND_DOWN_MS));
  };
  let giveUp: (reason: Error) => void = () => {};
  const given = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  const onStop = () => abort(new JobStoppedError());
  timers.push(
    setTimeout(() => abort(new JobTimeoutError(definition.timeoutSeconds)), definition.timeoutSeconds * 1000),
  );
  if (stopping.aborted) onStop();
  else stopping.addEventListener('abort', onStop, { once: true });
  try {
    return await Promise.race([
      definition.run(data, {
        signal: controller.signal,
        attempt,
        finalAttempt: attempt > definition.retryLimit,
      }),
      given,
    ]);
  } finally {
    for (const timer of timers) clearTimeout(timer);
    stopping.removeEventListener('abort', onStop);
  }
};

/** pg-boss: the queue of a PostgreSQL deployment, shared by every API process. */
const pgBossQueue = (connectionString: string, log: FastifyBaseLogger): JobQueue => {
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'panel-jobs' });
  boss.on('error', (error) => log.error(error, 'job queue error'));
  const definitions = new Map<string, JobDefinition<object>>();
  const periodic: PeriodicJob[] = [];
  const workers = new Map<string, string[]>();
  const stopping = new AbortController();
  let started = false;

  const sendOptions = (definition: JobDefinition<object>): PgBoss.SendOptions => ({
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    // pg-boss's own deadline backs ours: a job whose process died is expired by its supervisor.
    expireInSeconds: definition.timeoutSeconds + 60,
  });

  return {
    kind: 'pg-boss',
    define: (definition) => {
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    every: (job) => {
      periodic.push(job);
    },
    start: async () => {
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        await boss.createQueue(definition.name, { name: definition.name, ...sendOptions(definition) });
        const ids: string[] = [];
        for (let i = 0; i < definition.concurrency; i++) {
          ids.push(
            await boss.work<object>(
              definition.name,
              { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 2 },
              async ([job]) => {
                if (!job) return;
                const outcome = await runGuarded(definition, job.data, job.retryCount + 1, stopping.signal);
                if (outcome?.deferSeconds !== undefined)
                  await boss.send(definition.name, job.data, {
                    ...sendOptions(definition),
                    startAfter: outcome.deferSeconds,
                  });
              },
            ),
          );
        }
        workers.set(definition.name, ids);
      }
      for (const job of periodic) {
        await boss.createQueue(job.name, { name: job.name, retryLimit: 0, expireInSeconds: 15 * 60 });
        await boss.work(job.name, { pollingIntervalSeconds: 30 }, async () => {
          await job.run();
        });
        await boss.schedule(job.name, `*/${Math.max(1, Math.min(59, job.everyMinutes))} * * * *`);
      }
    },
    send: async (name, data, options = {}) => {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown job ${name}`);
      await boss.send(name, data, {
        ...sendOptions(definition),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      // Wakes this process's idle worker now instead of at its next poll.
      if (!options.startAfterSeconds) for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    },
    stop: async () => {
      if (!started) return;
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
};

/**
 * The embedded database's queue: the jobs run in this process, `concurrency` at a time per
 * job. Nothing is lost with the process that would not be found again: the owners' tables
 * hold what was asked, and they send it again on start.
 */
const inProcessQueue = (log: FastifyBaseLogger): JobQueue => {
  type Entry = { data: object; attempt: number };
  const definitions = new Map<string, JobDefinition<object>>();
  const periodic: PeriodicJob[] = [];
  const waiting = new Map<string, Entry[]>();
  const running = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  let started = false;

  const later = (seconds: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, seconds * 1000);
    timer.unref();
    timers.add(timer);
  };

  const enqueue = (name: string, entry: Entry) => {
    waiting.get(name)?.push(entry);
    pump(name);
  };

  const pump = (name: string) => {
    const definition = definitions.get(name);
    const queue = waiting.get(name);
    if (!started || stopping.signal.aborted || !definition || !queue) return;
    while ((running.get(name) ?? 0) < definition.concurrency && queue.length > 0) {
      const entry = queue.shift()!;
      running.set(name, (running.get(name) ?? 0) + 1);
      const run = runGuarded(definition, entry.data, entry.attempt, stopping.signal)
        .then(
          (outcome) => {
            if (outcome?.deferSeconds !== undefined) later(outcome.deferSeconds, () => enqueue(name, entry));
          },
          (error: unknown) => {
            if (stopping.signal.aborted) return;
            log.warn({ err: error, job: name, attempt: entry.attempt }, 'job failed');
            if (entry.attempt <= definition.retryLimit)
              later(definition.retryDelaySeconds, () =>
                enqueue(name, { data: entry.data, attempt: entry.attempt + 1 }),
              );
          },
        )
        .finally(() => {
          running.set(name, (running.get(name) ?? 1) - 1);
          inFlight.delete(run);
          pump(name);
        });
      inFlight.add(run);
    }
  };

  return {
    kind: 'in-process',
    define: (definition) => {
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
      waiting.set(definition.name, []);
    },
    every: (job) => {
      periodic.push(job);
    },
    start: async () => {
      started = true;
      for (const job of periodic) {
        const timer = setInterval(() => {
          job.run().catch((error: unknown) => log.warn({ err: error, job: job.name }, 'periodic job failed'));
        }, job.everyMinutes * 60_000);
        timer.unref();
        timers.add(timer);
      }
      for (const name of definitions.keys()) pump(name);
    },
    send: async (name, data, options = {}) => {
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      if (options.startAfterSeconds)
        later(options.startAfterSeconds, () => enqueue(name, { data, attempt: 1 }));
      else enqueue(name, { data, attempt: 1 });
    },
    stop: async () => {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
};

export const createJobQueue = (database: Config['database'], log: FastifyBaseLogger): JobQueue =>
  database.kind === 'postgres' ? pgBossQueue(database.url, log) : inProcessQueue(log);
