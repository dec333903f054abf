import { randomUUID } from 'node:crypto';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import {
  POS_CASH_OUT_SOURCE_MESSAGE,
  POS_CASH_OUT_TARGET_MESSAGE,
  type TPosCashOutInput,
} from '@panel/shared/finance/checkouts';
import { TRANSFER_CONFIRM_MESSAGE, type TTransferInput } from '@panel/shared/finance/contracts';
import type { TransferKind } from '@panel/shared/finance/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { nextNumber } from '../../../platform/counters';
import { badRequest } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/tenancy';
import { lockCashBooks, needsConfirmation } from '../cash-books/cash-book.service';
import { expenseTypes } from '../expense-types/expense-type.table';
import { activeDefinitionOrThrow } from '../finance-definition';
import { getOwnedOrThrow, recordCreation } from '../finance-records';
import { accountBalance, type PostingLine, postMovement, reverseMovement } from '../ledger/ledger.service';
import { transfers } from './transfer.table';

export type Transfer = typeof transfers.$inferSelect;
type VirmanKind = TransferKind;
/** A POS cash-out carries a commission and its expense type; the virmans carry neither. */
type TransferInput = TTransferInput & Partial<Pick<TPosCashOutInput, 'fee' | 'expenseTypeId'>>;

const LABELS: Record<VirmanKind, string> = {
  Account: 'hesap virmanı',
  Branch: 'şube virmanı',
  PosCashOut: 'POS nakde çevirme',
};

/**
 * A virman. Account: two cash books of one branch, one movement (CashBook to debit,
 * CashBook from credit). Branch: cash books of two branches of the business, two movements
 * in one transaction, each balanced in its own branch through BranchTransfer (its account
 * id is the other branch): the sender's BranchTransfer debit / CashBook credit, the
 * receiver's CashBook debit / BranchTransfer credit. PosCashOut: a POS account to a bank
 * account of one branch, one movement: the bank debit for what arrives, Expense (the
 * commission's type) debit for what the bank kept, the POS credit for the whole. More than
 * the source's balance is refused until the caller confirms.
 */
export const createTransfer = async (
  tx: Db,
  scope: TenantScope,
  userId: string,
  kind: VirmanKind,
  input: TransferInput,
): Promise<Transfer> => {
  const books = await lockCashBooks(
    tx,
    scope,
    [
      { id: input.fromCashBookId, label: 'çıkış kasası' },
      { id: input.toCashBookId, label: 'giriş kasası' },
    ],
    // A branch sends to any branch of its business; it receives only what another sends.
    kind === 'Branch' ? { anyBranchOfBusiness: [input.toCashBookId] } : {},
  );
  const from = books.get(input.fromCashBookId)!;
  const to = books.get(input.toCashBookId)!;
  if (kind === 'PosCashOut') {
    if (from.kind !== 'Pos') throw badRequest(POS_CASH_OUT_SOURCE_MESSAGE);
    if (to.kind !== 'Bank') throw badRequest(POS_CASH_OUT_TARGET_MESSAGE);
    if (from.branchId !== to.branchId)
      throw badRequest('POS nakde çevirme aynı şubenin POS ve banka hesapları arasında yapılır.');
  }
  const fee = kind === 'PosCashOut' ? (input.fee ?? 0) : 0;
  if (fee > 0) await assertExpenseType(tx, scope, input.expenseTypeId);
  if (kind === 'Account' && from.branchId !== to.branchId)
    throw badRequest(
      'Hesap virmanı aynı şubenin kasaları arasında yapılır. Şubeler arası aktarım için şube virmanını kullanın.',
    );
  if (kind === 'Branch' && from.branchId === to.branchId)
    throw badRequest('Şube virmanı farklı şubelerin kasaları arasında yapılır.');
  const balance = await accountBalance(tx, scope, 'CashBook', from.id);
  if (input.amount > balance && !input.confirmed) throw needsConfirmation(TRANSFER_CONFIRM_MESSAGE, balance);

  const id = randomUUID();
  const transferNo = await nextNumber(tx, scope.businessId, 'transfer');
  const label = LABELS[kind];
  const description = `${transferNo} numaralı ${label}: ${from.name} → ${to.name}${input.description ? ` - ${input.description}` : ''}`;
  const common = {
    businessId: scope.businessId,
    kind: 'Transfer',
    occurredOn: input.occurredOn,
    description,
    sourceType: 'Transfer',
    sourceId: id,
    createdBy: userId,
  };
  let transactionId: string;
  let toTransactionId: string | null = null;
  if (kind !== 'Branch') {
    const feeLine: PostingLine[] = fee
      ? [{ accountKind: 'Expense', accountId: input.expenseTypeId ?? null, amount: fee }]
      : [];
    transactionId = await postMovement(tx, {
      ...common,
      branchId: from.branchId,
      lines: [
        { accountKind: 'CashBook', accountId: to.id, amount: input.amount - fee },
        ...feeLine,
        { accountKind: 'CashBook', accountId: from.id, amount: -input.amount },
      ],
    });
  } else {
    transactionId = await postMovement(tx, {
      ...common,
      branchId: from.branchId,
      lines: [
        { accountKind: 'BranchTransfer', accountId: to.branchId, amount: input.amount },
        { accountKind: 'CashBook', accountId: from.id, amount: -input.amount },
      ],
    });
    toTransactionId = await postMovement(tx, {
      ...common,
      branchId: to.branchId,
      lines: [
        { accountKind: 'CashBook', accountId: to.id, amount: input.amount },
        { accountKind: 'BranchTransfer', accountId: from.branchId, amount: -input.amount },
      ],
    });
  }
  const [row] = await tx
    .insert(transfers)
    .values({
      id,
      businessId: scope.businessId,
      branchId: from.branchId,
      transferNo,
      kind,
      fromCashBookId: from.id,
      toCashBookId: to.id,
      toBranchId: to.branchId,
      amount: input.amount,
      fee,
      occurredOn: input.occurredOn,
      description: input.description,
      searchKey: foldTurkish(`${transferNo} ${from.name} ${to.name} ${input.description ?? ''}`),
      transactionId,
      toTransactionId,
      createdBy: userId,
    })
    .returning();
  return row!;
};

