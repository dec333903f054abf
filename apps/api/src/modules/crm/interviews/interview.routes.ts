import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ZInterviewInput, ZInterviewPageSchema, ZInterviewRowSchema } from '@panel/shared/crm/interview';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { findInterviews, getInterview } from './interview.queries';
import { createInterview } from './interview.service';

const zId = z.uuid({ message: 'Geçersiz kayıt.' });
const ZCustomerParams = z.object({ id: zId });
const ZInterviewParams = z.object({ id: zId, interviewId: zId });

/** A customer's interviews on the card; recording goes through `recordInterview`, as the call lists do. */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const view = { permission: ACTIONS.crm.view };

  app.get(
    '/crm/customer/:id/interview',
    {
      config: view,
      schema: {
        params: ZCustomerParams,
        querystring: ZListQuerySchema,
        response: { 200: ZInterviewPageSchema },
      },
    },
    (request) => findInterviews(db, scope(request), request.params.id, request.query),
  );
  app.get(
    '/crm/customer/:id/interview/:interviewId',
    { config: view, schema: { params: ZInterviewParams, response: { 200: ZInterviewRowSchema } } },
    (request) => getInterview(db, scope(request), request.params.id, request.params.interviewId),
  );
  app.post(
    '/crm/interview',
    {
      config: { permission: ACTIONS.crm.calls },
      schema: { body: ZInterviewInput, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => ({
      ...(await createInterview(db, request, scope(request), request.body)),
      message: 'Görüşme kaydedildi.',
    }),
  );
};
