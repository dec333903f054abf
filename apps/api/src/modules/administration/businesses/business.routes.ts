import {
  ZContractTemplateSavedSchema,
  ZContractTemplateSchema,
  ZContractTemplateViewSchema,
} from '@panel/shared/administration/contract-template';
import {
  BUSINESS_SORTS,
  ZBusinessInputSchema,
  ZBusinessOptionSchema,
  ZBusinessPageSchema,
  ZBusinessSavedSchema,
  ZBusinessSchema,
  ZIdParamsSchema,
} from '@panel/shared/administration/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { assertBusinessScope } from '../../../platform/scope';
import { tenantOf } from '../../../platform/tenancy';
import {
  createBusiness,
  deleteBusiness,
  findBusinesses,
  getBusinessOrThrow,
  getContractTemplate,
  listBusinesses,
  saveContractTemplate,
  updateBusiness,
} from './business.service';

const ZOwnBusinessUpdateSchema = ZBusinessInputSchema.pick({
  name: true,
  phone: true,
  email: true,
  address: true,
});

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { permission: ACTIONS.admin.businesses };

  app.get(
    '/admin/business',
    {
      config: admin,
      schema: { querystring: listQueryWithSort(BUSINESS_SORTS), response: { 200: ZBusinessPageSchema } },
    },
    (request) => findBusinesses(db, request.query),
  );
  app.get(
    '/admin/business/list',
    { config: admin, schema: { response: { 200: z.array(ZBusinessOptionSchema) } } },
    () => listBusinesses(db),
  );
  app.get(
    '/admin/business/:id',
    { config: admin, schema: { params: ZIdParamsSchema, response: { 200: ZBusinessSchema } } },
    (request) => getBusinessOrThrow(db, request.params.id),
  );
  app.post(
    '/admin/business',
    { config: admin, schema: { body: ZBusinessInputSchema, response: { 200: ZBusinessSavedSchema } } },
    async (request) => ({
      ...(await createBusiness(db, request, request.body)),
      message: 'Kurum kaydedildi.',
    }),
  );
  app.post(
    '/admin/business/update',
    {
      config: admin,
      schema: {
        body: ZBusinessInputSchema.extend({ id: z.uuid() }),
        response: { 200: ZBusinessSavedSchema },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      return { ...(await updateBusiness(db, request, id, input)), message: 'Kurum güncellendi.' };
    },
  );
  app.get(
    '/admin/business/delete/:id',
    { config: admin, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteBusiness(db, request, request.params.id);
      return { message: 'Kurum silindi.' };
    },
  );

  // The institution's own card, for its managers.
  app.get(
    '/general/business',
    { config: { permission: ACTIONS.general.businessView }, schema: { response: { 200: ZBusinessSchema } } },
    (request) => getBusinessOrThrow(db, tenantOf(requireAuth(request)).businessId),
  );
  // The institution's contract clauses: read by its managers, written by who may edit its card.
  app.get(
    '/general/business/contract-template',
    {
      config: { permission: ACTIONS.general.businessView },
      schema: { response: { 200: ZContractTemplateViewSchema } },
    },
    (request) => getContractTemplate(db, tenantOf(requireAuth(request)).businessId),
  );
  app.post(
    '/general/business/contract-template',
    {
      config: { permission: ACTIONS.general.businessUpdate },
      schema: { body: ZContractTemplateSchema, response: { 200: ZContractTemplateSavedSchema } },
    },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      return {
        ...(await saveContractTemplate(db, request, scope.businessId, request.body)),
        message: 'Sözleşme şablonu kaydedildi.',
      };
    },
  );
  app.get(
    '/general/business/:id',
    {
      config: { permission: ACTIONS.general.businessView },
      schema: { params: ZIdParamsSchema, response: { 200: ZBusinessSchema } },
    },
    (request) => {
      const { businessId } = tenantOf(requireAuth(request));
      if (request.params.id !== businessId) throw notFound();
      return getBusinessOrThrow(db, businessId);
    },
  );
  app.post(
    '/general/business/update',
    {
      config: { permission: ACTIONS.general.businessUpdate },
      schema: { body: ZOwnBusinessUpdateSchema, response: { 200: ZBusinessSavedSchema } },
    },
    async (request) => {
      const scope = tenantOf(requireAuth(request));
      assertBusinessScope(scope);
      const { businessId } = scope;
      return {
        ...(await updateBusiness(db, request, businessId, request.body)),
        message: 'Kurum bilgileri güncellendi.',
      };
    },
  );
};
