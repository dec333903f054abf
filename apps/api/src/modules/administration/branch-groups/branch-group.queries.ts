import type { BRANCH_GROUP_SORTS } from '@panel/shared/administration/contracts';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { fetchPage, listOrder, searchOver, turkishOrder } from '../../../platform/listing';
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
) => {
  const where = and(
    inBusiness(branchGroups.businessId, scope),
    searchOver(query._searchTerm, branchGroups.searchKey),
  );
  return fetchPage(query, {
    rows: (limit, offset) =>
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
        .where(where)
        .orderBy(
          ...listOrder(
            query,
            { name: turkishOrder(branchGroups.name) },
            [asc(branchGroups.searchKey), asc(branchGroups.id)],
            [branchGroups.id],
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ n: count() }).from(branchGroups).where(where))[0]?.n ?? 0,
  });
};
