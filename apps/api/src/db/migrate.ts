import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle, Schema } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const runMigrations = async (handle: DbHandle): Promise<void> => {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The two migrators differ only in their driver type; the SQL they run is the same.
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  else await migratePg(handle.db as unknown as NodePgDatabase<Schema>, config);
};
