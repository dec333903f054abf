import { bigint, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { branchOwned, businessOwned } from '../../../db/owned-columns';
import { semesters } from '../semesters/semester.table';

/** Something the institution sells (SPEC 3 order item kinds), with its VAT rate. */
export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    searchKey: text().notNull(),
    itemKind: text().notNull(),
    /** Percent. */
    vatRate: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_business_idx').on(t.businessId, t.searchKey)],
);

/** A service's price in one branch for one semester, VAT included, in kuruş. */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    serviceId: requiredRef(() => services.id),
    semesterId: requiredRef(() => semesters.id),
    price: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('service_prices_key').on(t.serviceId, t.semesterId, t.branchId),
    index('service_prices_scope_idx').on(t.businessId, t.branchId, t.semesterId),
  ],
);
