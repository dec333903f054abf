import {
  BRANCH_SORTS,
  ZBranchInputSchema,
  ZBranchOptionSchema,
  ZBranchPageSchema,
  ZBranchSchema,
  ZIdParamsSchema,
} from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { getBusinessOrThrow } from '../businesses/business.service';
import {
  createBranch,
  deleteBranch,
  findBranches,
  getBranchOrThrow,
  listBranches,
  updateBranch,
} from './branch.service';

const provider = { provider: true } as const;

export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { permission: ACTIONS.admin.branches };

  app.get(
    '/admin/branch',
    {
      config: admin,
      schema: {
        querystring: listQueryWithSort(BRANCH_SORTS).extend({ businessId: z.uuid().optional() }),
        response: { 200: ZBranchPageSchema },
      },
    },
    (request) => {
      const { businessId, ...query } = request.query;
      return findBranches(db, { provider: true, businessId }, query);
    },
  );
  app.get(
    '/admin/branch/list',
    {
      config: admin,
      schema: {
        querystring: z.object({ businessId: z.uuid().optional() }),
        response: { 200: z.array(ZBranchOptionSchema) },
      },
    },
    (request) => listBranches(db, { provider: true, businessId: request.query.businessId }),
  );
  app.get(
    '/admin/branch/:id',
    { config: admin, schema: { params: ZIdParamsSchema, response: { 200: ZBranchSchema } } },
    (request) => getBranchOrThrow(db, provider, request.params.id),
  );
  app.post(
    '/admin/branch',
    {
      config: admin,
      schema: {
        body: ZBranchInputSchema.extend({ businessId: z.uuid({ message: 'Lütfen Kurum Seçiniz!' }) }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const { businessId, ...input } = request.body;
      await getBusinessOrThrow(db, businessId);
      return { ...(await createBranch(db, request, businessId, input)), message: 'Şube kaydedildi.' };
    },
  );
  app.post(
    '/admin/branch/update',
    {
      config: admin,
      schema: {
        body: ZBranchInputSchema.extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return { ...(await updateBranch(db, request, provider, id, input)), message: 'Şube güncellendi.' };
    },
  );
  app.get(
    '/admin/branch/delete/:id',
    { config: admin, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteBranch(db, request, provider, request.params.id);
      return { message: 'Şube silindi.' };
    },
  );

  // Managers see and edit their own business's branches; opening one is the provider's (licensing).
  const view = { permission: ACTIONS.general.branchesView };
  app.get(
    '/general/branch',
    {
      config: view,
      schema: { querystring: listQueryWithSort(BRANCH_SORTS), response: { 200: ZBranchPageSchema } },
    },
    (request) => findBranches(db, tenantOf(requireAuth(request)), request.query),
  );
  // Every screen that picks a branch (registration, classes, transfers) reads this list, so any
  // account of the business may: the names of its own branches are no secret to its staff.
  app.get(
    '/general/branch/list',
    {
      config: { permission: ACTIONS.self.session },
      schema: { response: { 200: z.array(ZBranchOptionSchema) } },
    },
    (request) => listBranches(db, tenantOf(requireAuth(request))),
  );
  app.get(
    '/general/branch/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZBranchSchema } } },
    (request) => getBranchOrThrow(db, tenantOf(requireAuth(request)), request.params.id),
  );
  app.post(
    '/general/branch/update',
    {
      config: { permission: ACTIONS.general.branchesManage },
      schema: {
        body: ZBranchInputSchema.omit({ isActive: true }).extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      const { id, ...input } = request.body;
      const current = await getBranchOrThrow(db, scope, id);
      // Opening and closing branches stays with the provider: managers keep the current state.
      await updateBranch(db, request, scope, id, { ...input, isActive: current.isActive });
      return { id, message: 'Şube güncellendi.' };
    },
  );
};
