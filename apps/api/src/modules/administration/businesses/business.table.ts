import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The tenant. The administration issue adds its full card. */
export const businesses = pgTable('businesses', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  searchKey: text().notNull().default(''),
  institutionType: text().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
