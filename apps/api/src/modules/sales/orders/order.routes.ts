import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort, ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ORDER_SORTS,
  ZAccountMovementPageSchema,
  ZOpenInstallmentsSchema,
  ZOrderCreatedSchema,
  ZOrderDetailSchema,
  ZOrderInputSchema,
  ZOrderStateInputSchema,
  ZPaymentPlanInputSchema,
  ZStudentAccountSchema,
  ZStudentOrderListSchema,
  ZStudentOrderPageSchema,
} from '@panel/shared/sales/contracts';
import { ORDER_STATES } from '@panel/shared/sales/enums';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { getStudentOrThrow } from '../../students/student.queries';
import { openInstallments } from '../collections/collection.service';
import {
  findOrders,
  findStudentAccountMovements,
  getOrderDetailOrThrow,
  listStudentOrders,
  studentAccount,
} from './order.queries';
import { recordOrder, recordOrderStateChange, recordPaymentPlan } from './order.service';

const A = ACTIONS.sales;

/** Orders, their plans and state changes; the student's account (SPEC 7 student-order). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: A.view };
  const manage = { permission: A.manage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** A read about the student a route names: one of the caller's scope, else 404. */
  const studentRead = async <T>(
    request: FastifyRequest<{ Params: { id: string } }>,
    read: (scope: TenantScope, studentId: string) => Promise<T>,
  ) => {
    const scope = scopeOf(request);
    const student = await getStudentOrThrow(db, scope, request.params.id);
    return read(scope, student.id);
  };

  /** SPEC 7: GET student-order/student/{id}, newest first. */
  app.get(
    '/student-order/student/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZStudentOrderListSchema } } },
    (request) => studentRead(request, (scope, studentId) => listStudentOrders(db, scope, studentId)),
  );

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
        response: { 200: ZStudentOrderPageSchema },
      },
    },
    (request) => findOrders(db, scopeOf(request), request.query),
  );

  app.get(
    '/student-order/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZOrderDetailSchema } } },
    (request) => getOrderDetailOrThrow(db, scopeOf(request), request.params.id),
  );

  app.post(
    '/student-order',
    { config: manage, schema: { body: ZOrderInputSchema, response: { 200: ZOrderCreatedSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const auth = requireAuth(request);
      const order = await recordOrder(db, request, scope, auth.userId, request.body);
      return { id: order.id, orderNo: order.orderNo, message: `${order.orderNo} numaralı satış kaydedildi.` };
    },
  );

  /** POST /student-order/{id}/…: a change of an order, made as the caller and answered in Turkish. */
  const orderChangeRoute = <B extends z.ZodType>(
    path: string,
    body: B,
    record: (
      request: FastifyRequest,
      scope: TenantScope,
      userId: string,
      orderId: string,
      input: z.output<B>,
    ) => Promise<void>,
    messageOf: (input: z.output<B>) => string,
  ) =>
    app.post(
      path,
      { config: manage, schema: { params: ZIdParamsSchema, body, response: { 200: ZMessageAnswerSchema } } },
      async (request) => {
        const input = request.body as z.output<B>;
        await record(request, scopeOf(request), requireAuth(request).userId, request.params.id, input);
        return { message: messageOf(input) };
      },
    );

  orderChangeRoute(
    '/student-order/:id/payment-plan',
    ZPaymentPlanInputSchema,
    (request, scope, userId, orderId, input) => recordPaymentPlan(db, request, scope, userId, orderId, input),
    () => 'Ödeme planı kaydedildi.',
  );

  const stateMessages = {
    Cancelled: 'Satış iptal edildi. Ödenmemiş taksitler iptal edildi.',
    Freeze: 'Satış donduruldu.',
    PaymentScheduled: 'Satış yeniden ödeme planına alındı.',
    Draft: '',
  };
  orderChangeRoute(
    '/student-order/:id/state',
    ZOrderStateInputSchema,
    (request, scope, userId, orderId, input) =>
      recordOrderStateChange(db, request, scope, userId, orderId, input),
    (input) => stateMessages[input.state],
  );

  app.get(
    '/student/:id/account',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZStudentAccountSchema } } },
    (request) => studentRead(request, (scope, studentId) => studentAccount(db, scope, studentId)),
  );

  /** The student's account movements, newest first, with a running balance. */
  app.get(
    '/student/:id/account/movements',
    {
      config: view,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZListQuerySchema,
        response: { 200: ZAccountMovementPageSchema },
      },
    },
    (request) =>
      studentRead(request, (scope, studentId) =>
        findStudentAccountMovements(db, scope, studentId, request.query),
      ),
  );

  app.get(
    '/student-order/student/:id/open-installments',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZOpenInstallmentsSchema } } },
    (request) =>
      studentRead(request, async (_scope, studentId) =>
        (await openInstallments(db, studentId)).map((r) => ({
          ...r,
          remaining: r.amount - r.paid,
          cancelled: false,
        })),
      ),
  );
};
