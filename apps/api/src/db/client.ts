import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { timeHolds } from './holds';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: data-access functions take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database's files as one tar image, which `openDatabase` can start from. */
  image?: () => Promise<Blob>;
};

const warnLost = (error: Error) => console.warn(`PostgreSQL bağlantısı kapandı: ${error.message}`);

/**
 * A pool whose clients survive the server dropping their connection (a restart,
 * pg_terminate_backend, a network cut, a dropped test database).
 *
 * pg-pool listens for a client's `error` only while it is idle; a client checked out for a
 * transaction had no listener, and the unhandled event ended the process. And drizzle sends
 * BEGIN before its try/finally, so a transaction whose BEGIN failed never released its
 * client: the pool leaked one connection per such failure until every request waited.
 * Here a client that fails while checked out goes back to the pool with its error (which
 * drops it) at once, and the holder's own release later does nothing. The query that was
 * using it fails (503 for its request); the next request gets a fresh connection.
 */
type PoolCallback = Parameters<pg.Pool['connect']>[0] & {};

class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => client.on('error', warnLost));
    // The client's own listener above has logged it already.
    this.on('error', () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: PoolCallback): void;
  override connect(callback?: PoolCallback): Promise<pg.PoolClient> | undefined {
    // pool.query checks out with a callback and already handles a lost client itself.
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then((client) => {
      const releaseToPool = client.release;
      let released = false;
      const release = (error?: Error | boolean) => {
        client.removeListener('error', onLost);
        if (released) return;
        released = true;
        releaseToPool(error);
      };
      const onLost = (error: Error) => release(error);
      client.on('error', onLost);
      client.release = release;
      return client;
    });
  }
}

export const openDatabase = async (
  database: Config['database'],
  /** An in-memory embedded database starts as a copy of this image (DbHandle.image). */
  fromImage?: Blob,
): Promise<DbHandle> => {
  if (database.kind === 'postgres') {
    const pool = new ResilientPool({
      connectionString: database.url,
      max: 20,
      // JIT compiles a query the planner thinks costly before running it: 10 to 20 ms spent on
      // reports that then run in 8 (a misjudged group count is enough), never won back on the
      // short queries a panel makes.
      options: '-c jit=off',
      // With the server down or every connection busy, a request fails (503) instead of waiting forever.
      connectionTimeoutMillis: 10_000,
    });
    return {
      db: drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  // One process per folder: a second server refuses to start (DataDirLockedError).
  const lock = database.dataDir ? lockDataDir(database.dataDir) : null;
  // PGlite is one session: drizzle's pglite driver runs transactions through
  // PGlite.transaction, which holds other queries back until it ends.
  const client = await PGlite.create(database.dataDir ?? undefined, {
    extensions: { pg_trgm },
    ...(fromImage && !database.dataDir ? { loadDataDir: fromImage } : {}),
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  timeHolds(client);
  return {
    db: drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      lock?.release();
    },
    image: () => client.dumpDataDir('none'),
  };
};
