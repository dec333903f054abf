import type { InvoiceKind, InvoicePlanState } from '@panel/shared/sales/enums';
import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { branchOwned } from '../../../db/owned-columns';
import { createdAndUpdatedAt } from '../../../db/timestamp-columns';
import { corporates } from '../../administration/corporates/corporate.table';
import { installments, orders } from '../sales.table';

/**
 * An invoice to be issued for an order (or one of its installments), through the
 * branch's corporate, at the e-invoice integrator. States: SPEC 4 invoice plan.
 */
export const invoicePlans = pgTable(
  'invoice_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    orderId: requiredRef(() => orders.id),
    installmentId: uuid().references(() => installments.id),
    corporateId: requiredRef(() => corporates.id),
    /** EArchive or EInvoice, from the buyer. */
    kind: text().$type<InvoiceKind>().notNull(),
    state: text().$type<InvoicePlanState>().notNull().default('Planned'),
    plannedOn: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    vat: bigint({ mode: 'number' }).notNull(),
    buyerName: text().notNull(),
    /** A citizen id (11 digits, e-archive) or a tax number (10 digits, e-invoice). */
    buyerTaxId: text().notNull(),
    buyerAddress: text(),
    draftRef: text(),
    invoiceNo: text(),
    error: text(),
    /**
     * Set while a step is at the integrator (invoice-plan.service runInvoiceStep): another
     * run of the plan waits its turn instead of sending it twice. A claim left by a crash
     * expires, and the retry sends the step again.
     */
    claimedAt: timestamp({ withTimezone: true }),
    printedAt: timestamp({ withTimezone: true }),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    index('invoice_plans_scope_idx').on(t.businessId, t.state, t.plannedOn),
    index('invoice_plans_order_idx').on(t.orderId),
    // The plan desk and the printed invoices sorted by amount (`_sort=amount`), an invoice per installment.
    index('invoice_plans_amount_idx').on(t.businessId, t.amount),
  ],
);
