import { postingTooEarlyMessage, postingTooLateMessage, postingWindow } from '@panel/shared/common/dates';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { getBranchSetUpDay } from '../../administration/branches/branch.service';

/**
 * Refuses a movement dated outside its branch's posting window (postingWindow in shared):
 * the one rule every money write meets, because every one of them posts through the ledger.
 */
export const assertPostingDate = async (
  tx: Db,
  m: { businessId: string; branchId: string; occurredOn: string },
): Promise<void> => {
  const setUpOn = await getBranchSetUpDay(tx, m.businessId, m.branchId);
  const window = postingWindow(setUpOn ?? m.occurredOn);
  if (m.occurredOn > window.latest) throw badRequest(postingTooLateMessage(window.latest));
  if (m.occurredOn < window.earliest) throw badRequest(postingTooEarlyMessage(window.earliest));
};
