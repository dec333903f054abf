import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cancellationColumns } from '../../../db/cancellation-columns';
import { requiredRef } from '../../../db/column-types';
import { createdByUser } from '../../../db/created-by-columns';
import { branchOwned } from '../../../db/owned-columns';
import { accountCards } from '../account-cards/account-card.table';
import { cashBooks } from '../cash-books/cash-book.table';
import { ledgerTransactions } from '../ledger/ledger.table';

/**
 * The columns an expense and a revenue share: one entry, posted when written, paid from
 * (or into) a cash book or left on an account card. Money fields never change after the
 * posting; a cancellation reverses it and keeps the row with who, when and why.
 */
export const financeEntryColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  ...branchOwned(),
  /** Per business and kind, in order of entry: the receipt's number. */
  entryNo: integer().notNull(),
  occurredOn: date({ mode: 'string' }).notNull(),
  /** Kuruş, VAT included. */
  amount: bigint({ mode: 'number' }).notNull(),
  vatRate: integer().notNull().default(0),
  /** Kuruş, the VAT inside `amount`. */
  vatAmount: bigint({ mode: 'number' }).notNull().default(0),
  /** Exactly one of the cash book and the account card is set. */
  cashBookId: uuid().references(() => cashBooks.id),
  accountCardId: uuid().references(() => accountCards.id),
  description: text(),
  /** Folded number, type, counterpart, description and document number, for the list's search. */
  searchKey: text().notNull(),
  /** The number on the paper receipt or invoice, if any. */
  documentNo: text(),
  transactionId: requiredRef(() => ledgerTransactions.id),
  ...createdByUser(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  ...cancellationColumns(),
});

/** The columns of a file kept with an entry (registerDocumentRoutes reads these names). */
export const financeDocumentColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  ...branchOwned(),
  fileName: text().notNull(),
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  uploadedBy: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The keys of an expense or revenue table (`name`): the number, the list's scope, a cash
 * book's and an account card's statements, the type report; and exactly one counterpart.
 */
export const financeEntryKeys = (name: string, t: Record<FinanceEntryKeyColumn, AnyPgColumn>) => [
  unique(`${name}_number_key`).on(t.businessId, t.entryNo),
  index(`${name}_scope_idx`).on(t.businessId, t.branchId, t.occurredOn),
  index(`${name}_cash_book_idx`).on(t.cashBookId, t.occurredOn),
  index(`${name}_account_card_idx`).on(t.accountCardId, t.occurredOn),
  index(`${name}_type_idx`).on(t.businessId, t.typeId, t.occurredOn),
  check(`${name}_one_counterpart`, sql`(${t.cashBookId} is null) <> (${t.accountCardId} is null)`),
];

type FinanceEntryKeyColumn =
  | 'businessId'
  | 'branchId'
  | 'entryNo'
  | 'occurredOn'
  | 'cashBookId'
  | 'accountCardId'
  | 'typeId';
