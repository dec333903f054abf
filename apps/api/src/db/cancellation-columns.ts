import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions } from '../modules/finance/ledger/ledger.table';
import { users } from '../modules/users/user.table';

/**
 * A posted money document is never deleted: cancelling it posts a reversing movement and
 * keeps on the row who cancelled it, when, why, and that movement.
 */
export const cancellationColumns = () => ({
  cancelledAt: timestamp({ withTimezone: true }),
  cancelledBy: uuid().references(() => users.id),
  cancelReason: text(),
  cancelTransactionId: uuid().references(() => ledgerTransactions.id),
});
