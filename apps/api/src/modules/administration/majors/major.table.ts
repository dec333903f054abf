import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A teaching subject, kept by the provider's admins for every business. */
export const majors = pgTable(
  'majors',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    searchKey: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('majors_search_key_key').on(t.searchKey)],
);
