import { index, pgTable } from 'drizzle-orm/pg-core';
import { bytea, requiredRef } from '../../../db/column-types';
import {
  financeDocumentColumns,
  financeEntryColumns,
  financeEntryKeys,
} from '../entries/finance-entry.table';
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
  (t) => financeEntryKeys('revenues', t),
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
