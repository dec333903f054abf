import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { createdAndUpdatedAt } from '../../../db/timestamp-columns';
import { businesses } from '../businesses/business.table';

/** A legal entity of a business that issues invoices. */
export const corporates = pgTable(
  'corporates',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: requiredRef(() => businesses.id),
    title: text().notNull(),
    searchKey: text().notNull().default(''),
    taxOffice: text().notNull(),
    /** 10-digit tax number, or an 11-digit citizen id for a sole proprietor. */
    taxNumber: text().notNull(),
    mersisNumber: text().notNull(),
    iban: text().notNull(),
    address: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('corporates_business_idx').on(t.businessId, t.searchKey)],
);
