import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../integrations/sms/sms-message.table';

/** The places of a background bulk send's messages already recorded: a resumed run skips them. */
export const batchIndexesSent = async (db: Db, batchId: string): Promise<Set<number>> =>
  new Set(
    (
      await db
        .select({ index: smsMessages.batchIndex })
        .from(smsMessages)
        .where(eq(smsMessages.batchId, batchId))
    ).flatMap((r) => (r.index === null ? [] : [r.index])),
  );

/** Each recorded message of a bulk send by its place: to whom, with what outcome and cost. */
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
        .orderBy(asc(smsMessages.batchIndex))
    ).map((r) => [r.index ?? -1, r]),
  );
