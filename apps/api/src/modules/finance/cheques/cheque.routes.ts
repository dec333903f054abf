import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import {
  type TChequeDetail,
  type TChequeFilters,
  type TChequeMovementRow,
  type TChequeRow,
  ZChequeCreateSchema,
  ZChequeFiltersSchema,
  ZChequeListQuerySchema,
  ZChequeMovementSchema,
} from '@panel/shared/finance/cheques';
import {
  type ChequeDirection,
  type ChequeKind,
  type ChequeState,
  chequeDirectionLabels,
  chequeKindLabels,
  chequeStateLabels,
} from '@panel/shared/finance/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { sendExcel } from '../../../platform/excel';
import { exportTitle } from '../../../platform/export-title';
import { fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { pagedRows } from '../../../platform/report-routes';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { users } from '../../auth/user.table';
import { students } from '../../students/student.table';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { createCheque, moveCheque, suggestPortfolioNo } from './cheque.service';
import { chequeMovements, cheques } from './cheque.table';

const endorsedTo = alias(accountCards, 'endorsed_to');
const movementCard = alias(accountCards, 'movement_card');
const movementBook = alias(cashBooks, 'movement_book');

const rowColumns = {
  id: cheques.id,
  portfolioNo: cheques.portfolioNo,
  direction: sql<ChequeDirection>`${cheques.direction}`,
  kind: sql<ChequeKind>`${cheques.kind}`,
  state: sql<ChequeState>`${cheques.state}`,
  serialNo: cheques.serialNo,
  drawer: cheques.drawer,
  bankName: cheques.bankName,
  branchId: cheques.branchId,
  branchName: branches.name,
  accountCardId: cheques.accountCardId,
  accountCardName: accountCards.name,
  endorsedToName: endorsedTo.name,
  cashBookName: cashBooks.name,
  studentName: sql<string | null>`${students.firstName} || ' ' || ${students.lastName}`,
  issuedOn: cheques.issuedOn,
  dueOn: cheques.dueOn,
  amount: cheques.amount,
};

const list = (db: Db) =>
  db
    .select(rowColumns)
    .from(cheques)
    .innerJoin(branches, eq(branches.id, cheques.branchId))
    .leftJoin(accountCards, eq(accountCards.id, cheques.accountCardId))
    .leftJoin(endorsedTo, eq(endorsedTo.id, cheques.endorsedToAccountCardId))
    .leftJoin(cashBooks, eq(cashBooks.id, cheques.cashBookId))
    .leftJoin(students, eq(students.id, cheques.studentId))
    .$dynamic();

/** The list's row and what only the detail page shows; the joins are the list's. */
const detail = (db: Db) =>
  db
    .select({
      ...rowColumns,
      drawerTaxNumber: cheques.drawerTaxNumber,
      bankBranch: cheques.bankBranch,
      accountNo: cheques.accountNo,
      studentId: cheques.studentId,
      cashBookId: cheques.cashBookId,
      endorsedToAccountCardId: cheques.endorsedToAccountCardId,
      note: cheques.note,
    })
    .from(cheques)
    .innerJoin(branches, eq(branches.id, cheques.branchId))
    .leftJoin(accountCards, eq(accountCards.id, cheques.accountCardId))
    .leftJoin(endorsedTo, eq(endorsedTo.id, cheques.endorsedToAccountCardId))
    .leftJoin(cashBooks, eq(cashBooks.id, cheques.cashBookId))
    .leftJoin(students, eq(students.id, cheques.studentId));

const filtered = (scope: TenantScope, q: TChequeFilters): SQL | undefined =>
  and(
    ownedBy(cheques, scope),
    searchOver(q._searchTerm, cheques.searchKey),
    q.direction ? eq(cheques.direction, q.direction) : undefined,
    q.kind ? eq(cheques.kind, q.kind) : undefined,
    q.state ? eq(cheques.state, q.state) : undefined,
    q.branchId ? eq(cheques.branchId, q.branchId) : undefined,
    q.accountCardId ? eq(cheques.accountCardId, q.accountCardId) : undefined,
    q.dueFrom ? gte(cheques.dueOn, q.dueFrom) : undefined,
    q.dueTo ? lte(cheques.dueOn, q.dueTo) : undefined,
  );

const ORDER = [asc(cheques.dueOn), asc(cheques.portfolioNo)];

/**
 * /finance/cheque: cheques and promissory notes received and given. A paged list with
 * filters and the totals of the whole filtered set, its Excel file, the next portfolio
 * number, one cheque with its history, entry, and every later state change through
 * POST /finance/cheque/{id}/movement. Reads need finance.view, writes finance.cheques.
 */
export const chequeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.finance.view };
  const manage = { permission: ACTIONS.finance.cheques };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** The totals of the whole filtered set: under the screen's table and under the Excel rows. */
  const totalsOf = async (where: SQL | undefined) => {
    const [row] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${cheques.amount}), 0)`.mapWith(Number),
      })
      .from(cheques)
      .where(where);
    return row!;
  };

  app.get(
    '/finance/cheque',
    { config: view, schema: { querystring: ZChequeListQuerySchema } },
    async (request) => {
      const q = request.query;
      const where = filtered(scopeOf(request), q);
      const totals = () => totalsOf(where);
      let summary: Awaited<ReturnType<typeof totals>> | undefined;
      const page = await fetchPage<TChequeRow>(q, {
        rows: (limit, offset) =>
          list(db)
            .where(where)
            .orderBy(
              ...listOrder(
                q,
                { dueOn: cheques.dueOn, amount: cheques.amount },
                [...ORDER, asc(cheques.id)],
                [cheques.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () => {
          summary = await totals();
          return summary.n;
        },
      });
      return { ...page, totals: { count: summary!.n, amount: summary!.amount } };
    },
  );

  app.get(
    '/finance/cheque/excel',
    { config: view, schema: { querystring: ZChequeFiltersSchema } },
    async (request, reply) => {
      const where = filtered(scopeOf(request), request.query);
      const report = 'Çek ve Senetler';
      const [totals, title] = await Promise.all([
        totalsOf(where),
        exportTitle(request, report, request.query, {
          direction: (v) => chequeDirectionLabels[v as keyof typeof chequeDirectionLabels],
          kind: (v) => chequeKindLabels[v as keyof typeof chequeKindLabels],
          state: (v) => chequeStateLabels[v as keyof typeof chequeStateLabels],
        }),
      ]);
      return sendExcel<TChequeRow>(reply, {
        fileName: report,
        title,
        columns: [
          { header: 'Portföy No', value: (r) => r.portfolioNo },
          { header: 'Yön', value: (r) => chequeDirectionLabels[r.direction] },
          { header: 'Tür', value: (r) => chequeKindLabels[r.kind] },
          { header: 'Durum', value: (r) => chequeStateLabels[r.state] },
          { header: 'Seri No', value: (r) => r.serialNo },
          { header: 'Keşideci', value: (r) => r.drawer },
          { header: 'Banka', value: (r) => r.bankName },
          { header: 'Cari', value: (r) => r.accountCardName },
          { header: 'Ciro Edilen', value: (r) => r.endorsedToName },
          { header: 'Kasa', value: (r) => r.cashBookName },
          { header: 'Öğrenci', value: (r) => r.studentName },
          { header: 'Şube', value: (r) => r.branchName },
          { header: 'Keşide Tarihi', kind: 'day', value: (r) => r.issuedOn },
          { header: 'Vade Tarihi', kind: 'day', value: (r) => r.dueOn },
          { header: 'Tutar', kind: 'money', value: (r) => r.amount },
        ],
        rows: pagedRows((limit, offset) =>
          list(db)
            .where(where)
            .orderBy(...ORDER, asc(cheques.id))
            .limit(limit)
            .offset(offset),
        ),
        // The screen's totals: how many, and their sum.
        totals: [{ 'Portföy No': 'Toplam', Keşideci: `${totals.n} adet`, Tutar: totals.amount }],
      });
    },
  );

  app.get('/finance/cheque/next-number', { config: view }, async (request) => ({
    portfolioNo: await suggestPortfolioNo(db, scopeOf(request)),
  }));

  app.get(
    '/finance/cheque/:id',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request): Promise<TChequeDetail> => {
      const scope = scopeOf(request);
      const [row] = await detail(db).where(and(eq(cheques.id, request.params.id), ownedBy(cheques, scope)));
      if (!row) throw notFound();
      const movements: TChequeMovementRow[] = await db
        .select({
          id: chequeMovements.id,
          occurredOn: chequeMovements.occurredOn,
          fromState: sql<ChequeState | null>`${chequeMovements.fromState}`,
          toState: sql<ChequeState>`${chequeMovements.toState}`,
          cashBookName: movementBook.name,
          accountCardName: movementCard.name,
          note: chequeMovements.note,
          transactionId: chequeMovements.transactionId,
          reverseTransactionId: chequeMovements.reverseTransactionId,
          createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          createdAt: sql<string>`${chequeMovements.createdAt}`,
        })
        .from(chequeMovements)
        .leftJoin(movementBook, eq(movementBook.id, chequeMovements.cashBookId))
        .leftJoin(movementCard, eq(movementCard.id, chequeMovements.accountCardId))
        .leftJoin(users, eq(users.id, chequeMovements.createdBy))
        .where(and(eq(chequeMovements.chequeId, row.id), eq(chequeMovements.businessId, scope.businessId)))
        .orderBy(asc(chequeMovements.createdAt), asc(chequeMovements.occurredOn));
      return { ...row, movements };
    },
  );

  app.post('/finance/cheque', { config: manage, schema: { body: ZChequeCreateSchema } }, async (request) => {
    const auth = requireAuth(request);
    const scope = tenantOf(auth);
    const row = await db.transaction(async (tx) => {
      const created = await createCheque(tx, scope, auth.userId, request.body);
      await writeAudit(tx, request, {
        action: 'create',
        entity: 'cheque',
        entityId: created.id,
        after: {
          ...request.body,
          portfolioNo: created.portfolioNo,
          state: created.state,
          transactionId: created.transactionId,
        },
      });
      return created;
    });
    const noun = chequeKindLabels[row.kind as ChequeKind];
    return {
      id: row.id,
      portfolioNo: row.portfolioNo,
      message: `${noun} kaydedildi. Portföy No: ${row.portfolioNo}`,
    };
  });

  app.post(
    '/finance/cheque/:id/movement',
    { config: manage, schema: { params: ZIdParamsSchema, body: ZChequeMovementSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const result = await db.transaction(async (tx) => {
        const moved = await moveCheque(tx, scope, auth.userId, request.params.id, request.body);
        await writeAudit(tx, request, {
          action: moved.transition.action.toLowerCase(),
          entity: 'cheque',
          entityId: moved.after.id,
          before: { state: moved.before.state, cashBookId: moved.before.cashBookId },
          after: {
            ...request.body,
            state: moved.after.state,
            movementId: moved.movementId,
            transactionId: moved.transactionId,
            reverseTransactionId: moved.reverseTransactionId,
          },
        });
        return moved;
      });
      const noun = chequeKindLabels[result.after.kind as ChequeKind];
      return {
        id: result.after.id,
        state: result.after.state,
        message: `${noun} durumu "${chequeStateLabels[result.transition.to]}" olarak kaydedildi.`,
      };
    },
  );
};
