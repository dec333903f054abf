import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: data-access functions take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const openDatabase = async (database: Config['database']): Promise<DbHandle> => {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 20 });
    // An idle connection the server drops (a restart, an administrator, a dropped test
    // database) must not take the process down: the pool opens a new one when next asked.
    pool.on('error', (error) => console.warn(`PostgreSQL bağlantısı kapandı: ${error.message}`));
    return {
      db: drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  if (database.dataDir) mkdirSync(database.dataDir, { recursive: true });
  // PGlite is one session: drizzle's pglite driver runs transactions through
  // PGlite.transaction, which holds other queries back until it ends.
  const client = await PGlite.create(database.dataDir ?? undefined, { extensions: { pg_trgm } });
  return {
    db: drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
};
