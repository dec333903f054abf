import { index, pgTable } from 'drizzle-orm/pg-core';
import { nameListColumns } from '../../../db/name-list-columns';

/** When a class meets (weekday, weekend, evening ...). */
export const timePeriods = pgTable('time_periods', nameListColumns(), (t) => [
  index('time_periods_business_idx').on(t.businessId, t.searchKey),
]);
