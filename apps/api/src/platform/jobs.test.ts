import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createJobQueue,
  type JobContext,
  type JobDefinition,
  type JobQueue,
  JobStoppedError,
  JobTimeoutError,
} from './jobs';

/** The embedded database's queue (PostgreSQL's is pg-boss, exercised by the report centre's tests). */
const log = Fastify({ logger: false }).log;
let queue: JobQueue;
afterEach(async () => queue?.stop());

const inProcess = () => createJobQueue({ kind: 'pglite', dataDir: null }, log);

/**
 * Starts a fresh queue with one job: no retries, a 30 s timeout and one run at a time unless
 * the test says otherwise.
 */
const startWith = async <T extends object>(
  job: Pick<JobDefinition<T>, 'name' | 'run'> & Partial<JobDefinition<T>>,
) => {
  queue = inProcess();
  queue.define<T>({ retryLimit: 0, retryDelaySeconds: 0, timeoutSeconds: 30, concurrency: 1, ...job });
  await queue.start();
};

/** Resolves when `count` calls have been seen. */
const calls = <T>(count: number) => {
  const seen: T[] = [];
  let done: (value: T[]) => void = () => {};
  const all = new Promise<T[]>((resolve) => {
    done = resolve;
  });
  return {
    all,
    push: (value: T) => {
      seen.push(value);
      if (seen.length === count) done(seen);
    },
  };
};

describe('the in-process job queue', () => {
  it('retries a failed run up to its limit, telling the handler which run is the last', async () => {
    const runs = calls<JobContext>(3);
    await startWith<{ n: number }>({
      name: 'flaky',
      run: async (_, context) => {
        runs.push(context);
        throw new Error('boom');
      },
      retryLimit: 2,
    });
    await queue.send('flaky', { n: 1 });
    const seen = await runs.all;
    expect(seen.map((c) => [c.attempt, c.finalAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('aborts a run that passes its timeout', async () => {
    const reasons = calls<unknown>(1);
    await startWith<object>({
      name: 'slow',
      run: (_, context) =>
        new Promise((_, reject) =>
          context.signal.addEventListener('abort', () => {
            reasons.push(context.signal.reason);
            reject(context.signal.reason);
          }),
        ),
      timeoutSeconds: 0.05,
    });
    await queue.send('slow', {});
    const [reason] = await reasons.all;
    expect(reason).toBeInstanceOf(JobTimeoutError);
  });

  it('runs no more than its concurrency at once, and runs a deferred job again', async () => {
    let running = 0;
    let most = 0;
    const finished = calls<number>(4);
    const deferred = new Set<number>();
    await startWith<{ n: number }>({
      name: 'limited',
      run: async ({ n }) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        if (n === 2 && !deferred.has(n)) {
          deferred.add(n);
          return { deferSeconds: 0 };
        }
        finished.push(n);
        return undefined;
      },
      concurrency: 2,
    });
    for (const n of [1, 2, 3, 4]) await queue.send('limited', { n });
    expect((await finished.all).sort()).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('aborts running jobs when it stops and waits for them to wind down', async () => {
    const started = calls<true>(1);
    let cleanedUp: unknown = null;
    await startWith<object>({
      name: 'long',
      run: (_, context) =>
        new Promise((_, reject) => {
          started.push(true);
          context.signal.addEventListener('abort', () => {
            setImmediate(() => {
              cleanedUp = context.signal.reason;
              reject(context.signal.reason);
            });
          });
        }),
      retryLimit: 3,
    });
    await queue.send('long', {});
    await started.all;
    await queue.stop();
    expect(cleanedUp).toBeInstanceOf(JobStoppedError);
  });

  it('refuses a job it does not know', async () => {
    queue = inProcess();
    await queue.start();
    await expect(queue.send('nobody', {})).rejects.toThrow(/unknown job/);
  });
});
