import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide values generated once (such as the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
