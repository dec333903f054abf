import { randomUUID } from 'node:crypto';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import type { TCollectionInput } from '@panel/shared/sales/contracts';
import { allocate } from '@panel/shared/sales/pricing';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { auditedWrite } from '../../../platform/crud';
import { badRequest } from '../../../platform/errors';
import { idempotencyKeyOf, onceForKey } from '../../../platform/idempotency';
import type { TenantScope } from '../../../platform/tenancy';
import { describeMovement, postMovement, reverseMovement } from '../../finance/ledger/ledger.service';
import { getStudentOrThrow } from '../../students/student.queries';
import { issueDocument, verifyPath } from '../documents/issued-document.service';
import { unpaidInstallmentsOf } from '../orders/order.queries';
import { collectionAllocations, collections, installments, orders } from '../sales.table';
import { cashBookInScope, getCollectionOrThrow } from './collection.queries';

/** Orders whose installments can be paid: scheduled or frozen (a frozen plan is kept). */
const PAYABLE_STATES = ['PaymentScheduled', 'Freeze'];

/** A student's unpaid installments, oldest due first: the collection screen's list. */
export const openInstallments = (db: Db, studentId: string) =>
  db
    .select({
      id: installments.id,
      orderId: installments.orderId,
      orderNo: orders.orderNo,
      branchId: installments.branchId,
      no: installments.no,
      dueDate: installments.dueDate,
      amount: installments.amount,
      paid: installments.paid,
      method: installments.method,
    })
    .from(installments)
    .innerJoin(orders, eq(orders.id, installments.orderId))
    .where(and(unpaidInstallmentsOf(studentId), inArray(orders.state, PAYABLE_STATES)))
    .orderBy(asc(installments.dueDate), asc(orders.orderNo), asc(installments.no));

/**
 * Takes a payment: into a cash book of the caller's scope, against the chosen
 * installments first and then the oldest due. The installments are locked first, so
 * two collections at once cannot both take the same remainder.
 */
export const collect = async (tx: Db, scope: TenantScope, userId: string, input: TCollectionInput) => {
  const student = await getStudentOrThrow(tx, scope, input.studentId);
  const book = await cashBookInScope(tx, scope, input.cashBookId);
  if (!book) throw badRequest('Seçilen kasa bu kuruma veya şubeye ait değil.');
  if (!book.isActive) throw badRequest('Seçilen kasa kullanımda değil.');
  // Lock in id order, the same order every collection uses, so two never deadlock.
  await tx
    .select({ id: installments.id })
    .from(installments)
    .where(and(eq(installments.studentId, student.id), isNull(installments.cancelledAt)))
    .orderBy(asc(installments.id))
    .for('update');
  const open = await openInstallments(tx, student.id);
  const chosen = input.installmentIds.map((id) => {
    const row = open.find((o) => o.id === id);
    if (!row) throw badRequest('Seçilen taksit ödenmiş, iptal edilmiş ya da bu öğrenciye ait değil.');
    return row;
  });
  const ordered = [...chosen, ...open.filter((o) => !input.installmentIds.includes(o.id))];
  const openTotal = open.reduce((s, o) => s + o.amount - o.paid, 0);
  const { allocations, unplaced } = allocate(
    input.amount,
    ordered.map((o) => ({ id: o.id, remaining: o.amount - o.paid })),
  );
  if (unplaced > 0)
    throw badRequest(
      openTotal === 0
        ? 'Öğrencinin ödenecek taksiti bulunmuyor.'
        : `Tahsilat tutarı öğrencinin açık taksit toplamını (${formatMoney(openTotal)}) aşıyor.`,
    );
  const studentName = `${student.firstName} ${student.lastName}`;
  const collectionId = randomUUID();
  const transactionId = await postMovement(tx, {
    businessId: scope.businessId,
    branchId: book.branchId,
    kind: 'Credit',
    occurredOn: input.paidOn,
    description: `Makbuz: ${studentName}`,
    sourceType: 'Collection',
    sourceId: collectionId,
    createdBy: userId,
    lines: [
      { accountKind: 'CashBook', accountId: book.id, amount: input.amount },
      { accountKind: 'Student', accountId: student.id, amount: -input.amount },
    ],
  });
  const [row] = await tx
    .insert(collections)
    .values({
      id: collectionId,
      businessId: scope.businessId,
      branchId: book.branchId,
      studentId: student.id,
      cashBookId: book.id,
      receiptNo: `pending:${collectionId}`,
      method: input.method,
      amount: input.amount,
      paidOn: input.paidOn,
      note: input.note,
      transactionId,
      createdBy: userId,
    })
    .returning();
  await tx
    .insert(collectionAllocations)
    .values(allocations.map((a) => ({ collectionId, installmentId: a.id, amount: a.amount })));
  for (const a of allocations)
    await tx
      .update(installments)
      .set({ paid: sql`${installments.paid} + ${a.amount}` })
      .where(eq(installments.id, a.id));
  const document = await issueDocument(tx, {
    businessId: scope.businessId,
    kind: 'Receipt',
    sourceId: collectionId,
    personName: studentName,
    amount: input.amount,
    issuedOn: input.paidOn,
  });
  const receiptNo = await numberReceipt(tx, {
    businessId: scope.businessId,
    year: input.paidOn.slice(0, 4),
    collectionId,
  });
  await describeMovement(tx, transactionId, `${receiptNo} numaralı makbuz: ${studentName}`);
  return { ...row!, receiptNo, allocations, verifyCode: document.code };
};

