import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { users } from '../users/user.table';

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: requiredRef(() => users.id),
    codeHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);
