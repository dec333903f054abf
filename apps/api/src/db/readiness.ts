import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

export type Readiness = 'ready' | 'unreachable' | 'migrations-pending';

// The newest migration this build ships, read once: drizzle's migrator records each applied
// migration's folder time in drizzle.__drizzle_migrations.created_at.
let newestShipped: number | null = null;
const newestShippedMigration = (): number => {
  newestShipped ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return newestShipped;
};

// The migrations table does not exist yet: nothing was migrated.
const NOT_MIGRATED_STATES = new Set(['42P01', '3F000']);

/** Whether the database answers and holds every migration this build ships. */
export const checkReadiness = async (db: Db): Promise<Readiness> => {
  let newestApplied: number;
  try {
    const result = (await db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { newest: string | number | null }[] };
    newestApplied = Number(result.rows[0]?.newest ?? 0);
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    return typeof code === 'string' && NOT_MIGRATED_STATES.has(code) ? 'migrations-pending' : 'unreachable';
  }
  return newestApplied >= newestShippedMigration() ? 'ready' : 'migrations-pending';
};
