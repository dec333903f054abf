import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentCounters } from './idempotency.table';

/**
 * The next number of a business's counter, gapless: the row lock taken by the upsert
 * holds other writers until this transaction ends, and a rollback gives the number back.
 */
export const nextNumber = async (tx: Db, businessId: string, counter: string): Promise<number> => {
  const [row] = await tx
    .insert(documentCounters)
    .values({ businessId, counter, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.businessId, documentCounters.counter],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row!.last;
};
