import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Rows of a raw query; both drivers answer `{ rows }`, which the shared Db type does not know. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
