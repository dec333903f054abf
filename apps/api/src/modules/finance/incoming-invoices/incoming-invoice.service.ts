import { randomUUID } from 'node:crypto';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import {
  INVOICE_HAS_PAYMENTS_MESSAGE,
  INVOICE_NUMBER_TAKEN_MESSAGE,
  type TIncomingInvoiceInput,
  vatOnTop,
} from '@panel/shared/finance/incoming-invoices';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest, describeUniqueKey } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { assertBranchInScope } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { inBusiness, ofBusiness } from '../../../platform/tenancy';
import { accountCards } from '../account-cards/account-card.table';
import { expenseTypes } from '../expense-types/expense-type.table';
import { activeDefinitionOrThrow } from '../finance-definition';
import type { CancelRecord, CreateRecord } from '../finance-records';
import { getOwnedOrThrow, markCancelled, recordCreation } from '../finance-records';
import { postMovement, reverseMovement } from '../ledger/ledger.service';
import { incomingInvoices } from './incoming-invoice.table';

export type IncomingInvoice = typeof incomingInvoices.$inferSelect;

describeUniqueKey('incoming_invoices_live_number_key', INVOICE_NUMBER_TAKEN_MESSAGE);

/**
 * Records a purchase invoice and posts what it owes: Expense (its type) debit, the account
 * card credit, for the total with VAT. The VAT is computed here from the net amount, so
 * the posted total never depends on the form's arithmetic.
 */
export const createIncomingInvoice: CreateRecord<TIncomingInvoiceInput, IncomingInvoice> = async (
  tx,
  scope,
  userId,
  input,
) => {
  await assertBranchInScope(tx, scope, input.branchId);
  const card = await activeDefinitionOrThrow(tx, accountCards, scope, input.accountCardId, 'cari kart');
  const type = await activeDefinitionOrThrow(tx, expenseTypes, scope, input.expenseTypeId, 'gider türü');
  const taken = await firstId(
    tx,
    incomingInvoices,
    and(
      inBusiness(incomingInvoices.businessId, scope),
      eq(incomingInvoices.accountCardId, input.accountCardId),
      eq(incomingInvoices.invoiceNo, input.invoiceNo),
      isNull(incomingInvoices.cancelledAt),
    ),
  );
  if (taken) throw badRequest(INVOICE_NUMBER_TAKEN_MESSAGE);
  const vatAmount = vatOnTop(input.netAmount, input.vatRate);
  const amount = input.netAmount + vatAmount;
  const id = randomUUID();
  const transactionId = await postMovement(tx, {
    businessId: scope.businessId,
    branchId: input.branchId,
    kind: 'IncomingInvoice',
    occurredOn: input.issuedOn,
    description: `${card.name} ${input.invoiceNo} numaralı gelen fatura: ${type.name}`,
    sourceType: 'IncomingInvoice',
    sourceId: id,
    createdBy: userId,
    lines: [
      { accountKind: 'Expense', accountId: input.expenseTypeId, amount },
      { accountKind: 'AccountCard', accountId: input.accountCardId, amount: -amount },
    ],
  });
  const [row] = await tx
    .insert(incomingInvoices)
    .values({
      id,
      businessId: scope.businessId,
      branchId: input.branchId,
      accountCardId: input.accountCardId,
      expenseTypeId: input.expenseTypeId,
      invoiceNo: input.invoiceNo,
      issuedOn: input.issuedOn,
      dueOn: input.dueOn,
      netAmount: input.netAmount,
      vatRate: input.vatRate,
      vatAmount,
      amount,
      description: input.description,
      searchKey: foldTurkish([input.invoiceNo, card.name, input.description].filter(Boolean).join(' ')),
      transactionId,
      createdBy: userId,
    })
    .returning();
  return row!;
};

/** POST /finance/invoice/incoming: the invoice, its posting and its audit row commit together. */
export const recordIncomingInvoice = recordCreation(
  'incoming-invoice',
  createIncomingInvoice,
  (input, created) => ({
    ...input,
    vatAmount: created.vatAmount,
    amount: created.amount,
    transactionId: created.transactionId,
  }),
);

/** An invoice of the caller's scope; locked when a payment or a cancellation is to change it. */
export const getIncomingInvoiceOrThrow = (db: Db, scope: TenantScope, id: string, lock = false) =>
  getOwnedOrThrow(db, incomingInvoices, scope, id, { lock });

/**
 * Cancels an invoice by reversing its posting today; the row stays with who and why. An
 * invoice with a live payment is refused: its payments are cancelled first, so the card
 * never shows a payment against nothing.
 */
export const cancelIncomingInvoice: CancelRecord<IncomingInvoice> = async (tx, scope, userId, id, reason) => {
  const row = await getIncomingInvoiceOrThrow(tx, scope, id, true);
  if (row.cancelledAt) throw badRequest('Bu fatura zaten iptal edilmiş.');
  // `paid` is the sum of the live allocations, kept under this row's lock by every payment.
  if (row.paid > 0) throw badRequest(INVOICE_HAS_PAYMENTS_MESSAGE);
  const cancelTransactionId = await reverseMovement(
    tx,
    { id: row.transactionId, businessId: row.businessId, branchId: row.branchId },
    {
      kind: 'IncomingInvoiceCancellation',
      occurredOn: todayInIstanbul(),
      description: `${row.invoiceNo} numaralı gelen faturanın iptali: ${reason}`,
      sourceType: 'IncomingInvoice',
      sourceId: row.id,
      createdBy: userId,
    },
  );
  return markCancelled(tx, incomingInvoices, row.id, { userId, reason, cancelTransactionId });
};

/**
 * Moves an invoice's paid amount by a payment's allocation (minus to reopen it). Callers
 * hold the invoice's row lock, taken by getIncomingInvoiceOrThrow or lockInvoices.
 */
export const addPaid = async (tx: Db, invoiceId: string, delta: number): Promise<void> => {
  await tx
    .update(incomingInvoices)
    .set({ paid: sql`${incomingInvoices.paid} + ${delta}` })
    .where(eq(incomingInvoices.id, invoiceId));
};

/** Locks invoices of a business in id order (the order every writer uses), whatever their branch. */
export const lockInvoices = async (tx: Db, businessId: string, ids: string[]): Promise<void> => {
  if (!ids.length) return;
  await tx
    .select({ id: incomingInvoices.id })
    .from(incomingInvoices)
    .where(and(ofBusiness(incomingInvoices.businessId, businessId), inArray(incomingInvoices.id, ids)))
    .orderBy(asc(incomingInvoices.id))
    .for('update');
};
