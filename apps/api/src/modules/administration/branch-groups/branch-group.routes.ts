import {
  BRANCH_GROUP_SORTS,
  ZBranchGroupInputSchema,
  ZBranchGroupPageSchema,
  ZBranchGroupSchema,
  ZIdParamsSchema,
} from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { assertBusinessScope } from '../../../platform/scope';
import { tenantOf } from '../../../platform/tenancy';
import { findBranchGroups, getBranchGroupOrThrow } from './branch-group.queries';
import { createBranchGroup, deleteBranchGroup, updateBranchGroup } from './branch-group.service';

export const branchGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.general.branchGroupsView };
  const manage = { permission: ACTIONS.general.branchGroupsManage };

  app.get(
    '/general/branch-group',
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(BRANCH_GROUP_SORTS),
        response: { 200: ZBranchGroupPageSchema },
      },
    },
    (request) => findBranchGroups(db, tenantOf(requireAuth(request)), request.query),
  );

  app.get(
    '/general/branch-group/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZBranchGroupSchema } } },
    (request) => getBranchGroupOrThrow(db, tenantOf(requireAuth(request)), request.params.id),
  );

  app.post(
    '/general/branch-group',
    { config: manage, schema: { body: ZBranchGroupInputSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      const result = await createBranchGroup(db, request, scope, request.body);
      return { ...result, message: 'Şube grubu kaydedildi.' };
    },
  );

  app.post(
    '/general/branch-group/update',
    {
      config: manage,
      schema: {
        body: ZBranchGroupInputSchema.extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      const { id, ...input } = request.body;
      await updateBranchGroup(db, request, scope, id, input);
      return { id, message: 'Şube grubu güncellendi.' };
    },
  );

  app.get(
    '/general/branch-group/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      await deleteBranchGroup(db, request, scope, request.params.id);
      return { message: 'Şube grubu silindi.' };
    },
  );
};
