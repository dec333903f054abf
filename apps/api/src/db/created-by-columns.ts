import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../modules/accounts/account.table';
import { users } from '../modules/users/user.table';

/** The user who wrote a money record and when: kept for the record's history and receipts. */
export const createdByUser = () => ({
  createdBy: uuid().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account (a user acting in the business) that wrote a record and when: the screens show
 * who sent an announcement, imported a file or built a list.
 */
export const createdByAccount = () => ({
  createdByAccountId: uuid().references(() => accounts.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
