import {
  ZInterviewStateInput,
  ZInterviewStateSchema,
  ZInterviewStateUpdate,
} from '@panel/shared/crm/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDefinitionRoutes } from '../crm-definition.routes';
import { interviewStates } from './interview-state.service';

/** /crm/interview-state: the business's interview states (business-wide definitions). */
export const interviewStateRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDefinitionRoutes(app, {
    path: '/crm/interview-state',
    label: 'Görüşme durumu',
    record: ZInterviewStateSchema,
    input: ZInterviewStateInput,
    update: ZInterviewStateUpdate,
    service: interviewStates,
  });
};
