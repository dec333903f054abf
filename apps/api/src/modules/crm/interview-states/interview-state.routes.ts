import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import {
  ZDefinitionDeleteAnswerSchema,
  ZInterviewStateInput,
  ZInterviewStateSchema,
  ZInterviewStateUpdate,
} from '@panel/shared/crm/customers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import {
  createInterviewState,
  deleteInterviewState,
  getInterviewState,
  listInterviewStates,
  updateInterviewState,
} from './interview-state.service';

/** /crm/interview-state: the business's interview states (business-wide definitions). */
export const interviewStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const view = { permission: ACTIONS.crm.view };
  const manage = { permission: ACTIONS.crm.manage };

  app.get(
    '/crm/interview-state',
    { config: view, schema: { response: { 200: z.array(ZInterviewStateSchema) } } },
    (request) => listInterviewStates(db, scope(request)),
  );
  app.get(
    '/crm/interview-state/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZInterviewStateSchema } } },
    (request) => getInterviewState(db, scope(request), request.params.id),
  );
  app.post(
    '/crm/interview-state',
    { config: manage, schema: { body: ZInterviewStateInput, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => ({
      ...(await createInterviewState(db, request, scope(request), request.body)),
      message: 'Görüşme durumu kaydedildi.',
    }),
  );
  app.post(
    '/crm/interview-state/update',
    { config: manage, schema: { body: ZInterviewStateUpdate, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const { id, ...input } = request.body;
      await updateInterviewState(db, request, scope(request), id, input);
      return { id, message: 'Görüşme durumu güncellendi.' };
    },
  );
  app.get(
    '/crm/interview-state/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZDefinitionDeleteAnswerSchema } } },
    async (request) => {
      const { deactivated } = await deleteInterviewState(db, request, scope(request), request.params.id);
      return {
        id: request.params.id,
        deactivated,
        message: deactivated
          ? 'Görüşme durumu kullanıldığı için silinmedi, pasif yapıldı.'
          : 'Görüşme durumu silindi.',
      };
    },
  );
};
