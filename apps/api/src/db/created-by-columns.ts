import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/user.table';

/** The user who wrote a money record and when: kept for the record's history and receipts. */
export const createdByUser = () => ({
  createdBy: uuid().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
