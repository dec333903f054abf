import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from '../../../db/owned-columns';

/** A revenue type [gelir türü] for income outside sales (rent received, canteen ...), business-wide. */
export const revenueTypes = pgTable(
  'revenue_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('revenue_types_name_key').on(t.businessId, t.searchKey)],
);
