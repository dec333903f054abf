import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import type { TOrderInput, TOrderStateInput, TPaymentPlanInput } from '@panel/shared/sales/contracts';
import { PLAN_TOTAL_MESSAGE } from '@panel/shared/sales/contracts';
import { ORDER_TRANSITIONS, type OrderState, orderTransitionMessage } from '@panel/shared/sales/enums';
import { type Discount, priceOrder } from '@panel/shared/sales/pricing';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { nextNumber } from '../../../platform/counters';
import { auditedWrite, updateAudited } from '../../../platform/crud';
import { badRequest } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/tenancy';
import { postMovement } from '../../finance/ledger/ledger.service';
import { getStudentOrThrow } from '../../students/student.queries';
import { enrolOnSale } from '../../students/student.service';
import { installments, orderItems, orders } from '../sales.table';
import {
  assertTermOwned,
  getOrderOrThrow,
  parentLinkOf,
  servicePricesOf,
  studentName,
} from './order.queries';

/** A discount as an order or an item row keeps it: its kind and value, both null for none. */
const discountColumns = (discount: Discount | undefined) => ({
  discountKind: discount?.kind ?? null,
  discountValue: discount?.value ?? null,
});

/** Writes a Draft order: priced from its lines, numbered per business. Nothing moves money yet. */
export const createOrder = async (tx: Db, scope: TenantScope, userId: string, input: TOrderInput) => {
  const student = await getStudentOrThrow(tx, scope, input.studentId);
  await assertTermOwned(tx, scope, input);
  if (input.paymentPersonId) {
    const link = await parentLinkOf(tx, student.id, input.paymentPersonId);
    if (!link) throw badRequest('Ödeme sorumlusu öğrencinin velilerinden biri olmalıdır.');
  }
  const priceIds = input.items.flatMap((i) => (i.servicePriceId ? [i.servicePriceId] : []));
  const prices = priceIds.length ? await servicePricesOf(tx, scope, priceIds) : [];
  for (const id of priceIds) {
    const price = prices.find((p) => p.id === id);
    if (!price || price.branchId !== student.branchId)
      throw badRequest('Seçilen hizmet fiyatı öğrencinin şubesine ait değil.');
  }
  const priced = priceOrder(input.items, input.discount);
  const orderNo = await nextNumber(tx, scope.businessId, 'order');
  const [order] = await tx
    .insert(orders)
    .values({
      businessId: scope.businessId,
      branchId: student.branchId,
      orderNo,
      studentId: student.id,
      semesterId: input.semesterId,
      timePeriodId: input.timePeriodId,
      paymentPersonId: input.paymentPersonId,
      ...discountColumns(input.discount),
      gross: priced.gross,
      lineDiscount: priced.lineDiscount,
      orderDiscount: priced.orderDiscount,
      discount: priced.discount,
      net: priced.net,
      vat: priced.vat,
      note: input.note,
      createdBy: userId,
    })
    .returning();
  await tx.insert(orderItems).values(
    input.items.map((item, i) => ({
      businessId: scope.businessId,
      orderId: order!.id,
      serviceId: prices.find((p) => p.id === item.servicePriceId)?.serviceId ?? item.serviceId,
      servicePriceId: item.servicePriceId,
      name: item.name,
      itemKind: item.itemKind,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      vatRate: item.vatRate,
      ...discountColumns(item.discount),
      ...priced.lines[i]!,
      position: i,
    })),
  );
  return order!;
};

/**
 * Saves the payment plan. A Draft order becomes PaymentScheduled and its charge and
 * discount are posted to the student's account; a scheduled order with nothing collected
 * yet may be re-planned (its installments are replaced, the ledger is untouched).
 */
