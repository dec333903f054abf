import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { listQueryWithSort, ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ORDER_SORTS,
  type StudentAccount,
  type StudentOrderSummary,
  ZOrderInputSchema,
  ZOrderStateInputSchema,
  ZPaymentPlanInputSchema,
} from '@panel/shared/sales/contracts';
import { ORDER_STATES } from '@panel/shared/sales/enums';
import { and, asc, count, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { requireAuth } from '../../../platform/auth';
import { auditedWrite } from '../../../platform/crud';
import { fetchPage, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { semesters } from '../../education/semesters/semester.table';
import { ledgerPostings, ledgerTransactions } from '../../finance/ledger/ledger.table';
import { getStudentOrThrow } from '../../students/student.service';
import { parents, students } from '../../students/student.table';
import { openInstallments } from '../collections/collection.service';
import { collectionAllocations, collections, installments, orders } from '../sales.table';
import { changeOrderState, createOrder, getOrderOrThrow, orderLines, savePaymentPlan } from './order.service';

const A = ACTIONS.sales;

const paidOf = sql<string>`coalesce((select sum(i.paid) from installments i where i.order_id = ${orders.id}), 0)`;

const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  branchId: orders.branchId,
  studentId: orders.studentId,
  studentNo: students.studentNo,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  state: orders.state,
  studyState: orders.studyState,
  semesterName: semesters.name,
  paymentPersonName: sql<string | null>`${parents.firstName} || ' ' || ${parents.lastName}`,
  gross: orders.gross,
  lineDiscount: orders.lineDiscount,
  orderDiscount: orders.orderDiscount,
  discount: orders.discount,
  net: orders.net,
  paid: paidOf,
  hasInvoiceTracker: orders.hasInvoiceTracker,
  createdAt: orders.createdAt,
};

const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(students, eq(students.id, orders.studentId))
    .leftJoin(semesters, eq(semesters.id, orders.semesterId))
    .leftJoin(parents, eq(parents.id, orders.paymentPersonId))
    .$dynamic();

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

const toSummary = (
  r: SummaryRow,
): StudentOrderSummary & { studentId: string; studentNo: number; studentName: string } => {
  const paid = Number(r.paid);
  const cancelled = r.state === 'Cancelled';
  return {
    ...r,
    state: r.state as StudentOrderSummary['state'],
    paid,
    remaining: cancelled || r.state === 'Draft' ? 0 : r.net - paid,
    createdAt: r.createdAt.toISOString(),
  };
};

/** A student account's totals by movement kind, from the ledger, and what is overdue today. */
export const studentAccount = async (
  db: Db,
  scope: TenantScope,
  studentId: string,
): Promise<StudentAccount> => {
  const rows = await db
    .select({ kind: ledgerTransactions.kind, total: sql<string>`sum(${ledgerPostings.amount})` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerPostings.businessId, scope.businessId),
        eq(ledgerPostings.accountKind, 'Student'),
        eq(ledgerPostings.accountId, studentId),
      ),
    )
    .groupBy(ledgerTransactions.kind);
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const [overdue] = await db
    .select({ total: sql<string>`coalesce(sum(${installments.amount} - ${installments.paid}), 0)` })
    .from(installments)
    .innerJoin(orders, eq(orders.id, installments.orderId))
    .where(
      and(
        eq(installments.studentId, studentId),
        isNull(installments.cancelledAt),
        lt(installments.paid, installments.amount),
        lt(installments.dueDate, todayInIstanbul()),
        eq(orders.state, 'PaymentScheduled'),
      ),
    );
  return {
    debit: of('Debit'),
    discount: -of('Discount'),
    credit: -of('Credit'),
    paymentCancellation: of('PaymentCancellation'),
    serviceCancellation: -of('ServiceCancellation'),
    balance: rows.reduce((s, r) => s + Number(r.total), 0),
    overdue: Number(overdue?.total ?? 0),
  };
};

