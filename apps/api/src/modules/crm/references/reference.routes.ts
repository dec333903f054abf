import { ZReferenceInput, ZReferenceSchema, ZReferenceUpdate } from '@panel/shared/crm/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDefinitionRoutes } from '../crm-definition.routes';
import { references } from './reference.service';

/** /crm/reference: where customers heard of the institution (business-wide definitions). */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDefinitionRoutes(app, {
    path: '/crm/reference',
    label: 'Referans kaynağı',
    record: ZReferenceSchema,
    input: ZReferenceInput,
    update: ZReferenceUpdate,
    service: references,
  });
};
