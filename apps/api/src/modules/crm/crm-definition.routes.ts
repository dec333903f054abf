import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZDefinitionDeleteAnswerSchema } from '@panel/shared/crm/customers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
import type { DefinitionInput, DefinitionService } from './crm-definition.service';

export type DefinitionRoutesSpec<C extends SelectedFields> = {
  /** The screen's path under /api: `/crm/reference`. */
  path: string;
  /** What the messages call one record: `Referans kaynağı`. */
  label: string;
  record: z.ZodType;
  input: z.ZodType<DefinitionInput>;
  /** The input with the record's id, as `path/update` takes it. */
  update: z.ZodType<DefinitionInput & { id: string }>;
  service: DefinitionService<C>;
};

/**
 * The calls of a CRM definition screen (business-wide definitions) in the API's one style:
 * GET x (the whole list), GET x/{id}, POST x, POST x/update, GET x/delete/{id}.
 */
export const registerDefinitionRoutes = <C extends SelectedFields>(
  app: FastifyInstance,
  spec: DefinitionRoutesSpec<C>,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { path, label, service } = spec;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const view = { permission: ACTIONS.crm.view };
  const manage = { permission: ACTIONS.crm.manage };

  api.get(path, { config: view, schema: { response: { 200: z.array(spec.record) } } }, (request) =>
    service.list(db, scope(request)),
  );
  api.get(
    `${path}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: spec.record } } },
    (request) => service.get(db, scope(request), request.params.id),
  );
  api.post(
    path,
    { config: manage, schema: { body: spec.input, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => ({
      ...(await service.create(db, request, scope(request), request.body)),
      message: `${label} kaydedildi.`,
    }),
  );
  api.post(
    `${path}/update`,
    { config: manage, schema: { body: spec.update, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const { id, ...input } = request.body;
      await service.update(db, request, scope(request), id, input);
      return { id, message: `${label} güncellendi.` };
    },
  );
  api.get(
    `${path}/delete/:id`,
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZDefinitionDeleteAnswerSchema } } },
    async (request) => {
      const { deactivated } = await service.remove(db, request, scope(request), request.params.id);
      return {
        id: request.params.id,
        deactivated,
        message: deactivated ? `${label} kullanıldığı için silinmedi, pasif yapıldı.` : `${label} silindi.`,
      };
    },
  );
};
