import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import {
  ZAddToListSchema,
  ZCallEntryWorkSchema,
  ZCallInterviewAnswerSchema,
  ZCallInterviewSchema,
  ZCallListCreateSchema,
  ZCallListDetailSchema,
  ZCallListFilter,
  ZCallListOptionsSchema,
  ZCallListPageSchema,
  ZCallListPreviewSchema,
  ZCallListQuerySchema,
  ZCustomerEntriesSchema,
  ZCustomerParamsSchema,
  ZEntryParamsSchema,
  ZQueuePageSchema,
  ZTakeAnswerSchema,
} from '@panel/shared/crm/call-list';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import {
  addCustomerToList,
  archiveCallList,
  callListOptions,
  createCallList,
  findCallLists,
  findCustomerEntries,
  findMyQueue,
  getCallEntry,
  getCallList,
  previewCallList,
  recordCallInterview,
  takeNextEntry,
} from './call-list.service';

const ZCreated = z.object({ id: z.uuid(), entryCount: z.number().int() });
const ZId = z.object({ id: z.uuid() });

/** Call lists (/crm/call-list), working through them, a consultant's queue and a customer's entries. */
export const callListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));
  const { calls, lists } = ACTIONS.crm;

  app.get(
    '/crm/call-lists',
    {
      config: { permission: calls },
      schema: { querystring: ZCallListQuerySchema, response: { 200: ZCallListPageSchema } },
    },
    (request) => findCallLists(db, scope(request), request.query),
  );
  app.get(
    '/crm/call-lists/options',
    { config: { permission: calls }, schema: { response: { 200: ZCallListOptionsSchema } } },
    (request) => callListOptions(db, scope(request)),
  );
  app.get(
    '/crm/call-lists/preview',
    {
      config: { permission: lists },
      schema: { querystring: ZCallListFilter, response: { 200: ZCallListPreviewSchema } },
    },
    (request) => previewCallList(db, scope(request), request.query),
  );
  app.post(
    '/crm/call-lists',
    {
      config: { permission: lists },
      schema: { body: ZCallListCreateSchema, response: { 200: ZCreated } },
    },
    (request) => createCallList(db, scope(request), request.body),
  );
  app.get(
    '/crm/call-lists/:id',
    {
      config: { permission: calls },
      schema: {
        params: ZIdParamsSchema,
        querystring: ZListQuerySchema,
        response: { 200: ZCallListDetailSchema },
      },
    },
    (request) => getCallList(db, scope(request), request.params.id, request.query),
  );
  app.post(
    '/crm/call-lists/:id/archive',
    { config: { permission: lists }, schema: { params: ZIdParamsSchema, response: { 200: ZId } } },
    (request) => archiveCallList(db, scope(request), request.params.id),
  );
  app.post(
    '/crm/call-lists/:id/take',
    {
      config: { permission: calls },
      schema: { params: ZIdParamsSchema, response: { 200: ZTakeAnswerSchema } },
    },
    (request) => takeNextEntry(db, scope(request), request.params.id),
  );
  app.get(
    '/crm/call-list-entries/:entryId',
    {
      config: { permission: calls },
      schema: { params: ZEntryParamsSchema, response: { 200: ZCallEntryWorkSchema } },
    },
    (request) => getCallEntry(db, scope(request), request.params.entryId),
  );
  app.post(
    '/crm/call-list-entries/:entryId/interview',
    {
      config: { permission: calls },
      schema: {
        params: ZEntryParamsSchema,
        body: ZCallInterviewSchema,
        response: { 200: ZCallInterviewAnswerSchema },
      },
    },
    (request) => recordCallInterview(db, scope(request), request.params.entryId, request.body),
  );
  app.get(
    '/crm/my-queue',
    {
      config: { permission: calls },
      schema: { querystring: ZListQuerySchema, response: { 200: ZQueuePageSchema } },
    },
    (request) => findMyQueue(db, scope(request), request.query),
  );
  app.get(
    '/crm/customers/:customerId/call-list-entries',
    {
      config: { permission: calls },
      schema: {
        params: ZCustomerParamsSchema,
        querystring: ZListQuerySchema,
        response: { 200: ZCustomerEntriesSchema },
      },
    },
    (request) => findCustomerEntries(db, scope(request), request.params.customerId, request.query),
  );
  app.post(
    '/crm/customers/:customerId/call-list-entries',
    {
      config: { permission: calls },
      schema: { params: ZCustomerParamsSchema, body: ZAddToListSchema, response: { 200: ZId } },
    },
    (request) => addCustomerToList(db, scope(request), request.params.customerId, request.body.callListId),
  );
};
