import { foldTurkish } from '@panel/shared/common/text';
import { TIME_PERIOD_SORTS, ZTimePeriodInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { turkishOrder } from '../../../platform/listing';
import { registerResource } from '../../../platform/resource';
import { timePeriods } from './time-period.table';

const columns = { id: timePeriods.id, name: timePeriods.name, isActive: timePeriods.isActive };

export const timePeriodRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/time-period',
    entity: 'time-period',
    table: timePeriods,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZTimePeriodInputSchema,
    select: (db) => db.select(columns).from(timePeriods).$dynamic(),
    searchColumns: [timePeriods.searchKey],
    orderBy: [asc(timePeriods.searchKey)],
    sorts: { keys: TIME_PERIOD_SORTS, columns: { name: turkishOrder(timePeriods.name) } },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    options: {
      select: (db) => db.select(columns).from(timePeriods).$dynamic(),
      orderBy: [asc(timePeriods.searchKey)],
    },
    messages: {
      created: 'Zaman dilimi kaydedildi.',
      updated: 'Zaman dilimi güncellendi.',
      deleted: 'Zaman dilimi silindi.',
    },
  });
};
