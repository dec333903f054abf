import { postingTooEarlyMessage, postingTooLateMessage, postingWindow } from '@panel/shared/common/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { branches } from '../../administration/branches/branch.table';

/**
 * Refuses a movement dated outside its branch's posting window (postingWindow in shared):
 * the one rule every money write meets, because every one of them posts through the ledger.
 * Reads the branch row itself: the ledger sits below the branch service's scope checks.
 */
export const assertPostingDate = async (
  tx: Db,
  m: { businessId: string; branchId: string; occurredOn: string },
): Promise<void> => {
  const [branch] = await tx
    .select({
      setUpOn: sql<string>`to_char(${branches.createdAt} at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`,
    })
    .from(branches)
    .where(and(eq(branches.id, m.branchId), eq(branches.businessId, m.businessId)));
  const window = postingWindow(branch?.setUpOn ?? m.occurredOn);
  if (m.occurredOn > window.latest) throw badRequest(postingTooLateMessage(window.latest));
  if (m.occurredOn < window.earliest) throw badRequest(postingTooEarlyMessage(window.earliest));
};
