import { pgTable, unique } from 'drizzle-orm/pg-core';
import { nameListColumns } from '../../../db/name-list-columns';

/** An expense type [gider türü] (rent, salaries, stationery ...), business-wide. */
export const expenseTypes = pgTable('expense_types', nameListColumns(), (t) => [
  unique('expense_types_name_key').on(t.businessId, t.searchKey),
]);
