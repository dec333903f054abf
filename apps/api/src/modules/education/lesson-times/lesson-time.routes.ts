import { ZLessonTimeInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { badRequest, describeUniqueKey } from '../../../platform/errors';
import { registerResource } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { lessonTimes } from './lesson-time.table';

describeUniqueKey('lesson_times_slot_key', 'Bu şubede bu sırada bir ders saati zaten var.');

const columns = {
  id: lessonTimes.id,
  branchId: lessonTimes.branchId,
  branchName: branches.name,
  slotNo: lessonTimes.slotNo,
  startsAt: lessonTimes.startsAt,
  endsAt: lessonTimes.endsAt,
};

export const lessonTimeRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/lesson-time',
    entity: 'lesson-time',
    table: lessonTimes,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZLessonTimeInputSchema,
    select: (db) =>
      db
        .select(columns)
        .from(lessonTimes)
        .innerJoin(branches, eq(branches.id, lessonTimes.branchId))
        .$dynamic(),
    searchColumns: [branches.searchKey],
    orderBy: [asc(branches.searchKey), asc(lessonTimes.slotNo)],
    filters: {
      shape: { branchId: z.uuid().optional() },
      where: (q) => (q.branchId ? eq(lessonTimes.branchId, q.branchId) : undefined),
    },
    toRow: (input) => input,
    /** Two slots of a branch's day may not overlap: a class cannot be in two lessons at once. */
    check: async (db, _scope, input, id) => {
      const [overlap] = await db
        .select({ slotNo: lessonTimes.slotNo, startsAt: lessonTimes.startsAt, endsAt: lessonTimes.endsAt })
        .from(lessonTimes)
        .where(
          and(
            eq(lessonTimes.branchId, input.branchId),
            lt(lessonTimes.startsAt, input.endsAt),
            gt(lessonTimes.endsAt, input.startsAt),
            id ? ne(lessonTimes.id, id) : undefined,
          ),
        );
      if (overlap)
        throw badRequest(
          `Bu saatler ${overlap.slotNo}. ders saatiyle (${overlap.startsAt}-${overlap.endsAt}) çakışıyor.`,
        );
    },
    options: {
      select: (db) =>
        db
          .select(columns)
          .from(lessonTimes)
          .innerJoin(branches, eq(branches.id, lessonTimes.branchId))
          .$dynamic(),
      orderBy: [asc(lessonTimes.slotNo)],
    },
    messages: {
      created: 'Ders saati kaydedildi.',
      updated: 'Ders saati güncellendi.',
      deleted: 'Ders saati silindi.',
    },
  });
};
