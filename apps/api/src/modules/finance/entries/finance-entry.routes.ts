import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer, ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import {
  FINANCE_ENTRY_SORTS,
  type TFinanceEntryInput,
  type TFinanceEntryUpdate,
  ZFinanceEntryCreatedSchema,
  ZFinanceEntryPageSchema,
  ZFinanceEntrySchema,
} from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerDocumentRoutes } from '../../../platform/documents';
import { renderPdf, sendPdf } from '../../../platform/pdf';
import { answered, answeredPage } from '../answered';
import { registerCancelRoute } from '../cancel-route';
import { registerCreateRoute } from '../create-route';
import { requestScope } from '../request-scope';
import { entryReceiptContent } from './entry-receipt.document';
import { findEntries, getEntryViewOrThrow } from './finance-entry.queries';
import {
  cancelEntry,
  type EntryKind,
  entryRecorder,
  getEntryOrThrow,
  recordEntryUpdate,
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
    input: z.ZodType<TFinanceEntryInput, unknown>;
    update: z.ZodType<TFinanceEntryUpdate, unknown>;
    messages: { created: string; updated: string; cancelled: string };
    receiptTitle: string;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.entries };

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
        response: { 200: ZFinanceEntryPageSchema },
      },
    },
    async (request) => answeredPage(await findEntries(db, kind, requestScope(request), request.query)),
  );

  api.get(
    `${spec.path}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZFinanceEntrySchema } } },
    async (request) =>
      answered(await getEntryViewOrThrow(db, kind, requestScope(request), request.params.id)),
  );

  registerCreateRoute(app, {
    path: spec.path,
    permission: manage.permission,
    body: spec.input,
    answer: ZFinanceEntryCreatedSchema,
    record: entryRecorder(kind, spec.entity),
    answerOf: (row) => ({
      id: row.id,
      entryNo: row.entryNo,
      message: `${spec.messages.created} No: ${row.entryNo}`,
    }),
  });

  api.post(
    `${spec.path}/update`,
    { config: manage, schema: { body: spec.update, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      await recordEntryUpdate(db, request, kind, spec.entity, requestScope(request), request.body);
      return { id: request.body.id, message: spec.messages.updated };
    },
  );

  registerCancelRoute(app, {
    path: spec.path,
    permission: manage.permission,
    entity: spec.entity,
    cancel: (tx, scope, userId, id, reason) => cancelEntry(tx, kind, scope, userId, id, reason),
    message: spec.messages.cancelled,
  });

  api.get(
    `${spec.path}/:id/receipt`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: fileAnswer('pdf') } } },
    async (request, reply) => {
      const e = await getEntryViewOrThrow(db, kind, requestScope(request), request.params.id);
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
