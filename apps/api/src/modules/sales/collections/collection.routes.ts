import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  COLLECTION_SORTS,
  ZCollectionCancelSchema,
  ZCollectionCreatedSchema,
  ZCollectionDetailSchema,
  ZCollectionInputSchema,
  ZCollectionPageSchema,
} from '@panel/shared/sales/contracts';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { findCollections, getCollectionDetailOrThrow } from './collection.queries';
import { recordCollection, recordCollectionCancel } from './collection.service';

const A = ACTIONS.sales;

/** /finance/collection: take payments against installments, list them, cancel them. */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /**
   * A collection. With an Idempotency-Key header a retried or double-clicked request
   * posts once and gets the first answer again.
   */
  app.post(
    '/finance/collection',
    {
      config: { permission: A.collect },
      schema: { body: ZCollectionInputSchema, response: { 200: ZCollectionCreatedSchema } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return recordCollection(db, request, reply, tenantOf(auth), auth.userId, request.body);
    },
  );

  app.post(
    '/finance/collection/:id/cancel',
    {
      config: { permission: A.cancelCollection },
      schema: {
        params: ZIdParamsSchema,
        body: ZCollectionCancelSchema,
        response: { 200: ZMessageAnswerSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await recordCollectionCancel(
        db,
        request,
        tenantOf(auth),
        auth.userId,
        request.params.id,
        request.body.reason,
      );
      return { message: 'Tahsilat iptal edildi.' };
    },
  );

  app.get(
    '/finance/collection',
    {
      config: { permission: A.view },
      schema: {
        querystring: listQueryWithSort(COLLECTION_SORTS).extend({
          studentId: z.uuid().optional(),
          cashBookId: z.uuid().optional(),
          branchId: z.uuid().optional(),
          from: zDayFilter(),
          to: zDayFilter(),
          includeCancelled: z.stringbool().default(true),
        }),
        response: { 200: ZCollectionPageSchema },
      },
    },
    (request) => findCollections(db, scopeOf(request), request.query),
  );

  app.get(
    '/finance/collection/:id',
    {
      config: { permission: A.view },
      schema: { params: ZIdParamsSchema, response: { 200: ZCollectionDetailSchema } },
    },
    (request) => getCollectionDetailOrThrow(db, scopeOf(request), request.params.id),
  );
};
