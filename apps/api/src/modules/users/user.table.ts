import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt } from '../../db/timestamp-columns';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased: sign-in matches it case-insensitively on both engines. */
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    /** Turkish-folded name and email (see shared/common/text): same answers on PGlite and PostgreSQL. */
    searchKey: text().notNull().default(''),
    passwordHash: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    userType: text().notNull().default('Personnel'),
    isActive: boolean().notNull().default(true),
    /** The account a new sign-in starts in: the one last switched to. */
    lastAccountId: uuid(),
    ...createdAndUpdatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_phone_idx').on(t.phone)],
);
