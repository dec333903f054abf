import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from './owned-columns';

/**
 * The columns of a business-wide list of names that other records are filed under (time
 * periods, expense types ...): searched by the folded name, switched off instead of deleted,
 * since older records still point to it.
 */
export const nameListColumns = () => ({
  id: uuid().primaryKey().defaultRandom(),
  ...businessOwned(),
  name: text().notNull(),
  searchKey: text().notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
