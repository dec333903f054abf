import { foldTurkish } from '@panel/shared/common/text';
import { ZSemesterInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../../../platform/resource';
import { semesterReads } from './semester.queries';
import { semesters } from './semester.table';

export const semesterRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/semester',
    entity: 'semester',
    table: semesters,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZSemesterInputSchema,
    ...semesterReads,
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    messages: { created: 'Dönem kaydedildi.', updated: 'Dönem güncellendi.', deleted: 'Dönem silindi.' },
  });
};
