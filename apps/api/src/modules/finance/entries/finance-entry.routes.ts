import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { FINANCE_ENTRY_SORTS } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { registerDocumentRoutes } from '../../../platform/documents';
import { notFound } from '../../../platform/errors';
import { cancelState, dayBetween, fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { renderPdf, sendPdf } from '../../../platform/pdf';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { registerCancelRoute } from '../cancel-route';
import { entryReceiptContent, selectEntries } from './entry-receipt.document';
import {
  cancelEntry,
  createEntry,
  type EntryKind,
  getEntryOrThrow,
  updateEntry,
} from './finance-entry.service';

const zDay = zDayFilter();

/**
 * The calls of /finance/expense and /finance/revenue: a paged list with filters and
 * totals, one entry, create, update (type and texts only), cancel, the receipt PDF and
 * the entry's documents. Every write is audited in its own transaction.
 */
export const registerEntryRoutes = (
  app: FastifyInstance,
  kind: EntryKind,
  spec: {
    path: string;
    entity: string;
    input: z.ZodType<Parameters<typeof createEntry>[4], unknown>;
    update: z.ZodType<Parameters<typeof updateEntry>[3], unknown>;
    messages: { created: string; updated: string; cancelled: string };
    receiptTitle: string;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const E = kind.table;
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.entries };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  const getView = async (scope: TenantScope, id: string) => {
    const [row] = await selectEntries(db, kind).where(and(eq(E.id, id), ownedBy(E, scope)));
    if (!row) throw notFound();
    return row;
  };

  api.get(
    spec.path,
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(FINANCE_ENTRY_SORTS).extend({
          branchId: z.uuid().optional(),
          typeId: z.uuid().optional(),
          cashBookId: z.uuid().optional(),
          accountCardId: z.uuid().optional(),
          from: zDay,
          to: zDay,
          status: z.enum(['active', 'cancelled']).optional(),
        }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const q = request.query;
      const where: SQL | undefined = and(
        ownedBy(E, scope),
        searchOver(q._searchTerm, E.searchKey),
        q.branchId ? eq(E.branchId, q.branchId) : undefined,
        q.typeId ? eq(E.typeId, q.typeId) : undefined,
        q.cashBookId ? eq(E.cashBookId, q.cashBookId) : undefined,
        q.accountCardId ? eq(E.accountCardId, q.accountCardId) : undefined,
        dayBetween(E.occurredOn, q.from, q.to),
        cancelState(E.cancelledAt, q.status),
      );
      const totals = async () => {
        const [row] = await db
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            amount:
              sql<number>`coalesce(sum(${E.amount}) filter (where ${E.cancelledAt} is null), 0)`.mapWith(
                Number,
              ),
            vatAmount:
              sql<number>`coalesce(sum(${E.vatAmount}) filter (where ${E.cancelledAt} is null), 0)`.mapWith(
                Number,
              ),
          })
          .from(E)
          .where(where);
        return row!;
      };
      let summary: Awaited<ReturnType<typeof totals>> | undefined;
      const page = await fetchPage(q, {
        rows: (limit, offset) =>
          selectEntries(db, kind)
            .where(where)
            .orderBy(
              ...listOrder(
                q,
                { occurredOn: E.occurredOn, amount: E.amount },
                [desc(E.occurredOn), desc(E.entryNo)],
                [E.entryNo, E.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () => {
          summary = await totals();
          return summary.n;
        },
      });
      return { ...page, totals: { amount: summary!.amount, vatAmount: summary!.vatAmount } };
    },
  );

  api.get(`${spec.path}/:id`, { config: view, schema: { params: ZIdParamsSchema } }, (request) =>
    getView(scopeOf(request), request.params.id),
  );

  api.post(spec.path, { config: manage, schema: { body: spec.input } }, async (request) => {
    const auth = requireAuth(request);
    const scope = tenantOf(auth);
    const row = await db.transaction(async (tx) => {
      const created = await createEntry(tx, kind, scope, auth.userId, request.body);
      await writeAudit(tx, request, {
        action: 'create',
        entity: spec.entity,
        entityId: created.id,
        after: { ...request.body, entryNo: created.entryNo, transactionId: created.transactionId },
      });
      return created;
    });
    return { id: row.id, entryNo: row.entryNo, message: `${spec.messages.created} No: ${row.entryNo}` };
  });

  api.post(`${spec.path}/update`, { config: manage, schema: { body: spec.update } }, async (request) => {
    const scope = scopeOf(request);
    await db.transaction(async (tx) => {
      const { before, after } = await updateEntry(tx, kind, scope, request.body);
      await writeAudit(tx, request, {
        action: 'update',
        entity: spec.entity,
        entityId: before.id,
        before: { typeId: before.typeId, description: before.description, documentNo: before.documentNo },
        after: { typeId: after.typeId, description: after.description, documentNo: after.documentNo },
      });
    });
    return { id: request.body.id, message: spec.messages.updated };
  });

  registerCancelRoute(app, {
    path: spec.path,
    permission: manage.permission,
    entity: spec.entity,
    cancel: (tx, scope, userId, id, reason) => cancelEntry(tx, kind, scope, userId, id, reason),
    message: spec.messages.cancelled,
  });

  api.get(
    `${spec.path}/:id/receipt`,
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const e = await getView(scope, request.params.id);
      const pdf = await renderPdf({
        info: { title: `${spec.receiptTitle} ${e.entryNo}` },
        content: await entryReceiptContent(db, kind, e, spec.receiptTitle),
      });
      return sendPdf(reply, `${kind.counter}-${e.entryNo}`, pdf);
    },
  );

  registerDocumentRoutes(app, {
    path: `${spec.path}/document`,
    entity: `${spec.entity}-document`,
    table: kind.documents,
    ownerKey: kind.side === 'Expense' ? 'expenseId' : 'revenueId',
    view: ACTIONS.finance.view,
    manage: ACTIONS.finance.entries,
    getOwner: async (q, scope, id) => {
      const row = await getEntryOrThrow(q, kind, scope, id);
      return { id: row.id, branchId: row.branchId };
    },
  });
};
