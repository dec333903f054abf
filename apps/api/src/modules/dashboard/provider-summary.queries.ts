import { todayInIstanbul } from '@panel/shared/common/dates';
import { and, eq, gte, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows } from '../../platform/count-rows';
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
  const [businessCount, branchCount, activeAccountCount, userCount, studentCount, branchesOverQuota] =
    await Promise.all([
      countRows(db, businesses, eq(businesses.isActive, true)),
      countRows(db, branches, eq(branches.isActive, true)),
      countRows(db, accounts, eq(accounts.isActive, true)),
      countRows(db, users, eq(users.isActive, true)),
      countRows(db, students, and(isNull(students.deletedAt), studying)),
      // A branch is over quota when it teaches more students than its current license allows.
      countRows(
        db,
        licenses,
        and(
          lte(licenses.startsOn, today),
          gte(licenses.endsOn, today),
          sql`${licenses.studentQuota} < (select count(*) from ${students}
          where ${students.branchId} = ${licenses.branchId} and ${students.deletedAt} is null and ${studying})`,
        ),
      ),
    ]);
  return {
    businessCount,
    branchCount,
    activeAccountCount,
    userCount,
    studentCount,
    branchesOverQuota,
    licensesEndingIn30Days: await countLicensesEndingWithin(db, 30),
  };
};
