import { SERVICE_SORTS, ZServiceRecordSchema } from '@panel/shared/education/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { turkishOrder } from '../../../platform/listing';
import type { ResourceSpec, Row } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { semesters } from '../semesters/semester.table';
import { servicePrices, services } from './service.table';

const serviceColumns = {
  id: services.id,
  name: services.name,
  itemKind: services.itemKind,
  vatRate: services.vatRate,
  isActive: services.isActive,
};

const priceColumns = {
  id: servicePrices.id,
  serviceId: servicePrices.serviceId,
  serviceName: services.name,
  itemKind: services.itemKind,
  vatRate: services.vatRate,
  semesterId: servicePrices.semesterId,
  semesterName: semesters.name,
  branchId: servicePrices.branchId,
  branchName: branches.name,
  price: servicePrices.price,
};

const serviceSortColumns = { name: turkishOrder(services.name) };

/**
 * How the service screen reads its records and what it answers (the list, the detail, the
 * sorts and the select options); platform/resource adds the tenant to each.
 */
export const serviceReads = {
  record: ZServiceRecordSchema,
  sorts: { keys: SERVICE_SORTS, columns: serviceSortColumns },
  select: (db: Db) => db.select(serviceColumns).from(services).$dynamic(),
  searchColumns: [services.searchKey],
  orderBy: [asc(services.searchKey)],
  options: {
    option: ZServiceRecordSchema,
    select: (db: Db) => db.select(serviceColumns).from(services).$dynamic(),
    where: eq(services.isActive, true),
    orderBy: [asc(services.searchKey)],
  },
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;

export const serviceFilter = (q: { itemKind?: string | undefined }) =>
  q.itemKind ? eq(services.itemKind, q.itemKind) : undefined;

/** How the service price screen reads its records; platform/resource adds the tenant to each. */
export const servicePriceReads = {
  select: (db: Db) =>
    db
      .select(priceColumns)
      .from(servicePrices)
      .innerJoin(services, eq(services.id, servicePrices.serviceId))
      .innerJoin(semesters, eq(semesters.id, servicePrices.semesterId))
      .innerJoin(branches, eq(branches.id, servicePrices.branchId))
      .$dynamic(),
  searchColumns: [services.searchKey, branches.searchKey],
  orderBy: [desc(semesters.startsOn), asc(branches.searchKey), asc(services.searchKey)],
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;

export const servicePriceSortColumns = { name: turkishOrder(services.name), price: servicePrices.price };

export const servicePriceFilter = (q: { semesterId?: string | undefined; branchId?: string | undefined }) =>
  and(
    q.semesterId ? eq(servicePrices.semesterId, q.semesterId) : undefined,
    q.branchId ? eq(servicePrices.branchId, q.branchId) : undefined,
  );
