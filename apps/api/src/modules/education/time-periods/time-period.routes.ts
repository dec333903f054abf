import { foldTurkish } from '@panel/shared/common/text';
import { ZTimePeriodInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../../../platform/resource';
import { timePeriodReads } from './time-period.queries';
import { timePeriods } from './time-period.table';

export const timePeriodRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/time-period',
    entity: 'time-period',
    table: timePeriods,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZTimePeriodInputSchema,
    ...timePeriodReads,
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    messages: {
      created: 'Zaman dilimi kaydedildi.',
      updated: 'Zaman dilimi güncellendi.',
      deleted: 'Zaman dilimi silindi.',
    },
  });
};
