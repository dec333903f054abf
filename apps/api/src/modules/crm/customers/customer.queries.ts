import type { CustomerOutcome, CustomerType } from '@panel/shared/crm/enums';
import { aliasedTable, and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { assertOwned } from '../../../platform/resource';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { accounts } from '../../accounts/account.table';
import { branches } from '../../administration/branches/branch.table';
import { users } from '../../users/user.table';
import { campaigns } from '../campaigns/campaign.table';
import { crmCustomers, crmInterviewStates, crmReferences } from '../crm.table';

const owners = aliasedTable(accounts, 'owner_accounts');
const ownerUsers = aliasedTable(users, 'owner_users');

const ownerName = sql<string | null>`${ownerUsers.firstName} || ' ' || ${ownerUsers.lastName}`;
export const customerName = sql<string>`${crmCustomers.studentFirstName} || ' ' || ${crmCustomers.studentLastName}`;

const listColumns = {
  id: crmCustomers.id,
  customerType: sql<CustomerType>`${crmCustomers.customerType}`,
  corporateName: crmCustomers.corporateName,
  name: customerName,
  gradeLevel: crmCustomers.gradeLevel,
  currentSchool: crmCustomers.currentSchool,
  parentName: sql<
    string | null
  >`nullif(trim(coalesce(${crmCustomers.parentFirstName}, '') || ' ' || coalesce(${crmCustomers.parentLastName}, '')), '')`,
  phoneDigits: crmCustomers.phoneDigits,
  branchName: branches.name,
  referenceName: crmReferences.name,
  campaignName: campaigns.name,
  stateName: crmInterviewStates.name,
  ownerName,
  outcome: sql<CustomerOutcome>`${crmCustomers.outcome}`,
  nextContactOn: crmCustomers.nextContactOn,
  interviewCount: crmCustomers.interviewCount,
  studentId: crmCustomers.studentId,
  createdAt: crmCustomers.createdAt,
};

/** The customer rows with the names their ids point at. */
export const selectCustomers = (db: Db) =>
  db
    .select(listColumns)
    .from(crmCustomers)
    .innerJoin(branches, eq(branches.id, crmCustomers.branchId))
    .leftJoin(crmReferences, eq(crmReferences.id, crmCustomers.referenceId))
    .leftJoin(campaigns, eq(campaigns.id, crmCustomers.campaignId))
    .leftJoin(crmInterviewStates, eq(crmInterviewStates.id, crmCustomers.lastInterviewStateId))
    .leftJoin(owners, eq(owners.id, crmCustomers.ownerAccountId))
    .leftJoin(ownerUsers, eq(ownerUsers.id, owners.userId));

/** An account a customer points at must be the caller's business's (and branch's). */
export const assertAccountOwned = (
  db: Db,
  scope: TenantScope,
  accountId: string | null | undefined,
  label: string,
): Promise<void> => assertOwned(db, accounts, scope, accountId, label);

/** The consultants a customer may be given to: the staff accounts in the caller's reach. */
export const listConsultants = (db: Db, scope: TenantScope) =>
  db
    .select({
      id: accounts.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      role: accounts.role,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        ownedBy(accounts, scope),
        eq(accounts.isActive, true),
        notInArray(accounts.role, ['Parent', 'Student']),
        scope.kind === 'assignments' ? eq(accounts.id, scope.accountId ?? '') : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