/**
 * The receipt's gapless number, taken last: the counter's row lock queues every collection
 * of the business until commit, so it is held for this statement, the movement's
 * description by its key and the commit only, not for the whole posting (docs/performance.md,
 * collection POST).
 */
const numberReceipt = async (tx: Db, r: { businessId: string; year: string; collectionId: string }) => {
  const counter = `receipt:${r.year}`;
  // Both drivers answer execute() with { rows }; Drizzle types it per driver.
  const result = (await tx.execute(sql`
    with taken as (
      insert into document_counters (business_id, counter, last) values (${r.businessId}, ${counter}, 1)
      on conflict (business_id, counter) do update set last = document_counters.last + 1
      returning last
    )
    update collections
    set receipt_no = ${r.year} || '-' || lpad(taken.last::text, greatest(6, length(taken.last::text)), '0')
    from taken where collections.id = ${r.collectionId}
    returning collections.receipt_no`)) as { rows: { receipt_no: string }[] };
  return result.rows[0]!.receipt_no;
};

/**
 * Payment cancellation: the collection's movement is reversed and its installments are
 * owed again. The collection itself stays, marked cancelled, with who and why.
 */
export const cancelCollection = async (
  tx: Db,
  scope: TenantScope,
  userId: string,
  id: string,
  reason: string,
) => {
  const row = await getCollectionOrThrow(tx, scope, id, true);
  if (row.cancelledAt) throw badRequest('Bu tahsilat zaten iptal edilmiş.');
  const allocations = await tx
    .select()
    .from(collectionAllocations)
    .where(eq(collectionAllocations.collectionId, row.id))
    .orderBy(asc(collectionAllocations.installmentId));
  if (allocations.length)
    await tx
      .select({ id: installments.id })
      .from(installments)
      .where(
        inArray(
          installments.id,
          allocations.map((a) => a.installmentId),
        ),
      )
      .orderBy(asc(installments.id))
      .for('update');
  const cancelTransactionId = await reverseMovement(
    tx,
    { id: row.transactionId, businessId: row.businessId, branchId: row.branchId },
    {
      kind: 'PaymentCancellation',
      occurredOn: todayInIstanbul(),
      description: `${row.receiptNo} numaralı makbuzun iptali: ${reason}`,
      sourceType: 'Collection',
      sourceId: row.id,
      createdBy: userId,
    },
  );
  for (const a of allocations)
    await tx
      .update(installments)
      .set({ paid: sql`${installments.paid} - ${a.amount}` })
      .where(eq(installments.id, a.installmentId));
  const [after] = await tx
    .update(collections)
    .set({ cancelledAt: new Date(), cancelledBy: userId, cancelReason: reason, cancelTransactionId })
    .where(eq(collections.id, row.id))
    .returning();
  return after!;
};

/** POST /finance/collection: the collection, its audit row and the key's answer commit together. */
export const recordCollection = (
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: TenantScope,
  userId: string,
  input: TCollectionInput,
) =>
  onceForKey(
    db,
    reply,
    { businessId: scope.businessId, scope: 'finance/collection', key: idempotencyKeyOf(request) },
    async (tx) => {
      const row = await collect(tx, scope, userId, input);
      await writeAudit(tx, request, {
        action: 'create',
        entity: 'collection',
        entityId: row.id,
        after: { ...input, receiptNo: row.receiptNo, allocations: row.allocations },
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

/** POST /finance/collection/{id}/cancel: the cancellation and its audit row commit together. */
export const recordCollectionCancel = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  userId: string,
  id: string,
  reason: string,
) => {
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'collection-cancel', entityId: id },
    async (tx) => {
      const row = await cancelCollection(tx, scope, userId, id, reason);
      return { id: row.id, after: { cancelReason: row.cancelReason }, result: null };
    },
  );
};
