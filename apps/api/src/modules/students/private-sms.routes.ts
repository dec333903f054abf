import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ZPrivateSmsAnswerSchema,
  ZPrivateSmsPageSchema,
  ZPrivateSmsSchema,
} from '@panel/shared/students/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
import { findPrivateSms } from './private-sms.queries';
import { sendPrivateSms } from './private-sms.service';

/** /education/student/private-sms: a message to chosen students' parents through the SMS adapter. */
export const privateSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.students.sms };

  app.post(
    '/education/student/private-sms',
    { config, schema: { body: ZPrivateSmsSchema, response: { 200: ZPrivateSmsAnswerSchema } } },
    (request) => sendPrivateSms(app, request, tenantOf(requireAuth(request)), request.body),
  );

  app.get(
    '/education/student/private-sms',
    { config, schema: { querystring: ZListQuerySchema, response: { 200: ZPrivateSmsPageSchema } } },
    (request) => findPrivateSms(db, tenantOf(requireAuth(request)), request.query),
  );
};
