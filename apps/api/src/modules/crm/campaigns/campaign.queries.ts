import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businessScope, ownedBy, type TenantScope } from '../../../platform/scope';
import { services } from '../../education/services/service.table';

/** Reads of other areas' tables for campaigns: the services a campaign offers. */

/** The services among `ids` that are the business's. */
export const servicesOfBusiness = (db: Db, businessId: string, ids: string[]) =>
  db
    .select({ id: services.id })
    .from(services)
    .where(and(ownedBy(services, businessScope(businessId)), inArray(services.id, ids)));

/** The business's active services, for a campaign's offers. */
export const listOfferServices = (db: Db, scope: TenantScope) =>
  db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(ownedBy(services, businessScope(scope.businessId)), eq(services.isActive, true)))
    .orderBy(services.searchKey)
    .limit(500);
