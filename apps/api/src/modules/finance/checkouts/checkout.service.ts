import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  CHECKOUT_FUTURE_MESSAGE,
  CHECKOUT_REASON_MESSAGE,
  CHECKOUT_REPEAT_MESSAGE,
  type TCheckoutInput,
} from '@panel/shared/finance/checkouts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest, describeUniqueKey, notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { lockCashBooks } from '../cash-books/cash-book.service';
import { cashBooks } from '../cash-books/cash-book.table';
import type { CancelRecord, CreateRecord } from '../finance-records';
import { getOwnedOrThrow, markCancelled, recordCreation } from '../finance-records';
import { accountBalance, postMovement, reverseMovement } from '../ledger/ledger.service';
import { checkouts } from './checkout.table';

export type Checkout = typeof checkouts.$inferSelect;

describeUniqueKey('checkouts_live_day_key', CHECKOUT_REPEAT_MESSAGE);

const liveCountOf = (db: Db, cashBookId: string, countedOn: string) =>
  firstId(
    db,
    checkouts,
    and(
      eq(checkouts.cashBookId, cashBookId),
      eq(checkouts.countedOn, countedOn),
      isNull(checkouts.cancelledAt),
    ),
  );

/**
 * What the form shows before counting: the book's balance up to and including the day
 * and the live count of that day, if any. A foreign book answers 404 (it is in the query).
 */
export const expectedOf = async (db: Db, scope: TenantScope, cashBookId: string, countedOn: string) => {
  const book = await firstId(db, cashBooks, and(eq(cashBooks.id, cashBookId), ownedBy(cashBooks, scope)));
  if (!book) throw notFound();
  return {
    expected: await accountBalance(db, scope, 'CashBook', book, countedOn),
    existingId: await liveCountOf(db, book, countedOn),
  };
};

/**
 * Counts a cash book at the end of a day. The book is locked first, so the expected
 * balance cannot move under the count and two counts of one day cannot both pass the
 * check. A difference posts CashBook against CashDifference on the counted day, so the
 * day's balance afterwards is what was counted.
 */
export const createCheckout: CreateRecord<TCheckoutInput, Checkout> = async (tx, scope, userId, input) => {
  if (input.countedOn > todayInIstanbul()) throw badRequest(CHECKOUT_FUTURE_MESSAGE);
  const book = (await lockCashBooks(tx, scope, [{ id: input.cashBookId, label: 'kasa' }])).get(
    input.cashBookId,
  )!;
  if (await liveCountOf(tx, book.id, input.countedOn)) throw badRequest(CHECKOUT_REPEAT_MESSAGE);
  const expected = await accountBalance(tx, scope, 'CashBook', book.id, input.countedOn);
  const difference = input.counted - expected;
  if (difference !== 0 && !input.reason)
    throw badRequest(CHECKOUT_REASON_MESSAGE, {
      errors: [`Beklenen: ${formatMoney(expected)}, sayılan: ${formatMoney(input.counted)}`],
    });
  const [row] = await tx
    .insert(checkouts)
    .values({
      businessId: scope.businessId,
      branchId: book.branchId,
      cashBookId: book.id,
      countedOn: input.countedOn,
      expected,
      counted: input.counted,
      difference,
      reason: input.reason,
      createdBy: userId,
    })
    .returning();
  if (difference === 0) return row!;
  const transactionId = await postMovement(tx, {
    businessId: scope.businessId,
    branchId: book.branchId,
    kind: 'CheckoutDifference',
    occurredOn: input.countedOn,
    description: `${book.name} ${formatDay(input.countedOn)} kasa sayım ${difference > 0 ? 'fazlası' : 'eksiği'}: ${input.reason}`,
    sourceType: 'Checkout',
    sourceId: row!.id,
    createdBy: userId,
    lines: [
      { accountKind: 'CashBook', accountId: book.id, amount: difference },
      { accountKind: 'CashDifference', accountId: book.id, amount: -difference },
    ],
  });
  const [after] = await tx
    .update(checkouts)
    .set({ transactionId })
    .where(eq(checkouts.id, row!.id))
    .returning();
  return after!;
};

/** POST /finance/checkout: the count, its difference's posting and its audit row commit together. */
export const recordCheckout = recordCreation('checkout', createCheckout, (input, created) => ({
  ...input,
  expected: created.expected,
  difference: created.difference,
  transactionId: created.transactionId,
}));

/**
 * Cancels a count: its difference is reversed and the row stays, marked, with the reason.
 * The reversal is dated on the counted day (not today, as other cancellations are) so
 * the day's balance is again what the ledger held before the count, and the day can be
 * counted anew against it.
 */
export const cancelCheckout: CancelRecord<Checkout> = async (tx, scope, userId, id, reason) => {
  const row = await getOwnedOrThrow(tx, checkouts, scope, id, { lock: true });
  if (row.cancelledAt) throw badRequest('Bu kasa sayımı zaten iptal edilmiş.');
  const cancelTransactionId = row.transactionId
    ? await reverseMovement(
        tx,
        { id: row.transactionId, businessId: row.businessId, branchId: row.branchId },
        {
          kind: 'CheckoutDifference',
          occurredOn: row.countedOn,
          description: `${formatDay(row.countedOn)} kasa sayımının iptali: ${reason}`,
          sourceType: 'Checkout',
          sourceId: row.id,
          createdBy: userId,
        },
      )
    : null;
  return markCancelled(tx, checkouts, row.id, { userId, reason, cancelTransactionId });
};
