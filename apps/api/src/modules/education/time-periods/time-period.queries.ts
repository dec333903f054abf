import { TIME_PERIOD_SORTS, ZTimePeriodRecordSchema } from '@panel/shared/education/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { turkishOrder } from '../../../platform/listing';
import type { ResourceSpec, Row } from '../../../platform/resource';
import { timePeriods } from './time-period.table';

const columns = { id: timePeriods.id, name: timePeriods.name, isActive: timePeriods.isActive };

const timePeriodSortColumns = { name: turkishOrder(timePeriods.name) };

/**
 * How the time period screen reads its records and what it answers (the list, the detail, the
 * sorts and the select options); platform/resource adds the tenant to each.
 */
export const timePeriodReads = {
  record: ZTimePeriodRecordSchema,
  sorts: { keys: TIME_PERIOD_SORTS, columns: timePeriodSortColumns },
  select: (db: Db) => db.select(columns).from(timePeriods).$dynamic(),
  searchColumns: [timePeriods.searchKey],
  orderBy: [asc(timePeriods.searchKey)],
  options: {
    option: ZTimePeriodRecordSchema,
    select: (db: Db) => db.select(columns).from(timePeriods).$dynamic(),
    orderBy: [asc(timePeriods.searchKey)],
  },
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;
