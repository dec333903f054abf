import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/business.table';

export const branches = pgTable(
  'branches',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branches_business_idx').on(t.businessId)],
);
