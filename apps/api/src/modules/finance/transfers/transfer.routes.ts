import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { TRANSFER_SORTS, ZTransferInputSchema } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zDayFilter } from '@panel/shared/validation/zod';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { cancelState, dayBetween, fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { registerCancelRoute } from '../cancel-route';
import { cashBooks } from '../cash-books/cash-book.table';
import { cancelTransfer, createTransfer } from './transfer.service';
import { transfers } from './transfer.table';

const zDay = zDayFilter();

const fromBook = alias(cashBooks, 'from_book');
const toBook = alias(cashBooks, 'to_book');
const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

const list = (db: Db) =>
  db
    .select({
      id: transfers.id,
      transferNo: transfers.transferNo,
      kind: transfers.kind,
      fromCashBookId: transfers.fromCashBookId,
      fromCashBookName: fromBook.name,
      fromBranchId: transfers.branchId,
      fromBranchName: fromBranch.name,
      toCashBookId: transfers.toCashBookId,
      toCashBookName: toBook.name,
      toBranchId: transfers.toBranchId,
      toBranchName: toBranch.name,
      amount: transfers.amount,
      occurredOn: transfers.occurredOn,
      description: transfers.description,
      cancelled: sql<boolean>`${transfers.cancelledAt} is not null`,
      cancelReason: transfers.cancelReason,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .innerJoin(fromBook, eq(fromBook.id, transfers.fromCashBookId))
    .innerJoin(toBook, eq(toBook.id, transfers.toCashBookId))
    .innerJoin(fromBranch, eq(fromBranch.id, transfers.branchId))
    .innerJoin(toBranch, eq(toBranch.id, transfers.toBranchId))
    .$dynamic();

/** A branch sees the virmans it sent and those it received; the business sees all. */
const visibleTo = (scope: TenantScope) =>
  scope.branchId
    ? and(
        eq(transfers.businessId, scope.businessId),
        or(eq(transfers.branchId, scope.branchId), eq(transfers.toBranchId, scope.branchId)),
      )
    : eq(transfers.businessId, scope.businessId);

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
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  for (const [kind, path, entity] of [
    ['Account', '/finance/account-virman', 'account-virman'],
    ['Branch', '/finance/branch-virman', 'branch-virman'],
  ] as const) {
    app.get(
      path,
      {
        config: view,
        schema: {
          querystring: listQueryWithSort(TRANSFER_SORTS).extend({
            cashBookId: z.uuid().optional(),
            branchId: z.uuid().optional(),
            from: zDay,
            to: zDay,
            status: z.enum(['active', 'cancelled']).optional(),
          }),
        },
      },
      (request) => {
        const q = request.query;
        const where = and(
          eq(transfers.kind, kind),
          visibleTo(scopeOf(request)),
          searchOver(q._searchTerm, transfers.searchKey),
          q.cashBookId
            ? or(eq(transfers.fromCashBookId, q.cashBookId), eq(transfers.toCashBookId, q.cashBookId))
            : undefined,
          q.branchId
            ? or(eq(transfers.branchId, q.branchId), eq(transfers.toBranchId, q.branchId))
            : undefined,
          dayBetween(transfers.occurredOn, q.from, q.to),
          cancelState(transfers.cancelledAt, q.status),
        );
        return fetchPage(q, {
          rows: (limit, offset) =>
            list(db)
              .where(where)
              .orderBy(
                ...listOrder(
                  q,
                  { occurredOn: transfers.occurredOn, amount: transfers.amount },
                  [desc(transfers.occurredOn), desc(transfers.transferNo)],
                  [transfers.transferNo, transfers.id],
                ),
              )
              .limit(limit)
              .offset(offset),
          total: async () =>
            (
              await db
                .select({ n: sql<number>`count(*)`.mapWith(Number) })
                .from(transfers)
                .where(where)
            )[0]!.n,
        });
      },
    );

    if (kind === 'Branch')
      app.get(`${path}/targets`, { config: view }, (request) => {
        const scope = scopeOf(request);
        return db
          .select({
            id: cashBooks.id,
            name: cashBooks.name,
            kind: cashBooks.kind,
            branchId: cashBooks.branchId,
            branchName: branches.name,
          })
          .from(cashBooks)
          .innerJoin(branches, eq(branches.id, cashBooks.branchId))
          .where(
            and(
              eq(cashBooks.businessId, scope.businessId),
              eq(cashBooks.isActive, true),
              eq(branches.isActive, true),
              scope.branchId ? ne(cashBooks.branchId, scope.branchId) : undefined,
            ),
          )
          .orderBy(asc(branches.searchKey), asc(cashBooks.searchKey))
          .limit(1000);
      });

    app.get(`${path}/:id`, { config: view, schema: { params: ZIdParamsSchema } }, async (request) => {
      const scope = scopeOf(request);
      const [row] = await list(db).where(
        and(eq(transfers.id, request.params.id), eq(transfers.kind, kind), visibleTo(scope)),
      );
      if (!row) throw notFound();
      return row;
    });

    app.post(path, { config: manage, schema: { body: ZTransferInputSchema } }, async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const row = await db.transaction(async (tx) => {
        const created = await createTransfer(tx, scope, auth.userId, kind, request.body);
        await writeAudit(tx, request, {
          action: 'create',
          entity,
          entityId: created.id,
          after: {
            ...request.body,
            transferNo: created.transferNo,
            transactionId: created.transactionId,
            toTransactionId: created.toTransactionId,
          },
        });
        return created;
      });
      return {
        id: row.id,
        transferNo: row.transferNo,
        message: `${kind === 'Account' ? 'Hesap' : 'Şube'} virmanı kaydedildi. No: ${row.transferNo}`,
      };
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
