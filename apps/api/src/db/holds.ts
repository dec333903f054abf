import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The embedded database answers one query, or one transaction, at a time: while a request
 * holds it, every other user of the school waits. Each query's and transaction's hold is
 * timed from when it has the database (not while it waits for it) and counted to the request
 * that asked; a request that held it longer than the configured limit is logged with its
 * route, so a report that should be paged or moved to the report centre shows itself.
 */

type Holds = { longestMs: number };
const asking = new AsyncLocalStorage<Holds>();
const holdsOf = new WeakMap<FastifyRequest, Holds>();

type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;

/** The embedded database's queries and transactions, timed for the request that asks. */
export const timeHolds = (client: PGlite) => {
  const timed =
    (run: Exclusive): Exclusive =>
    (fn) => {
      // Read here, in the asker's context: the lock may start fn from another request's.
      const holds = asking.getStore();
      if (!holds) return run(fn);
      return run(async () => {
        const started = performance.now();
        try {
          return await fn();
        } finally {
          holds.longestMs = Math.max(holds.longestMs, performance.now() - started);
        }
      });
    };
  client._runExclusiveQuery = timed(client._runExclusiveQuery.bind(client));
  client._runExclusiveTransaction = timed(client._runExclusiveTransaction.bind(client));
};

export const HELD_TOO_LONG = 'İstek gömülü veritabanını uzun süre tuttu.';

/** Logs each request that held the embedded database for longer than `limitMs` at once. */
export const warnOnLongHolds = (app: FastifyInstance, limitMs: number) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const holds = { longestMs: 0 };
    holdsOf.set(request, holds);
    asking.run(holds, done);
  });
  app.addHook('onResponse', async (request) => {
    const holds = holdsOf.get(request);
    if (!holds || holds.longestMs <= limitMs) return;
    request.log.warn(
      { route: request.routeOptions.url, method: request.method, holdMs: Math.round(holds.longestMs) },
      HELD_TOO_LONG,
    );
  });
};