const assertExpenseType = (tx: Db, scope: TenantScope, id: string | null | undefined) =>
  activeDefinitionOrThrow(tx, expenseTypes, scope, id, 'gider türü');

/** Reverses both sides today; the virman stays, marked cancelled with the reason. */
export const cancelTransfer = async (
  tx: Db,
  scope: TenantScope,
  userId: string,
  kind: VirmanKind,
  id: string,
  reason: string,
): Promise<Transfer> => {
  // The sending branch's virman: only its side cancels it.
  const row = await getOwnedOrThrow(tx, transfers, scope, id, {
    lock: true,
    where: eq(transfers.kind, kind),
  });
  if (row.cancelledAt) throw badRequest('Bu virman zaten iptal edilmiş.');
  const m = {
    kind: 'TransferCancellation',
    occurredOn: todayInIstanbul(),
    description: `${row.transferNo} numaralı virmanın iptali: ${reason}`,
    sourceType: 'Transfer',
    sourceId: row.id,
    createdBy: userId,
  };
  const cancelTransactionId = await reverseMovement(
    tx,
    { id: row.transactionId, businessId: row.businessId, branchId: row.branchId },
    m,
  );
  const cancelToTransactionId = row.toTransactionId
    ? await reverseMovement(
        tx,
        { id: row.toTransactionId, businessId: row.businessId, branchId: row.toBranchId },
        m,
      )
    : null;
  const [after] = await tx
    .update(transfers)
    .set({
      cancelledAt: new Date(),
      cancelledBy: userId,
      cancelReason: reason,
      cancelTransactionId,
      cancelToTransactionId,
    })
    .where(eq(transfers.id, row.id))
    .returning();
  return after!;
};

/** POST /finance/account-virman and /finance/branch-virman: the virman and its audit row commit together. */
export const recordTransferOf = (kind: Exclude<VirmanKind, 'PosCashOut'>, entity: string) =>
  recordCreation(
    entity,
    (tx, scope, userId, input: TTransferInput) => createTransfer(tx, scope, userId, kind, input),
    (input, created) => ({
      ...input,
      transferNo: created.transferNo,
      transactionId: created.transactionId,
      toTransactionId: created.toTransactionId,
    }),
  );

/** POST /finance/checkout/pos-cash-out: the cash-out and its audit row commit together. */
export const recordPosCashOut = recordCreation(
  'pos-cash-out',
  (tx, scope, userId, input: TPosCashOutInput) => createTransfer(tx, scope, userId, 'PosCashOut', input),
  (input, created) => ({ ...input, transferNo: created.transferNo, transactionId: created.transactionId }),
);
