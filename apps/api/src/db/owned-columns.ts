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
