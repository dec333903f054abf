import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { accounts } from '../accounts/account.table';
import { users } from '../users/user.table';

/** One row per issued refresh token; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    familyId: uuid().notNull(),
    userId: requiredRef(() => users.id),
    accountId: uuid().references(() => accounts.id),
    impersonatorUserId: uuid().references(() => users.id),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);
