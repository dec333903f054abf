import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { assignmentsVisibleTo, ownedBy, type TenantScope } from '../../../platform/scope';
import { accounts } from '../../accounts/account.table';
import { users } from '../../users/user.table';
import { crmCallListEntries, crmCallLists } from '../crm.table';

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
