import { count, type SQL, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** How many rows of a table (or of a subquery) a condition picks: a list's or a report's total. */
export const countRows = async (db: Db, from: PgTable | Subquery, where: SQL | undefined): Promise<number> =>
  (await db.select({ n: count() }).from(from).where(where))[0]?.n ?? 0;
