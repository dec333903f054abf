import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessOwned } from '../../../db/owned-columns';
import { accountCardTypes } from '../account-card-types/account-card-type.table';

/**
 * An account card [cari kart]: a supplier or another party, business-wide. Its balance is
 * the sum of its 'AccountCard' postings (negative: we owe them).
 */
export const accountCards = pgTable(
  'account_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    accountCardTypeId: uuid().references(() => accountCardTypes.id),
    /** Supplier or Other (ACCOUNT_CARD_KINDS). */
    kind: text().notNull(),
    name: text().notNull(),
    searchKey: text().notNull(),
    taxOffice: text(),
    /** VKN (10 digits) or TCKN (11 digits). */
    taxNumber: text(),
    phone: text(),
    email: text(),
    iban: text(),
    address: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_cards_scope_idx').on(t.businessId, t.searchKey),
    index('account_cards_type_idx').on(t.accountCardTypeId),
  ],
);
