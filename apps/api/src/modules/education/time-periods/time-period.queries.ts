import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { turkishOrder } from '../../../platform/listing';
import type { ResourceSpec, Row } from '../../../platform/resource';
import { timePeriods } from './time-period.table';

const columns = { id: timePeriods.id, name: timePeriods.name, isActive: timePeriods.isActive };

/** How the time period screen reads its records; platform/resource adds the tenant to each. */
export const timePeriodReads = {
  select: (db: Db) => db.select(columns).from(timePeriods).$dynamic(),
  searchColumns: [timePeriods.searchKey],
  orderBy: [asc(timePeriods.searchKey)],
  options: {
    select: (db: Db) => db.select(columns).from(timePeriods).$dynamic(),
    orderBy: [asc(timePeriods.searchKey)],
  },
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;

export const timePeriodSortColumns = { name: turkishOrder(timePeriods.name) };
