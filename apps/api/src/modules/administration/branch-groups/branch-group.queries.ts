import type { BRANCH_GROUP_SORTS } from '@panel/shared/administration/contracts';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { fetchSearchKeyPage } from '../../../platform/select-page';
import { inBusiness, type TenantScope } from '../../../platform/tenancy';
import { branches } from '../branches/branch.table';
import { branchGroupMembers, branchGroups } from './branch-group.table';

export const getBranchGroupOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [group] = await db
    .select({ id: branchGroups.id, name: branchGroups.name })
    .from(branchGroups)
    .where(and(eq(branchGroups.id, id), inBusiness(branchGroups.businessId, scope)));
  if (!group) throw notFound();
  const members = await db
    .select({ branchId: branchGroupMembers.branchId })
    .from(branchGroupMembers)
    .where(eq(branchGroupMembers.branchGroupId, id));
  return { ...group, branchIds: members.map((m) => m.branchId) };
};

export const findBranchGroups = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & ListSort<(typeof BRANCH_GROUP_SORTS)[number]>,
) =>
  fetchSearchKeyPage(db, query, {
    table: branchGroups,
    select: () =>
      db
        .select({
          id: branchGroups.id,
          name: branchGroups.name,
          branchNames: sql<string[]>`coalesce((
              select array_agg(${branches.name} order by ${branches.searchKey})
              from ${branchGroupMembers} join ${branches} on ${branches.id} = ${branchGroupMembers.branchId}
              where ${branchGroupMembers.branchGroupId} = "branch_groups"."id"), '{}')`,
        })
        .from(branchGroups)
        .$dynamic(),
    where: inBusiness(branchGroups.businessId, scope),
    sorts: { name: turkishOrder(branchGroups.name) },
  });
