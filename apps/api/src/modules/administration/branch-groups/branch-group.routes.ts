import {
  BRANCH_GROUP_SORTS,
  ZBranchGroupInputSchema,
  ZIdParamsSchema,
} from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/auth';
import { auditedWrite } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { fetchPage, listOrder, searchOver, turkishOrder } from '../../../platform/listing';
import { assertBusinessScope } from '../../../platform/scope';
import { inBusiness, type TenantScope, tenantOf } from '../../../platform/tenancy';
import { branches } from '../branches/branch.table';
import { branchGroupMembers, branchGroups } from './branch-group.table';

const getGroupOrThrow = async (db: Db, scope: TenantScope, id: string) => {
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

export const branchGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.general.branchGroupsView };
  const manage = { permission: ACTIONS.general.branchGroupsManage };

  app.get(
    '/general/branch-group',
    { config: view, schema: { querystring: listQueryWithSort(BRANCH_GROUP_SORTS) } },
    (request) => {
      const scope = tenantOf(requireAuth(request));
      const where = and(
        inBusiness(branchGroups.businessId, scope),
        searchOver(request.query._searchTerm, branchGroups.searchKey),
      );
      return fetchPage(request.query, {
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
                request.query,
                { name: turkishOrder(branchGroups.name) },
                [asc(branchGroups.searchKey), asc(branchGroups.id)],
                [branchGroups.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () => (await db.select({ n: count() }).from(branchGroups).where(where))[0]?.n ?? 0,
      });
    },
  );

  app.get('/general/branch-group/:id', { config: view, schema: { params: ZIdParamsSchema } }, (request) =>
    getGroupOrThrow(db, tenantOf(requireAuth(request)), request.params.id),
  );

  app.post(
    '/general/branch-group',
    { config: manage, schema: { body: ZBranchGroupInputSchema } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      const branchIds = await assertOwnBranches(db, scope, request.body.branchIds);
      const result = await auditedWrite(
        db,
        request,
        { action: 'create', entity: 'branch-group' },
        async (tx) => {
          const [group] = await tx
            .insert(branchGroups)
            .values({
              businessId: scope.businessId,
              name: request.body.name,
              searchKey: foldTurkish(request.body.name),
            })
            .returning({ id: branchGroups.id });
          await tx
            .insert(branchGroupMembers)
            .values(branchIds.map((branchId) => ({ branchGroupId: group!.id, branchId })));
          return { id: group!.id, after: { ...request.body, branchIds }, result: { id: group!.id } };
        },
      );
      return { ...result, message: 'Şube grubu kaydedildi.' };
    },
  );

  app.post(
    '/general/branch-group/update',
    { config: manage, schema: { body: ZBranchGroupInputSchema.extend({ id: z.uuid() }) } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      const { id, name } = request.body;
      const before = await getGroupOrThrow(db, scope, id);
      const branchIds = await assertOwnBranches(db, scope, request.body.branchIds);
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
      return { id, message: 'Şube grubu güncellendi.' };
    },
  );

  app.get(
    '/general/branch-group/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      const before = await getGroupOrThrow(db, scope, request.params.id);
      await auditedWrite(
        db,
        request,
        { action: 'delete', entity: 'branch-group', entityId: before.id, before },
        async (tx) => {
          await tx.delete(branchGroups).where(eq(branchGroups.id, before.id));
          return { id: before.id, result: null };
        },
      );
      return { message: 'Şube grubu silindi.' };
    },
  );
};
