import { pgTable, unique } from 'drizzle-orm/pg-core';
import { nameListColumns } from '../../../db/name-list-columns';

/** A revenue type [gelir türü] for income outside sales (rent received, canteen ...), business-wide. */
export const revenueTypes = pgTable('revenue_types', nameListColumns(), (t) => [
  unique('revenue_types_name_key').on(t.businessId, t.searchKey),
]);
