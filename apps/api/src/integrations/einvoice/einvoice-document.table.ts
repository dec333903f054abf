import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/column-types';

/**
 * What the local e-invoice adapter keeps: the drafts it was sent and the invoices it
 * numbered and rendered, as a real integrator's portal would.
 */
export const einvoiceDocuments = pgTable(
  'einvoice_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid().notNull(),
    corporateId: uuid().notNull(),
    draftRef: text().notNull().unique(),
    kind: text().notNull(),
    invoiceNo: text(),
    payload: jsonb().notNull(),
    pdf: bytea(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('einvoice_documents_corporate_idx').on(t.corporateId, t.invoiceNo)],
);
