import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  COLLECTION_SORTS,
  ZCollectionCancelSchema,
  ZCollectionInputSchema,
} from '@panel/shared/sales/contracts';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { auditedWrite } from '../../../platform/crud';
import { idempotencyKeyOf, onceForKey } from '../../../platform/idempotency';
import { fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { tenantOf } from '../../../platform/tenancy';
import { cashBooks } from '../../finance/cash-books/cash-book.table';
import { students } from '../../students/student.table';
import { verifyPath } from '../documents/issued-document.service';
import { issuedDocuments } from '../documents/issued-document.table';
import { collectionAllocations, collections, installments, orders } from '../sales.table';
import { cancelCollection, collect, getCollectionOrThrow } from './collection.service';

const A = ACTIONS.sales;
/** What the collection list sorts by on the server: the day, the amount, the student (surname first). */

const listColumns = {
  id: collections.id,
  branchId: collections.branchId,
  receiptNo: collections.receiptNo,
  studentId: collections.studentId,
  studentNo: students.studentNo,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  cashBookId: collections.cashBookId,
  cashBookName: cashBooks.name,
  method: collections.method,
  amount: collections.amount,
  paidOn: collections.paidOn,
  note: collections.note,
  cancelled: sql<boolean>`${collections.cancelledAt} is not null`,
  cancelReason: collections.cancelReason,
  createdAt: collections.createdAt,
};

export const collectionList = (db: Db) =>
  db
    .select(listColumns)
    .from(collections)
    .innerJoin(students, eq(students.id, collections.studentId))
    .innerJoin(cashBooks, eq(cashBooks.id, collections.cashBookId))
    .$dynamic();

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
    { config: { permission: A.collect }, schema: { body: ZCollectionInputSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      return onceForKey(
        db,
        reply,
        { businessId: scope.businessId, scope: 'finance/collection', key: idempotencyKeyOf(request) },
        async (tx) => {
          const row = await collect(tx, scope, auth.userId, request.body);
          await writeAudit(tx, request, {
            action: 'create',
            entity: 'collection',
            entityId: row.id,
            after: { ...request.body, receiptNo: row.receiptNo, allocations: row.allocations },
          });
          return {
            status: 200,
            body: {
              id: row.id,
              receiptNo: row.receiptNo,
              allocations: row.allocations,
              verifyPath: verifyPath(scope.businessId, row.verifyCode),
              message: `Tahsilat alındı. Makbuz No: ${row.receiptNo}`,
            },
          };
        },
      );
    },
  );

  app.post(
    '/finance/collection/:id/cancel',
    {
      config: { permission: A.cancelCollection },
      schema: { params: ZIdParamsSchema, body: ZCollectionCancelSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'collection-cancel', entityId: request.params.id },
        async (tx) => {
          const row = await cancelCollection(tx, scope, auth.userId, request.params.id, request.body.reason);
          return { id: row.id, after: { cancelReason: row.cancelReason }, result: null };
        },
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
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const q = request.query;
      const where = and(
        ownedBy(collections, scope),
        q.studentId ? eq(collections.studentId, q.studentId) : undefined,
        q.cashBookId ? eq(collections.cashBookId, q.cashBookId) : undefined,
        q.branchId ? eq(collections.branchId, q.branchId) : undefined,
        q.from ? gte(collections.paidOn, q.from) : undefined,
        q.to ? lte(collections.paidOn, q.to) : undefined,
        q.includeCancelled ? undefined : isNull(collections.cancelledAt),
        searchOver(q._searchTerm, students.searchKey),
      );
      return fetchPage(q, {
        rows: (limit, offset) =>
          collectionList(db)
            .where(where)
            .orderBy(
              ...listOrder(
                q,
                { paidOn: collections.paidOn, amount: collections.amount, studentName: students.sortKey },
                [desc(collections.paidOn), desc(collections.createdAt)],
                [collections.createdAt, collections.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () =>
          (
            await db
              .select({ n: count() })
              .from(collections)
              .innerJoin(students, eq(students.id, collections.studentId))
              .where(where)
          )[0]!.n,
      });
    },
  );

  app.get(
    '/finance/collection/:id',
    { config: { permission: A.view }, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const row = await getCollectionOrThrow(db, scope, request.params.id);
      const [[listed], allocations, [document]] = await Promise.all([
        collectionList(db).where(eq(collections.id, row.id)),
        db
          .select({
            installmentId: installments.id,
            orderNo: orders.orderNo,
            no: installments.no,
            dueDate: installments.dueDate,
            amount: collectionAllocations.amount,
          })
          .from(collectionAllocations)
          .innerJoin(installments, eq(installments.id, collectionAllocations.installmentId))
          .innerJoin(orders, eq(orders.id, installments.orderId))
          .where(eq(collectionAllocations.collectionId, row.id))
          .orderBy(installments.dueDate),
        db
          .select({ code: issuedDocuments.code })
          .from(issuedDocuments)
          .where(and(eq(issuedDocuments.sourceId, row.id), eq(issuedDocuments.kind, 'Receipt'))),
      ]);
      return {
        ...listed!,
        allocations,
        verifyPath: document ? verifyPath(scope.businessId, document.code) : null,
      };
    },
  );
};
