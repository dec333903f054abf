import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { accounts } from '../accounts/account.table';
import { users } from '../users/user.table';

/**
 * One row per sign-in (its id is the refresh-token family and the access token's `sid`).
 * Every guarded request reads its row, so ending a session takes effect at once in every
 * API process, not when the access token expires.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey(),
    userId: requiredRef(() => users.id),
    accountId: uuid().references(() => accounts.id),
    impersonatorUserId: uuid().references(() => users.id),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_account_idx').on(t.accountId),
    index('auth_sessions_impersonator_idx').on(t.impersonatorUserId),
  ],
);
