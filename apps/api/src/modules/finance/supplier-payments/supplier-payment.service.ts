import { randomUUID } from 'node:crypto';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { foldTurkish } from '@panel/shared/common/text';
import {
  PAYMENT_CONFIRM_MESSAGE,
  PAYMENT_OVER_OPEN_MESSAGE,
  type TSupplierPaymentInput,
} from '@panel/shared/finance/incoming-invoices';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { nextNumber } from '../../../platform/counters';
import { badRequest } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/tenancy';
import { accountCards } from '../account-cards/account-card.table';
import { lockCashBooks, needsConfirmation } from '../cash-books/cash-book.service';
import { cashBooks } from '../cash-books/cash-book.table';
import type { CancelRecord, CreateRecord } from '../finance-records';
import { getOwnedOrThrow, markCancelled } from '../finance-records';
import {
  addPaid,
  getIncomingInvoiceOrThrow,
  lockInvoices,
} from '../incoming-invoices/incoming-invoice.service';
import { accountBalance, postMovement, reverseMovement } from '../ledger/ledger.service';
import { supplierPaymentAllocations, supplierPayments } from './supplier-payment.table';

export type SupplierPayment = typeof supplierPayments.$inferSelect;

/**
 * Pays (part of) one incoming invoice from a cash book: AccountCard debit, CashBook credit
 * in the book's branch, one allocation, and the invoice's paid amount raised. The invoice
 * row is locked before its open amount is read, so two payments at once cannot both
 * take the same remainder; the cash book is locked next (every payment takes them in
 * this order) for the balance check.
 */
export const createSupplierPayment: CreateRecord<TSupplierPaymentInput, SupplierPayment> = async (
  tx,
  scope,
  userId,
  input,
) => {
  const invoice = await getIncomingInvoiceOrThrow(tx, scope, input.incomingInvoiceId, true);
  if (invoice.cancelledAt) throw badRequest('İptal edilmiş bir faturaya ödeme yapılamaz.');
  const open = invoice.amount - invoice.paid;
  if (open <= 0) throw badRequest('Bu faturanın ödenecek tutarı kalmadı.');
  if (input.amount > open) throw badRequest(`${PAYMENT_OVER_OPEN_MESSAGE} (Kalan: ${formatMoney(open)}).`);
  const book = (await lockCashBooks(tx, scope, [{ id: input.cashBookId, label: 'kasa' }])).get(
    input.cashBookId,
  )!;
  const balance = await accountBalance(tx, scope, 'CashBook', book.id);
  if (input.amount > balance && !input.confirmed) throw needsConfirmation(PAYMENT_CONFIRM_MESSAGE, balance);
  const [card] = await tx
    .select({ name: accountCards.name })
    .from(accountCards)
    .where(eq(accountCards.id, invoice.accountCardId));

  const id = randomUUID();
  const paymentNo = await nextNumber(tx, scope.businessId, 'supplier-payment');
  const transactionId = await postMovement(tx, {
    businessId: scope.businessId,
    branchId: book.branchId,
    kind: 'SupplierPayment',
    occurredOn: input.paidOn,
    description: `${paymentNo} numaralı tedarikçi ödemesi: ${card?.name ?? ''} ${invoice.invoiceNo} numaralı fatura`,
    sourceType: 'SupplierPayment',
    sourceId: id,
    createdBy: userId,
    lines: [
      { accountKind: 'AccountCard', accountId: invoice.accountCardId, amount: input.amount },
      { accountKind: 'CashBook', accountId: book.id, amount: -input.amount },
    ],
  });
  const [row] = await tx
    .insert(supplierPayments)
    .values({
      id,
      businessId: scope.businessId,
      branchId: book.branchId,
      paymentNo,
      accountCardId: invoice.accountCardId,
      cashBookId: book.id,
      amount: input.amount,
      paidOn: input.paidOn,
      description: input.description,
      searchKey: foldTurkish(
        [paymentNo, card?.name, book.name, invoice.invoiceNo, input.description].filter(Boolean).join(' '),
      ),
      transactionId,
      createdBy: userId,
    })
    .returning();
  await tx.insert(supplierPaymentAllocations).values({
    businessId: scope.businessId,
    paymentId: id,
    incomingInvoiceId: invoice.id,
    amount: input.amount,
  });
  await addPaid(tx, invoice.id, input.amount);
  return row!;
};

/**
 * POST /finance/payment: the payment and its audit row, in the transaction the caller's
 * idempotency key runs (so a repeated request answers the first one's result).
 */
export const recordSupplierPayment = async (
  tx: Db,
  request: FastifyRequest,
  scope: TenantScope,
  userId: string,
  input: TSupplierPaymentInput,
): Promise<SupplierPayment> => {
  const row = await createSupplierPayment(tx, scope, userId, input);
  await writeAudit(tx, request, {
    action: 'create',
    entity: 'supplier-payment',
    entityId: row.id,
    after: { ...input, paymentNo: row.paymentNo, transactionId: row.transactionId },
  });
  return row;
};

/**
 * Cancels a payment: its movement is reversed today and the invoices it settled are owed
 * again. The payment stays, marked, with who and why.
 */
export const cancelSupplierPayment: CancelRecord<SupplierPayment> = async (tx, scope, userId, id, reason) => {
  const row = await getOwnedOrThrow(tx, supplierPayments, scope, id, { lock: true });
  if (row.cancelledAt) throw badRequest('Bu ödeme zaten iptal edilmiş.');
  const allocations = await tx
    .select()
    .from(supplierPaymentAllocations)
    .where(eq(supplierPaymentAllocations.paymentId, row.id))
    .orderBy(asc(supplierPaymentAllocations.incomingInvoiceId));
  await lockInvoices(
    tx,
    row.businessId,
    allocations.map((a) => a.incomingInvoiceId),
  );
  const cancelTransactionId = await reverseMovement(
    tx,
    { id: row.transactionId, businessId: row.businessId, branchId: row.branchId },
    {
      kind: 'SupplierPaymentCancellation',
      occurredOn: todayInIstanbul(),
      description: `${row.paymentNo} numaralı tedarikçi ödemesinin iptali: ${reason}`,
      sourceType: 'SupplierPayment',
      sourceId: row.id,
      createdBy: userId,
    },
  );
  for (const a of allocations) await addPaid(tx, a.incomingInvoiceId, -a.amount);
  return markCancelled(tx, supplierPayments, row.id, { userId, reason, cancelTransactionId });
};

/** The payments of one invoice in order of entry, for the invoice and pay screens. */
export const paymentsOfInvoice = (db: Db, invoiceId: string) =>
  db
    .select({
      id: supplierPayments.id,
      paymentNo: supplierPayments.paymentNo,
      paidOn: supplierPayments.paidOn,
      cashBookId: supplierPayments.cashBookId,
      cashBookName: cashBooks.name,
      amount: supplierPaymentAllocations.amount,
      description: supplierPayments.description,
      cancelled: sql<boolean>`${supplierPayments.cancelledAt} is not null`,
      cancelReason: supplierPayments.cancelReason,
    })
    .from(supplierPaymentAllocations)
    .innerJoin(supplierPayments, eq(supplierPayments.id, supplierPaymentAllocations.paymentId))
    .innerJoin(cashBooks, eq(cashBooks.id, supplierPayments.cashBookId))
    .where(eq(supplierPaymentAllocations.incomingInvoiceId, invoiceId))
    .orderBy(asc(supplierPayments.paymentNo));
