import { pgTable, unique } from 'drizzle-orm/pg-core';
import { nameListColumns } from '../../../db/name-list-columns';

/** An account card type [cari kart türü]: groups account cards (suppliers, landlords ...). */
export const accountCardTypes = pgTable('account_card_types', nameListColumns(), (t) => [
  unique('account_card_types_name_key').on(t.businessId, t.searchKey),
]);
