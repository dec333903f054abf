import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import {
  ZDefinitionDeleteAnswerSchema,
  ZReferenceInput,
  ZReferenceSchema,
  ZReferenceUpdate,
} from '@panel/shared/crm/customers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import {
  createReference,
  deleteReference,
  getReference,
  listReferences,
  updateReference,
} from './reference.service';

/** /crm/reference: where customers heard of the institution (business-wide definitions). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const view = { permission: ACTIONS.crm.view };
  const manage = { permission: ACTIONS.crm.manage };

  app.get(
    '/crm/reference',
    { config: view, schema: { response: { 200: z.array(ZReferenceSchema) } } },
    (request) => listReferences(db, scope(request)),
  );
  app.get(
    '/crm/reference/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZReferenceSchema } } },
    (request) => getReference(db, scope(request), request.params.id),
  );
  app.post(
    '/crm/reference',
    { config: manage, schema: { body: ZReferenceInput, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => ({
      ...(await createReference(db, request, scope(request), request.body)),
      message: 'Referans kaynağı kaydedildi.',
    }),
  );
  app.post(
    '/crm/reference/update',
    { config: manage, schema: { body: ZReferenceUpdate, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const { id, ...input } = request.body;
      await updateReference(db, request, scope(request), id, input);
      return { id, message: 'Referans kaynağı güncellendi.' };
    },
  );
  app.get(
    '/crm/reference/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZDefinitionDeleteAnswerSchema } } },
    async (request) => {
      const { deactivated } = await deleteReference(db, request, scope(request), request.params.id);
      return {
        id: request.params.id,
        deactivated,
        message: deactivated
          ? 'Referans kaynağı kullanıldığı için silinmedi, pasif yapıldı.'
          : 'Referans kaynağı silindi.',
      };
    },
  );
};
