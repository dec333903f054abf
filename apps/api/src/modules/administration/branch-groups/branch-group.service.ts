import type { TBranchGroupInput } from '@panel/shared/administration/contracts';
import { foldTurkish } from '@panel/shared/common/text';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { auditedWrite, deleteAudited, updateAudited } from '../../../platform/crud';
import { badRequest } from '../../../platform/errors';
import { inBusiness, type TenantScope } from '../../../platform/tenancy';
import { branches } from '../branches/branch.table';
import { getBranchGroupOrThrow } from './branch-group.queries';
import { branchGroupMembers, branchGroups } from './branch-group.table';

/** Every branch of a group must be one of the business's own. */
const assertOwnBranches = async (db: Db, scope: TenantScope, branchIds: string[]) => {
  const unique = [...new Set(branchIds)];
  const own = await countRows(
    db,
    branches,
    and(inArray(branches.id, unique), inBusiness(branches.businessId, scope)),
  );
  if (own !== unique.length) throw badRequest('Seçilen şubelerden biri bu kuruma ait değil.');
  return unique;
};

export const createBranchGroup = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TBranchGroupInput,
) => {
  const branchIds = await assertOwnBranches(db, scope, input.branchIds);
  return auditedWrite(db, request, { action: 'create', entity: 'branch-group' }, async (tx) => {
    const [group] = await tx
      .insert(branchGroups)
      .values({
        businessId: scope.businessId,
        name: input.name,
        searchKey: foldTurkish(input.name),
      })
      .returning({ id: branchGroups.id });
    await tx
      .insert(branchGroupMembers)
      .values(branchIds.map((branchId) => ({ branchGroupId: group!.id, branchId })));
    return { id: group!.id, after: { ...input, branchIds }, result: { id: group!.id } };
  });
};

export const updateBranchGroup = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TBranchGroupInput,
) => {
  const { name } = input;
  const before = await getBranchGroupOrThrow(db, scope, id);
  const branchIds = await assertOwnBranches(db, scope, input.branchIds);
  await updateAudited(
    db,
    request,
    { entity: 'branch-group', id, before, after: { name, branchIds } },
    async (tx) => {
      await tx
        .update(branchGroups)
        .set({ name, searchKey: foldTurkish(name) })
        .where(eq(branchGroups.id, id));
      await tx.delete(branchGroupMembers).where(eq(branchGroupMembers.branchGroupId, id));
      await tx
        .insert(branchGroupMembers)
        .values(branchIds.map((branchId) => ({ branchGroupId: id, branchId })));
    },
  );
};

export const deleteBranchGroup = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const before = await getBranchGroupOrThrow(db, scope, id);
  await deleteAudited(db, request, { entity: 'branch-group', table: branchGroups, before });
};
