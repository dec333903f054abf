import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from '../../../db/owned-columns';

/** When a class meets (weekday, weekend, evening ...). */
export const timePeriods = pgTable(
  'time_periods',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_periods_business_idx').on(t.businessId, t.searchKey)],
);