export const savePaymentPlan = async (
  tx: Db,
  scope: TenantScope,
  userId: string,
  orderId: string,
  input: TPaymentPlanInput,
) => {
  const order = await getOrderOrThrow(tx, scope, orderId, true);
  if (order.state !== 'Draft' && order.state !== 'PaymentScheduled')
    throw badRequest(orderTransitionMessage(order.state, 'PaymentScheduled'));
  const total = input.installments.reduce((s, i) => s + i.amount, 0);
  if (total !== order.net) throw badRequest(PLAN_TOTAL_MESSAGE(formatMoney(total), formatMoney(order.net)));
  if (order.state === 'PaymentScheduled') {
    const [paid] = await tx
      .select({ paid: sql<string>`coalesce(sum(${installments.paid}), 0)` })
      .from(installments)
      .where(eq(installments.orderId, order.id));
    if (Number(paid?.paid) > 0)
      throw badRequest(
        'Tahsilatı yapılmış bir satışın ödeme planı değiştirilemez. Önce tahsilatları iptal ediniz.',
      );
    await tx.delete(installments).where(eq(installments.orderId, order.id));
  }
  const sorted = [...input.installments].sort((a, b) => a.no - b.no);
  await tx.insert(installments).values(
    sorted.map((i) => ({
      businessId: order.businessId,
      branchId: order.branchId,
      orderId: order.id,
      studentId: order.studentId,
      no: i.no,
      dueDate: i.dueDate,
      amount: i.amount,
      method: i.method,
    })),
  );
  if (order.state === 'Draft') {
    // DOMAIN: a student already in a class studies from the start; otherwise they will.
    const { inClass } = await enrolOnSale(tx, order.studentId);
    await tx
      .update(orders)
      .set({
        state: 'PaymentScheduled',
        studyState: inClass ? 'OnStudy' : 'WillStudy',
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    const name = await studentName(tx, order.studentId);
    const base = {
      businessId: order.businessId,
      branchId: order.branchId,
      occurredOn: todayInIstanbul(),
      sourceType: 'Order',
      sourceId: order.id,
      createdBy: userId,
    };
    await postMovement(tx, {
      ...base,
      kind: 'Debit',
      description: `${order.orderNo} numaralı satış: ${name}`,
      lines: [
        { accountKind: 'Student', accountId: order.studentId, amount: order.gross },
        { accountKind: 'SalesRevenue', amount: -order.gross },
      ],
    });
    if (order.discount > 0)
      await postMovement(tx, {
        ...base,
        kind: 'Discount',
        description: `${order.orderNo} numaralı satış indirimi: ${name}`,
        lines: [
          { accountKind: 'SalesDiscount', amount: order.discount },
          { accountKind: 'Student', accountId: order.studentId, amount: -order.discount },
        ],
      });
  }
  return order;
};

/**
 * Freeze, unfreeze and cancel. Cancelling a scheduled order cancels what is unpaid and
 * reverses the order's charge: money already collected stays on the student's account
 * (a credit) until it is refunded by cancelling the collection.
 */
export const changeOrderState = async (
  tx: Db,
  scope: TenantScope,
  userId: string,
  orderId: string,
  to: OrderState,
  reason: string | null,
) => {
  const order = await getOrderOrThrow(tx, scope, orderId, true);
  if (!ORDER_TRANSITIONS[order.state].includes(to)) throw badRequest(orderTransitionMessage(order.state, to));
  if (order.state === 'Draft' && to === 'PaymentScheduled')
    throw badRequest('Satış, ödeme planı kaydedilince "Ödeme Planlandı" durumuna geçer.');
  if (to === 'Cancelled' && !reason) throw badRequest('Lütfen İptal Nedeni Giriniz!');
  const now = new Date();
  if (to === 'Cancelled') {
    await tx
      .update(installments)
      .set({ cancelledAt: now })
      .where(and(eq(installments.orderId, order.id), isNull(installments.cancelledAt)));
    if (order.state !== 'Draft') {
      const name = await studentName(tx, order.studentId);
      await postMovement(tx, {
        businessId: order.businessId,
        branchId: order.branchId,
        occurredOn: todayInIstanbul(),
        kind: 'ServiceCancellation',
        description: `${order.orderNo} numaralı satış iptali: ${name}`,
        sourceType: 'Order',
        sourceId: order.id,
        createdBy: userId,
        lines: [
          { accountKind: 'SalesRevenue', amount: order.gross },
          { accountKind: 'SalesDiscount', amount: -order.discount },
          { accountKind: 'Student', accountId: order.studentId, amount: -order.net },
        ],
      });
    }
  }
  const studyState =
    to === 'Cancelled'
      ? order.studyState === 'StudyCompleted'
        ? order.studyState
        : 'Cancelled'
      : to === 'Freeze' && order.studyState === 'OnStudy'
        ? 'Freeze'
        : to === 'PaymentScheduled' && order.studyState === 'Freeze'
          ? 'OnStudy'
          : order.studyState;
  await tx
    .update(orders)
    .set({
      state: to,
      studyState,
      updatedAt: now,
      ...(to === 'Cancelled' ? { cancelledAt: now, cancelReason: reason } : {}),
    })
    .where(eq(orders.id, order.id));
  return { before: order.state, after: to };
};

/** Students seated in a class: their sales that were waiting for the term start with the class. */
export const startWaitingSales = (tx: Db, { studentIds }: { studentIds: readonly string[] }) =>
  tx
    .update(orders)
    .set({ studyState: 'OnStudy', updatedAt: sql`now()` })
    .where(and(inArray(orders.studentId, [...studentIds]), eq(orders.studyState, 'WillStudy')));

/** POST /student-order: the order and its audit row commit together. */
export const recordOrder = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  userId: string,
  input: TOrderInput,
) =>
  auditedWrite(db, request, { action: 'create', entity: 'student-order' }, async (tx) => {
    const row = await createOrder(tx, scope, userId, input);
    return { id: row.id, after: row, result: row };
  });

/** POST /student-order/{id}/payment-plan: the plan, its postings and its audit row commit together. */
export const recordPaymentPlan = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  userId: string,
  orderId: string,
  input: TPaymentPlanInput,
) => {
  await updateAudited(
    db,
    request,
    { entity: 'student-order-payment-plan', id: orderId, before: null, after: input },
    (tx) => savePaymentPlan(tx, scope, userId, orderId, input),
  );
};

/** POST /student-order/{id}/state: the state change and its audit row commit together. */
export const recordOrderStateChange = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  userId: string,
  orderId: string,
  { state, reason }: TOrderStateInput,
) => {
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'student-order-state', entityId: orderId },
    async (tx) => {
      const change = await changeOrderState(tx, scope, userId, orderId, state, reason);
      return { id: orderId, after: { ...change, reason }, result: null };
    },
  );
};
