import { uuid } from 'drizzle-orm/pg-core';
import { branches } from '../modules/administration/branches/branch.table';
import { businesses } from '../modules/administration/businesses/business.table';

/** The tenant key every business-owned row carries (ARCHITECTURE "Tenancy"). */
export const businessOwned = () => ({
  businessId: uuid()
    .notNull()
    .references(() => businesses.id),
});

/** Branch-owned rows carry their branch beside the business. */
export const branchOwned = () => ({
  ...businessOwned(),
  branchId: uuid()
    .notNull()
    .references(() => branches.id),
});
