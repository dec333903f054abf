import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { zPage } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import {
  TRANSFER_SORTS,
  ZTransferCreatedSchema,
  ZTransferInputSchema,
  ZTransferSchema,
  ZTransferTargetSchema,
} from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answered, answeredPage } from '../answered';
import { registerCancelRoute } from '../cancel-route';
import { registerCreateRoute } from '../create-route';
import { requestScope } from '../request-scope';
import { findTransfers, getTransferDetailOrThrow, listBranchTransferTargets } from './transfer.queries';
import { cancelTransfer, recordTransferOf } from './transfer.service';

const zDay = zDayFilter();

/** The query string of the virman and POS cash-out lists: a book on either side, the branch, days, the state. */
export const transferListQuery = <const S extends readonly [string, ...string[]]>(sorts: S) =>
  listQueryWithSort(sorts).extend({
    cashBookId: z.uuid().optional(),
    branchId: z.uuid().optional(),
    from: zDay,
    to: zDay,
    status: z.enum(['active', 'cancelled']).optional(),
  });

/**
 * /finance/account-virman (between cash books of a branch) and /finance/branch-virman
 * (between branches): list, one, create (asks for confirmation beyond the source's
 * balance), cancel. /finance/branch-virman/targets lists the cash books of the business's
 * other branches, for the receiving side's select.
 */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.transfers };

  for (const [kind, path, entity] of [
    ['Account', '/finance/account-virman', 'account-virman'],
    ['Branch', '/finance/branch-virman', 'branch-virman'],
  ] as const) {
    app.get(
      path,
      {
        config: view,
        schema: {
          querystring: transferListQuery(TRANSFER_SORTS),
          response: { 200: zPage(ZTransferSchema) },
        },
      },
      async (request) => answeredPage(await findTransfers(db, requestScope(request), kind, request.query)),
    );

    if (kind === 'Branch')
      app.get(
        `${path}/targets`,
        { config: view, schema: { response: { 200: z.array(ZTransferTargetSchema) } } },
        (request) => listBranchTransferTargets(db, requestScope(request)),
      );

    app.get(
      `${path}/:id`,
      { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZTransferSchema } } },
      async (request) =>
        answered(await getTransferDetailOrThrow(db, requestScope(request), kind, request.params.id)),
    );

    registerCreateRoute(app, {
      path,
      permission: manage.permission,
      body: ZTransferInputSchema,
      answer: ZTransferCreatedSchema,
      record: recordTransferOf(kind, entity),
      answerOf: (row) => ({
        id: row.id,
        transferNo: row.transferNo,
        message: `${kind === 'Account' ? 'Hesap' : 'Şube'} virmanı kaydedildi. No: ${row.transferNo}`,
      }),
    });

    registerCancelRoute(app, {
      path,
      permission: manage.permission,
      entity,
      cancel: (tx, scope, userId, id, reason) => cancelTransfer(tx, scope, userId, kind, id, reason),
      auditAlso: (row) => ({ cancelToTransactionId: row.cancelToTransactionId }),
      message: 'Virman iptal edildi.',
    });
  }
};
