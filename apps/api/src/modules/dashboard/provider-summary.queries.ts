import { todayInIstanbul } from '@panel/shared/common/dates';
import { and, count, eq, gte, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/account.table';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { countLicensesEndingWithin } from '../administration/licenses/license.service';
import { licenses } from '../administration/licenses/license.table';
import { students } from '../students/student.table';
import { users } from '../users/user.table';

/** Students who count against a license: registered and not finished or cancelled. */
const studying = notInArray(students.studyState, ['Cancelled', 'StudyCompleted']);

/** The provider's overview: what is active across every business, and what needs attention. */
export const accountSummary = async (db: Db) => {
  const today = todayInIstanbul();
  const [[b], [br], [acc], [u], [st], [over]] = await Promise.all([
    db.select({ n: count() }).from(businesses).where(eq(businesses.isActive, true)),
    db.select({ n: count() }).from(branches).where(eq(branches.isActive, true)),
    db.select({ n: count() }).from(accounts).where(eq(accounts.isActive, true)),
    db.select({ n: count() }).from(users).where(eq(users.isActive, true)),
    db
      .select({ n: count() })
      .from(students)
      .where(and(isNull(students.deletedAt), studying)),
    // A branch is over quota when it teaches more students than its current license allows.
    db
      .select({ n: count() })
      .from(licenses)
      .where(
        and(
          lte(licenses.startsOn, today),
          gte(licenses.endsOn, today),
          sql`${licenses.studentQuota} < (select count(*) from ${students}
          where ${students.branchId} = ${licenses.branchId} and ${students.deletedAt} is null and ${studying})`,
        ),
      ),
  ]);
  return {
    businessCount: b?.n ?? 0,
    branchCount: br?.n ?? 0,
    activeAccountCount: acc?.n ?? 0,
    userCount: u?.n ?? 0,
    studentCount: st?.n ?? 0,
    branchesOverQuota: over?.n ?? 0,
    licensesEndingIn30Days: await countLicensesEndingWithin(db, 30),
  };
};
