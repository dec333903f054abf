import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from '../../../db/owned-columns';

/** An account card type [cari kart türü]: groups account cards (suppliers, landlords ...). */
export const accountCardTypes = pgTable(
  'account_card_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('account_card_types_name_key').on(t.businessId, t.searchKey)],
);
