import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * The id of a row of `table` that `where` picks, or null when there is none: the question
 * behind "is the chosen record ours?", "is the number taken?" and "is there a live one already?".
 */
export const firstId = async (
  db: Db,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
): Promise<string | null> => {
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  // Every table's id is a uuid; a loosely typed table (an OwnedTable) does not say so.
  return (row?.id as string | undefined) ?? null;
};
