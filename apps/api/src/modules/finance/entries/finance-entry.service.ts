import { randomUUID } from 'node:crypto';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { foldTurkish } from '@panel/shared/common/text';
import type { TFinanceEntryInput, TFinanceEntryUpdate } from '@panel/shared/finance/contracts';
import { vatInside } from '@panel/shared/sales/pricing';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../platform/audit';
import { nextNumber } from '../../../platform/counters';
import { badRequest } from '../../../platform/errors';
import { assertBranchInScope } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { accountCards } from '../account-cards/account-card.table';
import { lockCashBooks } from '../cash-books/cash-book.service';
import { cashBooks } from '../cash-books/cash-book.table';
import type { expenseTypes } from '../expense-types/expense-type.table';
import type { expenseDocuments, expenses } from '../expenses/expense.table';
import { activeDefinitionOrThrow } from '../finance-definition';
import { getOwnedOrThrow, markCancelled, recordCreation } from '../finance-records';
import { type PostingLine, postMovement, reverseMovement } from '../ledger/ledger.service';

/**
 * Expenses and revenues are one shape with mirrored postings. The revenue tables have the
 * same columns as the expense ones (financeEntryColumns + typeId), so one service serves
 * both through the expense tables' types.
 */
export type EntryKind = {
  side: 'Expense' | 'Revenue';
  table: typeof expenses;
  typeTable: typeof expenseTypes;
  documents: typeof expenseDocuments;
  /** nextNumber's counter. */
  counter: string;
  /** 'Gider' / 'Gelir': the start of messages and documents. */
  noun: string;
  /** 'gider türü' / 'gelir türü', for the owned-record message. */
  typeLabel: string;
};

export type Entry = typeof expenses.$inferSelect;

const searchKeyOf = (entry: {
  entryNo: number;
  typeName: string;
  counterpartName: string;
  description: string | null;
  documentNo: string | null;
}) =>
  foldTurkish(
    [entry.entryNo, entry.typeName, entry.counterpartName, entry.description, entry.documentNo]
      .filter(Boolean)
      .join(' '),
  );

const typeOrThrow = (db: Db, kind: EntryKind, scope: TenantScope, typeId: string) =>
  activeDefinitionOrThrow(db, kind.typeTable, scope, typeId, kind.typeLabel);

/**
 * The movement of an entry. Expense: Expense debit against the cash book (paid) or the
 * account card (owed to it). Revenue mirrored: the cash book or the account card debit,
 * OtherRevenue credit.
 */
const linesOf = (kind: EntryKind, amount: number, counterpart: PostingLine): PostingLine[] =>
  kind.side === 'Expense'
    ? [
        { accountKind: 'Expense', amount },
        { ...counterpart, amount: -amount },
      ]
    : [
        { ...counterpart, amount },
        { accountKind: 'OtherRevenue', amount: -amount },
      ];

/** Writes an entry and its movement; call inside the request's transaction. */
export const createEntry = async (
  tx: Db,
  kind: EntryKind,
  scope: TenantScope,
  userId: string,
  input: TFinanceEntryInput,
): Promise<Entry> => {
  await assertBranchInScope(tx, scope, input.branchId);
  const type = await typeOrThrow(tx, kind, scope, input.typeId);
  let counterpart: PostingLine;
  let counterpartName: string;
  if (input.cashBookId) {
    const book = (await lockCashBooks(tx, scope, [{ id: input.cashBookId, label: 'kasa' }])).get(
      input.cashBookId,
    )!;
    if (book.branchId !== input.branchId) throw badRequest('Seçilen kasa seçilen şubeye ait değil.');
    counterpart = { accountKind: 'CashBook', accountId: book.id, amount: 0 };
    counterpartName = book.name;
  } else {
    const card = await activeDefinitionOrThrow(tx, accountCards, scope, input.accountCardId, 'cari kart');
    counterpart = { accountKind: 'AccountCard', accountId: card.id, amount: 0 };
    counterpartName = card.name;
  }
  const id = randomUUID();
  const entryNo = await nextNumber(tx, scope.businessId, kind.counter);
  const transactionId = await postMovement(tx, {
    businessId: scope.businessId,
    branchId: input.branchId,
    kind: kind.side,
    occurredOn: input.occurredOn,
    description: `${entryNo} numaralı ${kind.noun.toLocaleLowerCase('tr')}: ${type.name}${input.description ? ` - ${input.description}` : ''}`,
    sourceType: kind.side,
    sourceId: id,
    createdBy: userId,
    lines: linesOf(kind, input.amount, counterpart),
  });
  const [row] = await tx
    .insert(kind.table)
    .values({
      id,
      businessId: scope.businessId,
      branchId: input.branchId,
      entryNo,
      typeId: input.typeId,
      occurredOn: input.occurredOn,
      amount: input.amount,
      vatRate: input.vatRate,
      vatAmount: vatInside(input.amount, input.vatRate),
      cashBookId: input.cashBookId,
      accountCardId: input.accountCardId,
      description: input.description,
      documentNo: input.documentNo,
      searchKey: searchKeyOf({ ...input, entryNo, typeName: type.name, counterpartName }),
      transactionId,
      createdBy: userId,
    })
    .returning();
  return row!;
};

