import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../integrations/sms/sms-message.table';

/**
 * Each recorded message of a bulk send by its place: to whom, with what outcome and cost. A
 * resumed run skips the places found here.
 */
export const batchOutcomes = async (db: Db, batchId: string) =>
  new Map(
    (
      await db
        .select({
          index: smsMessages.batchIndex,
          to: smsMessages.to,
          status: smsMessages.status,
          error: smsMessages.error,
          units: smsMessages.units,
        })
        .from(smsMessages)
        .where(eq(smsMessages.batchId, batchId))
    ).map((r) => [r.index ?? -1, r]),
  );
