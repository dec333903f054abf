import type { OrderItemKind } from '@panel/shared/education/enums';
import type { DiscountKind, PaymentMethod } from '@panel/shared/sales/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cancellationColumns } from '../../db/cancellation-columns';
import { requiredRef } from '../../db/column-types';
import { createdByUser } from '../../db/created-by-columns';
import { branchOwned, businessOwned } from '../../db/owned-columns';
import { semesters } from '../education/semesters/semester.table';
import { servicePrices, services } from '../education/services/service.table';
import { timePeriods } from '../education/time-periods/time-period.table';
import { cashBooks } from '../finance/cash-books/cash-book.table';
import { ledgerTransactions } from '../finance/ledger/ledger.table';
import { parents, students } from '../students/student.table';

/**
 * The kuruş amounts of an order and of each of its lines, as priceOrder (shared
 * sales/pricing) works them out: an order's are the sums of its lines'. The typed discount
 * (kind and value) is the order's own on an order, the line's own on a line.
 */
const saleAmountColumns = () => ({
  discountKind: text().$type<DiscountKind>(),
  discountValue: bigint({ mode: 'number' }),
  gross: bigint({ mode: 'number' }).notNull(),
  /** The discounts typed on lines: a line's own, an order's the sum of its lines'. */
  lineDiscount: bigint({ mode: 'number' }).notNull().default(0),
  /** What the order's typed discount came to: on the order in full, on a line its share. */
  orderDiscount: bigint({ mode: 'number' }).notNull().default(0),
  /** lineDiscount + orderDiscount. */
  discount: bigint({ mode: 'number' }).notNull(),
  net: bigint({ mode: 'number' }).notNull(),
  vat: bigint({ mode: 'number' }).notNull(),
});

/** A sale [satış] to a student. Totals are kuruş, fixed when the order is written. */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    /** Per business, in order of sale. */
    orderNo: integer().notNull(),
    studentId: requiredRef(() => students.id),
    semesterId: uuid().references(() => semesters.id),
    timePeriodId: uuid().references(() => timePeriods.id),
    /** A parent who pays [ödeme sorumlusu]; null when the student pays. */
    paymentPersonId: uuid().references(() => parents.id),
    state: text().notNull().default('Draft'),
    studyState: text().notNull().default('Draft'),
    ...saleAmountColumns(),
    note: text(),
    hasInvoiceTracker: boolean().notNull().default(false),
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    ...createdByUser(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_number_key').on(t.businessId, t.orderNo),
    index('orders_student_idx').on(t.studentId),
    index('orders_scope_idx').on(t.businessId, t.branchId, t.state, t.createdAt),
    // The payer's sales (overdue SMS, a parent's page) and the foreign key's check when a
    // parent is removed, which otherwise scans every order.
    index('orders_payment_person_idx').on(t.paymentPersonId),
    // The dashboard's registrations of a month or year against last year's.
    index('orders_created_idx').on(t.businessId, t.createdAt, t.branchId),
    // The sales list sorted by amount (`_sort=net`): a page walks this instead of sorting every sale.
    index('orders_net_idx').on(t.businessId, t.net, t.orderNo),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    orderId: requiredRef(() => orders.id),
    serviceId: uuid().references(() => services.id),
    servicePriceId: uuid().references(() => servicePrices.id),
    name: text().notNull(),
    itemKind: text().$type<OrderItemKind>().notNull(),
    quantity: integer().notNull(),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    vatRate: integer().notNull(),
    ...saleAmountColumns(),
    position: integer().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * An installment [taksit] of an order's payment plan; no 0 is the down payment.
 * `paid` is the sum of its live allocations, kept in the same transaction that writes
 * them (under a row lock), so open and overdue lists need no aggregate.
 */
export const installments = pgTable(
  'installments',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    orderId: requiredRef(() => orders.id),
    studentId: requiredRef(() => students.id),
    no: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    paid: bigint({ mode: 'number' }).notNull().default(0),
    method: text().$type<PaymentMethod>().notNull(),
    /** Set when the order's service is cancelled: what was unpaid is no longer owed. */
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('installments_order_idx').on(t.orderId, t.no),
    index('installments_student_idx').on(t.studentId, t.dueDate),
    // The dashboard's week and month of installments, paid or not.
    index('installments_due_idx').on(t.businessId, t.dueDate, t.branchId),
    index('installments_open_due_idx')
      .on(t.businessId, t.dueDate)
      .where(sql`paid < amount and cancelled_at is null`),
    // A branch's overdue report: without the branch in the key it read every open installment
    // of the business and kept one in forty (docs/performance.md).
    index('installments_open_due_branch_idx')
      .on(t.businessId, t.branchId, t.dueDate)
      .where(sql`paid < amount and cancelled_at is null`),
  ],
);

/**
 * A branch's installments of one due day, summed by triggers (migration 0043) so that the
 * dashboard reads a few hundred rows instead of a year of installments. `scheduled`: the
 * order is PaymentScheduled, the only state whose late installments are overdue (the
 * overdue report's rule); a cancelled installment is owed only what was paid.
 */
export const installmentDays = pgTable(
  'installment_days',
  {
    businessId: uuid().notNull(),
    branchId: uuid().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    scheduled: boolean().notNull(),
    owed: bigint({ mode: 'number' }).notNull(),
    paid: bigint({ mode: 'number' }).notNull(),
    openCount: integer().notNull(),
    openRemaining: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.dueDate, t.branchId, t.scheduled] })],
);

/** Sales made on a day (Istanbul) in a branch and not cancelled since, kept by triggers (migration 0043). */
export const orderDays = pgTable(
  'order_days',
  {
    businessId: uuid().notNull(),
    branchId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    registrations: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.branchId] })],
);

/** A collection [tahsilat]: money received from a student's side into a cash book. */
export const collections = pgTable(
  'collections',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    studentId: requiredRef(() => students.id),
    cashBookId: requiredRef(() => cashBooks.id),
    receiptNo: text().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    paidOn: date({ mode: 'string' }).notNull(),
    note: text(),
    transactionId: requiredRef(() => ledgerTransactions.id),
    ...createdByUser(),
    ...cancellationColumns(),
  },
  (t) => [
    unique('collections_receipt_key').on(t.businessId, t.receiptNo),
    index('collections_student_idx').on(t.studentId, t.paidOn),
    index('collections_scope_idx').on(t.businessId, t.branchId, t.paidOn),
    // The header's quick search finds a receipt by any part of its number.
    index('collections_receipt_trgm_idx').using('gin', t.receiptNo.op('gin_trgm_ops')),
  ],
);

export const collectionAllocations = pgTable(
  'collection_allocations',
  {
    id: uuid().primaryKey().defaultRandom(),
    collectionId: requiredRef(() => collections.id),
    installmentId: requiredRef(() => installments.id),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('collection_allocations_collection_idx').on(t.collectionId),
    index('collection_allocations_installment_idx').on(t.installmentId),
  ],
);
