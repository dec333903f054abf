import { foldTurkish } from '@panel/shared/common/text';
import type { TCustomerFilter } from '@panel/shared/crm/customer-filter';
import { and, eq, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { searchOver } from '../../platform/listing';
import { assignmentsVisibleTo, inBranchScope, type TenantScope } from '../../platform/scope';
import { crmCallListEntries, crmCustomers } from './crm.table';

/**
 * Which customers a scope sees: its business (and branch), never a merged one; an
 * `assignments` scope only its own customers and those of the call-list entries it holds.
 */
export const customersVisibleTo = (scope: TenantScope): SQL =>
  and(
    inBranchScope(crmCustomers.businessId, crmCustomers.branchId, scope),
    isNull(crmCustomers.mergedIntoId),
    scope.kind === 'assignments'
      ? or(
          assignmentsVisibleTo(crmCustomers.ownerAccountId, scope),
          sql`exists (select 1 from ${crmCallListEntries} where ${crmCallListEntries.customerId} = ${crmCustomers.id} and ${assignmentsVisibleTo(crmCallListEntries.assigneeAccountId, scope)})`,
        )
      : undefined,
  ) as SQL;

/** A customer the scope sees, or a 404: another business's or branch's customer is not told apart from a missing one. */
export const visibleCustomerOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [customer] = await db
    .select()
    .from(crmCustomers)
    .where(and(eq(crmCustomers.id, id), customersVisibleTo(scope)));
  if (!customer) throw notFound('Müşteri bulunamadı.');
  return customer;
};

/** A search term that is mostly digits looks up the phone; anything else the folded text. */
const termCondition = (term: string | undefined): SQL | undefined => {
  const digits = (term ?? '').replace(/\D/g, '');
  if (digits.length >= 4 && digits.length >= (term ?? '').replace(/\s/g, '').length - 1)
    return sql`${crmCustomers.searchKey} like ${`%${digits.replace(/^0+/, '')}%`}`;
  return searchOver(term, crmCustomers.searchKey);
};

/**
 * The condition of the customer search and of a call list built from it, inside the scope.
 * One place, so the list and the search can never disagree on who matched.
 */
export const customerFilterWhere = (
  scope: TenantScope,
  filter: TCustomerFilter & { _searchTerm?: string },
): SQL =>
  and(
    customersVisibleTo(scope),
    termCondition(filter._searchTerm),
    filter.branchId ? eq(crmCustomers.branchId, filter.branchId) : undefined,
    filter.gradeLevel ? eq(crmCustomers.gradeLevel, filter.gradeLevel) : undefined,
    filter.currentSchool
      ? sql`${crmCustomers.searchKey} like ${`%${foldTurkish(filter.currentSchool)}%`}`
      : undefined,
    filter.outcome ? eq(crmCustomers.outcome, filter.outcome) : undefined,
    filter.interviewStateId ? eq(crmCustomers.lastInterviewStateId, filter.interviewStateId) : undefined,
    filter.ownerAccountId ? eq(crmCustomers.ownerAccountId, filter.ownerAccountId) : undefined,
    filter.unassigned ? isNull(crmCustomers.ownerAccountId) : undefined,
    filter.referenceId ? eq(crmCustomers.referenceId, filter.referenceId) : undefined,
    filter.campaignId ? eq(crmCustomers.campaignId, filter.campaignId) : undefined,
    filter.createdFrom ? gte(crmCustomers.createdAt, sql`${filter.createdFrom}::date`) : undefined,
    filter.createdTo ? lt(crmCustomers.createdAt, sql`${filter.createdTo}::date + 1`) : undefined,
    filter.nextContactUntil ? lte(crmCustomers.nextContactOn, filter.nextContactUntil) : undefined,
  ) as SQL;

/**
 * The open customers whose next contact (their last interview's) falls today, and those
 * whose day has passed without a new interview, inside the scope: a consultant's own.
 */
export const followUpCounts = async (db: Db, scope: TenantScope, today: string) => {
  const [row] = await db
    .select({
      dueToday: sql<number>`(count(*) filter (where ${crmCustomers.nextContactOn} = ${today}::date))::int`,
      overdue: sql<number>`(count(*) filter (where ${crmCustomers.nextContactOn} < ${today}::date))::int`,
    })
    .from(crmCustomers)
    .where(
      and(
        customersVisibleTo(scope),
        eq(crmCustomers.outcome, 'Open'),
        lte(crmCustomers.nextContactOn, today),
      ),
    );
  return { dueToday: row?.dueToday ?? 0, overdue: row?.overdue ?? 0 };
};