/** Orders, their plans and state changes; the student's account (SPEC 7 student-order). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: A.view };
  const manage = { permission: A.manage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** SPEC 7: GET student-order/student/{id}, newest first. */
  app.get(
    '/student-order/student/:id',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const student = await getStudentOrThrow(db, scope, request.params.id);
      const rows = await summaries(db)
        .where(and(eq(orders.studentId, student.id), ownedBy(orders, scope)))
        .orderBy(desc(orders.createdAt));
      return rows.map(toSummary);
    },
  );

  /**
   * Every order of the scope. `scheduled` leaves Draft out (SPEC 4); `needsInvoiceTracker`
   * lists the non-draft orders without one.
   */
  app.get(
    '/student-order',
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(ORDER_SORTS).extend({
          state: z.enum(ORDER_STATES).optional(),
          scheduled: z.stringbool().optional(),
          needsInvoiceTracker: z.stringbool().optional(),
          branchId: z.uuid().optional(),
        }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const q = request.query;
      const where = and(
        ownedBy(orders, scope),
        q.branchId ? eq(orders.branchId, q.branchId) : undefined,
        q.state ? eq(orders.state, q.state) : undefined,
        q.scheduled || q.needsInvoiceTracker ? ne(orders.state, 'Draft') : undefined,
        q.needsInvoiceTracker
          ? and(eq(orders.hasInvoiceTracker, false), ne(orders.state, 'Cancelled'))
          : undefined,
        searchOver(q._searchTerm, students.searchKey),
      );
      return fetchPage(q, {
        rows: async (limit, offset) =>
          (
            await summaries(db)
              .where(where)
              .orderBy(
                ...listOrder(
                  q,
                  {
                    createdAt: orders.createdAt,
                    net: orders.net,
                    studentName: students.sortKey,
                    orderNo: orders.orderNo,
                  },
                  [desc(orders.createdAt), desc(orders.orderNo)],
                  [orders.orderNo],
                ),
              )
              .limit(limit)
              .offset(offset)
          ).map(toSummary),
        total: async () =>
          (
            await db
              .select({ n: count() })
              .from(orders)
              .innerJoin(students, eq(students.id, orders.studentId))
              .where(where)
          )[0]!.n,
      });
    },
  );

  app.get('/student-order/:id', { config: view, schema: { params: ZIdParamsSchema } }, async (request) => {
    const scope = scopeOf(request);
    const order = await getOrderOrThrow(db, scope, request.params.id);
    const [[summary], lines, paidBy] = await Promise.all([
      summaries(db).where(eq(orders.id, order.id)),
      orderLines(db, order.id),
      db
        .select({
          installmentId: collectionAllocations.installmentId,
          collectionId: collections.id,
          receiptNo: collections.receiptNo,
          paidOn: collections.paidOn,
          amount: collectionAllocations.amount,
          cancelled: sql<boolean>`${collections.cancelledAt} is not null`,
        })
        .from(collectionAllocations)
        .innerJoin(collections, eq(collections.id, collectionAllocations.collectionId))
        .innerJoin(installments, eq(installments.id, collectionAllocations.installmentId))
        .where(eq(installments.orderId, order.id))
        .orderBy(asc(collections.paidOn)),
    ]);
    return {
      ...toSummary(summary!),
      semesterId: order.semesterId,
      timePeriodId: order.timePeriodId,
      paymentPersonId: order.paymentPersonId,
      discountKind: order.discountKind,
      discountValue: order.discountValue,
      vat: order.vat,
      note: order.note,
      cancelReason: order.cancelReason,
      items: lines.items.map(({ businessId: _b, orderId: _o, ...item }) => item),
      installments: lines.plan.map((i) => ({
        id: i.id,
        no: i.no,
        dueDate: i.dueDate,
        amount: i.amount,
        paid: i.paid,
        remaining: i.cancelledAt ? 0 : i.amount - i.paid,
        method: i.method,
        cancelled: i.cancelledAt !== null,
        payments: paidBy.filter((p) => p.installmentId === i.id),
      })),
    };
  });

  app.post('/student-order', { config: manage, schema: { body: ZOrderInputSchema } }, async (request) => {
    const scope = scopeOf(request);
    const auth = requireAuth(request);
    const order = await auditedWrite(
      db,
      request,
      { action: 'create', entity: 'student-order' },
      async (tx) => {
        const row = await createOrder(tx, scope, auth.userId, request.body);
        return { id: row.id, after: row, result: row };
      },
    );
    return { id: order.id, orderNo: order.orderNo, message: `${order.orderNo} numaralı satış kaydedildi.` };
  });

  app.post(
    '/student-order/:id/payment-plan',
    { config: manage, schema: { params: ZIdParamsSchema, body: ZPaymentPlanInputSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const auth = requireAuth(request);
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'student-order-payment-plan', entityId: request.params.id },
        async (tx) => {
          const before = await savePaymentPlan(tx, scope, auth.userId, request.params.id, request.body);
          return { id: before.id, after: request.body, result: null };
        },
      );
      return { message: 'Ödeme planı kaydedildi.' };
    },
  );

  app.post(
    '/student-order/:id/state',
    { config: manage, schema: { params: ZIdParamsSchema, body: ZOrderStateInputSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const auth = requireAuth(request);
      const { state, reason } = request.body;
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'student-order-state', entityId: request.params.id },
        async (tx) => {
          const change = await changeOrderState(tx, scope, auth.userId, request.params.id, state, reason);
          return { id: request.params.id, after: { ...change, reason }, result: null };
        },
      );
      const messages = {
        Cancelled: 'Satış iptal edildi. Ödenmemiş taksitler iptal edildi.',
        Freeze: 'Satış donduruldu.',
        PaymentScheduled: 'Satış yeniden ödeme planına alındı.',
        Draft: '',
      };
      return { message: messages[state] };
    },
  );

  app.get('/student/:id/account', { config: view, schema: { params: ZIdParamsSchema } }, async (request) => {
    const scope = scopeOf(request);
    const student = await getStudentOrThrow(db, scope, request.params.id);
    return studentAccount(db, scope, student.id);
  });

  /** The student's account movements, newest first, with a running balance. */
  app.get(
    '/student/:id/account/movements',
    { config: view, schema: { params: ZIdParamsSchema, querystring: ZListQuerySchema } },
    async (request) => {
      const scope = scopeOf(request);
      const student = await getStudentOrThrow(db, scope, request.params.id);
      const where = and(
        eq(ledgerPostings.businessId, scope.businessId),
        eq(ledgerPostings.accountKind, 'Student'),
        eq(ledgerPostings.accountId, student.id),
      );
      return fetchPage(request.query, {
        rows: (limit, offset) =>
          db
            .select({
              id: ledgerPostings.id,
              occurredOn: ledgerPostings.occurredOn,
              kind: ledgerTransactions.kind,
              description: ledgerTransactions.description,
              amount: ledgerPostings.amount,
              balance:
                sql<string>`sum(${ledgerPostings.amount}) over (order by ${ledgerTransactions.createdAt}, ${ledgerPostings.id})`.mapWith(
                  Number,
                ),
              createdAt: ledgerTransactions.createdAt,
            })
            .from(ledgerPostings)
            .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
            .where(where)
            .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerPostings.id))
            .limit(limit)
            .offset(offset),
        total: async () => (await db.select({ n: count() }).from(ledgerPostings).where(where))[0]!.n,
      });
    },
  );

  app.get(
    '/student-order/student/:id/open-installments',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const student = await getStudentOrThrow(db, scope, request.params.id);
      const rows = await openInstallments(db, student.id);
      return rows.map((r) => ({ ...r, remaining: r.amount - r.paid, cancelled: false }));
    },
  );
};
