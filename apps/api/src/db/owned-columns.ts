import { uuid } from 'drizzle-orm/pg-core';
import { branches } from '../modules/administration/branches/branch.table';
import { businesses } from '../modules/administration/businesses/business.table';
import { requiredRef } from './column-types';

/** The tenant key every business-owned row carries (ARCHITECTURE "Tenancy"). */
export const businessOwned = () => ({
  businessId: requiredRef(() => businesses.id),
});

/** Branch-owned rows carry their branch beside the business. */
export const branchOwned = () => ({
  ...businessOwned(),
  branchId: requiredRef(() => branches.id),
});

/**
 * Rows a business keeps either for one branch or for all of them, with a null branch (a
 * chain-wide exam, an announcement to every branch, a business-wide account).
 */
export const optionalBranchOwned = () => ({
  ...businessOwned(),
  branchId: uuid().references(() => branches.id),
});
