import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written and when it was last changed (the services set updatedAt). */
export const createdAndUpdatedAt = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
