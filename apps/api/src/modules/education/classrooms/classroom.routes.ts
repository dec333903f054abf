import { foldTurkish } from '@panel/shared/common/text';
import {
  CLASSROOM_SORTS,
  ZClassroomInputSchema,
  ZClassroomOptionSchema,
  ZClassroomRecordSchema,
} from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { registerResource } from '../../../platform/resource';
import { classroomFilter, classroomReads, classroomSortColumns } from './classroom.queries';
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
    options: { ...classroomReads.options, option: ZClassroomOptionSchema },
    record: ZClassroomRecordSchema,
    sorts: { keys: CLASSROOM_SORTS, columns: classroomSortColumns },
    filters: { shape: { branchId: z.uuid().optional() }, where: classroomFilter },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    messages: {
      created: 'Derslik kaydedildi.',
      updated: 'Derslik güncellendi.',
      deleted: 'Derslik silindi.',
    },
  });
};
