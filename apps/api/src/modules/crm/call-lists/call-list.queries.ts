import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { firstId } from '../../../platform/first-id';
import { assignmentsVisibleTo, inBranchScope, ownedBy, type TenantScope } from '../../../platform/scope';
import { inBusiness } from '../../../platform/tenancy';
import { accounts } from '../../accounts/account.table';
import { branches } from '../../administration/branches/branch.table';
import { users } from '../../users/user.table';
import { crmCallListEntries, crmCallLists } from '../crm.table';

/** The roles a call list can go to: those who work customers. */
const CONSULTANT_ROLES = [
  'CallCenter',
  'SalesConsultant',
  'CallCenterManager',
  'EducationConsultant',
  'PublicRelations',
];

/**
 * An account's person name, read inside the statement. Aliased: a one-table select renders
 * its columns unqualified, and `id` would then be ambiguous.
 */
export const accountName = (accountId: PgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select nu.first_name || ' ' || nu.last_name from ${accounts} na
    join ${users} nu on nu.id = na.user_id where na.id = ${accountId})`;

/**
 * The call lists a scope sees: its business (and branch); an `assignments` scope only the
 * pools of its branch and the personal lists given to it.
 */
export const callListsVisibleTo = (scope: TenantScope): SQL =>
  and(
    ownedBy(crmCallLists, scope),
    scope.kind === 'assignments'
      ? or(
          eq(crmCallLists.assignmentType, 'Pool'),
          assignmentsVisibleTo(crmCallLists.assigneeAccountId, scope),
        )
      : undefined,
  ) as SQL;

/** The entries a scope sees: those of its lists; an `assignments` scope only the ones it holds. */
export const callEntriesVisibleTo = (scope: TenantScope): SQL =>
  and(
    ownedBy(crmCallListEntries, scope),
    sql`${crmCallListEntries.callListId} in (select ${crmCallLists.id} from ${crmCallLists} where ${callListsVisibleTo(scope)})`,
    scope.kind === 'assignments'
      ? assignmentsVisibleTo(crmCallListEntries.assigneeAccountId, scope)
      : undefined,
  ) as SQL;

/** Waiting, taken and done counts of a list, read inside the statement. */
export const progressOf = (listId: PgColumn) => {
  const count = (state: string) =>
    sql<number>`(select count(*)::int from ${crmCallListEntries} where ${crmCallListEntries.callListId} = ${listId} and ${crmCallListEntries.state} = ${state})`;
  return { waiting: count('Waiting'), taken: count('Taken'), done: count('Done') };
};

/** Whether the account is an active consultant of the branch, in the scope's business. */
export const isBranchConsultant = async (
  db: Db,
  scope: TenantScope,
  accountId: string,
  branchId: string,
): Promise<boolean> => {
  const id = await firstId(
    db,
    accounts,
    and(
      eq(accounts.id, accountId),
      inBusiness(accounts.businessId, scope),
      eq(accounts.branchId, branchId),
      eq(accounts.isActive, true),
      inArray(accounts.role, CONSULTANT_ROLES),
    ),
  );
  return id !== null;
};

/** The consultants of a branch a personal list may go to. */
export const listBranchConsultants = (db: Db, scope: TenantScope, branchId: string) =>
  db
    .select({ id: accounts.id, firstName: users.firstName, lastName: users.lastName })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        inBranchScope(accounts.businessId, accounts.branchId, { ...scope, branchId }),
        eq(accounts.isActive, true),
        inArray(accounts.role, CONSULTANT_ROLES),
      ),
    )
    .orderBy(users.firstName, users.lastName);

/** The consultants of the scope's business (and branch), for the options' choice. */
export const consultantChoices = (db: Db, scope: TenantScope) =>
  db
    .select({
      id: accounts.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      branchId: accounts.branchId,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        inBusiness(accounts.businessId, scope),
        scope.branchId ? eq(accounts.branchId, scope.branchId) : undefined,
        eq(accounts.isActive, true),
        inArray(accounts.role, CONSULTANT_ROLES),
      ),
    );

/** The branches the scope reaches, by name, for the options' choice. */
export const branchChoices = (db: Db, scope: TenantScope) =>
  db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(inBranchScope(branches.businessId, branches.id, scope))
    .orderBy(asc(branches.name));

const listColumns = {
  id: crmCallLists.id,
  name: crmCallLists.name,
  branchName: branches.name,
  assignmentType: crmCallLists.assignmentType,
  assigneeName: accountName(crmCallLists.assigneeAccountId),
  archived: crmCallLists.archived,
  createdAt: crmCallLists.createdAt,
  ...progressOf(crmCallLists.id),
};

/** Call lists with their branch's name, assignee and progress: the list screen's rows. */
export const callListsWithBranch = (db: Db) =>
  db.select(listColumns).from(crmCallLists).innerJoin(branches, eq(branches.id, crmCallLists.branchId));
