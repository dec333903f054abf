import { foldTurkish } from '@panel/shared/common/text';
import { ZClassroomInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { registerResource } from '../../../platform/resource';
import { classroomFilter, classroomReads } from './classroom.queries';
import { classrooms } from './classroom.table';

export const classroomRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/class-room',
    entity: 'classroom',
    table: classrooms,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZClassroomInputSchema,
    ...classroomReads,
    filters: { shape: { branchId: z.uuid().optional() }, where: classroomFilter },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    messages: {
      created: 'Derslik kaydedildi.',
      updated: 'Derslik güncellendi.',
      deleted: 'Derslik silindi.',
    },
  });
};