/** POST /finance/expense and /finance/revenue: the entry, its movement and its audit row commit together. */
export const entryRecorder = (kind: EntryKind, entity: string) =>
  recordCreation<TFinanceEntryInput, Entry>(
    entity,
    (tx, scope, userId, input) => createEntry(tx, kind, scope, userId, input),
    (input, created) => ({ ...input, entryNo: created.entryNo, transactionId: created.transactionId }),
  );

export const getEntryOrThrow = (db: Db, kind: EntryKind, scope: TenantScope, id: string, lock = false) =>
  getOwnedOrThrow(db, kind.table, scope, id, { lock });

/**
 * What may change once posted: the type, the description and the paper's number. Amount,
 * day and cash book are changed by cancelling and entering again (DOMAIN "Finance").
 */
export const updateEntry = async (
  tx: Db,
  kind: EntryKind,
  scope: TenantScope,
  input: TFinanceEntryUpdate,
): Promise<{ before: Entry; after: Entry }> => {
  const before = await getEntryOrThrow(tx, kind, scope, input.id, true);
  if (before.cancelledAt)
    throw badRequest(`İptal edilmiş bir ${kind.noun.toLocaleLowerCase('tr')} değiştirilemez.`);
  const type = await typeOrThrow(tx, kind, scope, input.typeId);
  const [after] = await tx
    .update(kind.table)
    .set({
      typeId: input.typeId,
      description: input.description,
      documentNo: input.documentNo,
      searchKey: searchKeyOf({
        entryNo: before.entryNo,
        typeName: type.name,
        counterpartName: await counterpartNameOf(tx, before),
        description: input.description,
        documentNo: input.documentNo,
      }),
      updatedAt: new Date(),
    })
    .where(eq(kind.table.id, before.id))
    .returning();
  return { before, after: after! };
};

/** POST {path}/update: the change and its audit row (the fields that may change) commit together. */
export const recordEntryUpdate = (
  db: Db,
  request: FastifyRequest,
  kind: EntryKind,
  entity: string,
  scope: TenantScope,
  input: TFinanceEntryUpdate,
): Promise<void> =>
  db.transaction(async (tx) => {
    const { before, after } = await updateEntry(tx, kind, scope, input);
    await writeAudit(tx, request, {
      action: 'update',
      entity,
      entityId: before.id,
      before: { typeId: before.typeId, description: before.description, documentNo: before.documentNo },
      after: { typeId: after.typeId, description: after.description, documentNo: after.documentNo },
    });
  });

const counterpartNameOf = async (db: Db, entry: Entry): Promise<string> => {
  if (entry.accountCardId) {
    const [card] = await db
      .select({ name: accountCards.name })
      .from(accountCards)
      .where(eq(accountCards.id, entry.accountCardId));
    return card?.name ?? '';
  }
  const [book] = await db
    .select({ name: cashBooks.name })
    .from(cashBooks)
    .where(eq(cashBooks.id, entry.cashBookId!));
  return book?.name ?? '';
};

/** Cancels an entry: its movement is reversed today; the row stays, marked, with the reason. */
export const cancelEntry = async (
  tx: Db,
  kind: EntryKind,
  scope: TenantScope,
  userId: string,
  id: string,
  reason: string,
): Promise<Entry> => {
  const row = await getEntryOrThrow(tx, kind, scope, id, true);
  if (row.cancelledAt) throw badRequest(`Bu ${kind.noun.toLocaleLowerCase('tr')} zaten iptal edilmiş.`);
  const cancelTransactionId = await reverseMovement(
    tx,
    { id: row.transactionId, businessId: row.businessId, branchId: row.branchId },
    {
      kind: `${kind.side}Cancellation`,
      occurredOn: todayInIstanbul(),
      description: `${row.entryNo} numaralı ${kind.noun.toLocaleLowerCase('tr')} iptali: ${reason}`,
      sourceType: kind.side,
      sourceId: row.id,
      createdBy: userId,
    },
  );
  return markCancelled(tx, kind.table, row.id, { userId, reason, cancelTransactionId });
};
