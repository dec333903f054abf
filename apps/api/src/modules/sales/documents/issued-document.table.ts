import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from '../../../db/owned-columns';

/**
 * A document handed to a customer (receipt, contract, payment plan, invoice). Its code
 * is printed as a QR code and short link to /V/{acpId}/{code}, whose anonymous page
 * confirms the document is genuine.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    code: text().notNull().unique(),
    /** Receipt, Contract, PaymentPlan or Invoice (ISSUED_DOCUMENT_KINDS). */
    kind: text().notNull(),
    sourceId: uuid().notNull(),
    personName: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issued_documents_source_idx').on(t.sourceId, t.kind)],
);
