import type { TBranchGroupInput } from '@panel/shared/administration/contracts';
import { foldTurkish } from '@panel/shared/common/text';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { badRequest } from '../../../platform/errors';
import { inBusiness, type TenantScope } from '../../../platform/tenancy';
import { branches } from '../branches/branch.table';
import { getBranchGroupOrThrow } from './branch-group.queries';
import { branchGroupMembers, branchGroups } from './branch-group.table';

/** Every branch of a group must be one of the business's own. */
const assertOwnBranches = async (db: Db, scope: TenantScope, branchIds: string[]) => {
  const unique = [...new Set(branchIds)];
  const [row] = await db
    .select({ n: count() })
    .from(branches)
    .where(and(inArray(branches.id, unique), inBusiness(branches.businessId, scope)));
  if ((row?.n ?? 0) !== unique.length) throw badRequest('Seçilen şubelerden biri bu kuruma ait değil.');
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
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'branch-group', entityId: id, before },
    async (tx) => {
      await tx
        .update(branchGroups)
        .set({ name, searchKey: foldTurkish(name) })
        .where(eq(branchGroups.id, id));
      await tx.delete(branchGroupMembers).where(eq(branchGroupMembers.branchGroupId, id));
      await tx
        .insert(branchGroupMembers)
        .values(branchIds.map((branchId) => ({ branchGroupId: id, branchId })));
      return { id, after: { name, branchIds }, result: null };
    },
  );
};

export const deleteBranchGroup = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const before = await getBranchGroupOrThrow(db, scope, id);
  await auditedWrite(
    db,
    request,
    { action: 'delete', entity: 'branch-group', entityId: before.id, before },
    async (tx) => {
      await tx.delete(branchGroups).where(eq(branchGroups.id, before.id));
      return { id: before.id, result: null };
    },
  );
};
