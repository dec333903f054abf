import { sql } from 'drizzle-orm';
import { check, index, pgTable, unique } from 'drizzle-orm/pg-core';
import { bytea, requiredRef } from '../../../db/column-types';
import { financeDocumentColumns, financeEntryColumns } from '../entries/finance-entry.table';
import { revenueTypes } from '../revenue-types/revenue-type.table';

/**
 * A revenue [gelir] outside sales. Posting: the cash book debit when received, else the
 * account card debit (owed to us); OtherRevenue (its type) credit.
 */
export const revenues = pgTable(
  'revenues',
  {
    ...financeEntryColumns(),
    /** The revenue type. */
    typeId: requiredRef(() => revenueTypes.id),
  },
  (t) => [
    unique('revenues_number_key').on(t.businessId, t.entryNo),
    index('revenues_scope_idx').on(t.businessId, t.branchId, t.occurredOn),
    index('revenues_cash_book_idx').on(t.cashBookId, t.occurredOn),
    index('revenues_account_card_idx').on(t.accountCardId, t.occurredOn),
    index('revenues_type_idx').on(t.businessId, t.typeId, t.occurredOn),
    check('revenues_one_counterpart', sql`(${t.cashBookId} is null) <> (${t.accountCardId} is null)`),
  ],
);

/** A file kept with a revenue. */
export const revenueDocuments = pgTable(
  'revenue_documents',
  {
    ...financeDocumentColumns(),
    revenueId: requiredRef(() => revenues.id),
    content: bytea().notNull(),
  },
  (t) => [index('revenue_documents_revenue_idx').on(t.revenueId)],
);
