import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { branchOwned } from '../../../db/owned-columns';

export const classrooms = pgTable(
  'classrooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    capacity: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classrooms_scope_idx').on(t.businessId, t.branchId, t.searchKey)],
);
