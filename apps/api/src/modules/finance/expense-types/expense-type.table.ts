import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from '../../../db/owned-columns';

/** An expense type [gider türü] (rent, salaries, stationery ...), business-wide. */
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('expense_types_name_key').on(t.businessId, t.searchKey)],
);
