import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { createdAndUpdatedAt } from '../../../db/timestamp-columns';
import { businesses } from '../businesses/business.table';
import { corporates } from '../corporates/corporate.table';

/** A branch of a business, invoiced through one corporate. */
export const branches = pgTable(
  'branches',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: requiredRef(() => businesses.id),
    corporateId: uuid().references(() => corporates.id),
    name: text().notNull(),
    searchKey: text().notNull().default(''),
    phone: text(),
    email: text(),
    city: text(),
    district: text(),
    address: text(),
    isActive: boolean().notNull().default(true),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('branches_business_idx').on(t.businessId, t.searchKey)],
);
