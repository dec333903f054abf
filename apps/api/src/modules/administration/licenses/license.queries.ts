import { addDays } from '@panel/shared/common/dates';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inBranchScope, type TenantScope } from '../../../platform/scope';
import { branches } from '../branches/branch.table';
import { licenses } from './license.table';

const DAY_MS = 86_400_000;

/**
 * Each branch of the scope with the last day its licenses cover without a gap from today (a
 * renewal starting the day after the current one ends counts) and the days left until then.
 * A branch without a license covering today has `endsOn` null: it is read-only.
 */
export const licenseDaysLeft = async (db: Db, scope: TenantScope, today: string) => {
  const rows = await db
    .select({ branchId: branches.id, branchName: branches.name })
    .from(branches)
    .where(and(inBranchScope(branches.businessId, branches.id, scope), eq(branches.isActive, true)))
    .orderBy(asc(branches.searchKey));
  // A branch has a few licenses: those not ended yet, in order, are walked here.
  const open =
    rows.length === 0
      ? []
      : await db
          .select({ branchId: licenses.branchId, startsOn: licenses.startsOn, endsOn: licenses.endsOn })
          .from(licenses)
          .where(
            and(
              inArray(
                licenses.branchId,
                rows.map((r) => r.branchId),
              ),
              gte(licenses.endsOn, today),
            ),
          )
          .orderBy(asc(licenses.startsOn));
  return rows.map((r) => {
    let covered: string | null = null;
    for (const l of open) {
      if (l.branchId !== r.branchId) continue;
      const reach = covered === null ? today : addDays(covered, 1);
      if (l.startsOn <= reach && (covered === null || l.endsOn > covered)) covered = l.endsOn;
    }
    return {
      ...r,
      endsOn: covered,
      daysLeft: covered === null ? null : Math.round((Date.parse(covered) - Date.parse(today)) / DAY_MS),
    };
  });
};
