import {
  CORPORATE_SORTS,
  ZCorporateInputSchema,
  ZCorporateOptionSchema,
  ZCorporatePageSchema,
  ZCorporateSchema,
  ZIdParamsSchema,
} from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS, type ActionKey } from '@panel/shared/permissions/keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { badRequest } from '../../../platform/errors';
import { assertBusinessScope } from '../../../platform/scope';
import { isProvider, type Scope, tenantOf } from '../../../platform/tenancy';
import { getBusinessOrThrow } from '../businesses/business.service';
import {
  createCorporate,
  deleteCorporate,
  findCorporates,
  getCorporateOrThrow,
  listCorporates,
  updateCorporate,
} from './corporate.service';

type Variant = {
  prefix: string;
  view: ActionKey;
  manage: ActionKey;
  scopeOf: (request: FastifyRequest) => Scope;
  /** The scope of a write: a corporate is the business's, changed from a business scope only. */
  writeScopeOf: (request: FastifyRequest) => Scope;
};

const ZAdminQuerySchema = listQueryWithSort(CORPORATE_SORTS).extend({ businessId: z.uuid().optional() });

const register = (app: FastifyInstance, v: Variant) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const view = { permission: v.view };
  const manage = { permission: v.manage };

  api.get(
    `${v.prefix}/corporate`,
    { config: view, schema: { querystring: ZAdminQuerySchema, response: { 200: ZCorporatePageSchema } } },
    (request) => {
      const scope = v.scopeOf(request);
      const { businessId, ...query } = request.query;
      return findCorporates(db, isProvider(scope) ? { provider: true, businessId } : scope, query);
    },
  );
  api.get(
    `${v.prefix}/corporate/list`,
    {
      config: view,
      schema: {
        querystring: z.object({ businessId: z.uuid().optional() }),
        response: { 200: z.array(ZCorporateOptionSchema) },
      },
    },
    (request) => {
      const scope = v.scopeOf(request);
      return listCorporates(
        db,
        isProvider(scope) ? { provider: true, businessId: request.query.businessId } : scope,
      );
    },
  );
  api.get(
    `${v.prefix}/corporate/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZCorporateSchema } } },
    (request) => getCorporateOrThrow(db, v.scopeOf(request), request.params.id),
  );
  api.post(
    `${v.prefix}/corporate`,
    {
      config: manage,
      schema: {
        body: ZCorporateInputSchema.extend({ businessId: z.uuid().optional() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const scope = v.writeScopeOf(request);
      const { businessId: requested, ...input } = request.body;
      const businessId = isProvider(scope) ? requested : scope.businessId;
      if (!businessId) throw badRequest('Lütfen Kurum Seçiniz!');
      await getBusinessOrThrow(db, businessId);
      return { ...(await createCorporate(db, request, businessId, input)), message: 'Şirket kaydedildi.' };
    },
  );
  api.post(
    `${v.prefix}/corporate/update`,
    {
      config: manage,
      schema: {
        body: ZCorporateInputSchema.extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return {
        ...(await updateCorporate(db, request, v.writeScopeOf(request), id, input)),
        message: 'Şirket güncellendi.',
      };
    },
  );
  api.get(
    `${v.prefix}/corporate/delete/:id`,
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteCorporate(db, request, v.writeScopeOf(request), request.params.id);
      return { message: 'Şirket silindi.' };
    },
  );
};

export const corporateRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, {
    prefix: '/admin',
    view: ACTIONS.admin.corporates,
    manage: ACTIONS.admin.corporates,
    scopeOf: () => ({ provider: true }),
    writeScopeOf: () => ({ provider: true }),
  });
  register(app, {
    prefix: '/general',
    view: ACTIONS.general.corporatesView,
    manage: ACTIONS.general.corporatesManage,
    scopeOf: (request) => tenantOf(requireAuth(request)),
    writeScopeOf: (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      return scope;
    },
  });
};
