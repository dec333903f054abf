import { foldTurkish } from '@panel/shared/common/text';
import { CLASSROOM_SORTS, ZClassroomInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { turkishOrder } from '../../../platform/listing';
import { registerResource } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { classrooms } from './classroom.table';

const columns = {
  id: classrooms.id,
  branchId: classrooms.branchId,
  branchName: branches.name,
  name: classrooms.name,
  capacity: classrooms.capacity,
  isActive: classrooms.isActive,
};

export const classroomRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/class-room',
    entity: 'classroom',
    table: classrooms,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZClassroomInputSchema,
    select: (db) =>
      db
        .select(columns)
        .from(classrooms)
        .innerJoin(branches, eq(branches.id, classrooms.branchId))
        .$dynamic(),
    searchColumns: [classrooms.searchKey],
    orderBy: [asc(branches.searchKey), asc(classrooms.searchKey)],
    sorts: { keys: CLASSROOM_SORTS, columns: { name: turkishOrder(classrooms.name) } },
    filters: {
      shape: { branchId: z.uuid().optional() },
      where: (q) => (q.branchId ? eq(classrooms.branchId, q.branchId) : undefined),
    },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    options: {
      select: (db) =>
        db
          .select({
            id: classrooms.id,
            name: classrooms.name,
            branchId: classrooms.branchId,
            capacity: classrooms.capacity,
          })
          .from(classrooms)
          .$dynamic(),
      where: eq(classrooms.isActive, true),
      orderBy: [asc(classrooms.searchKey)],
    },
    messages: {
      created: 'Derslik kaydedildi.',
      updated: 'Derslik güncellendi.',
      deleted: 'Derslik silindi.',
    },
  });
};
