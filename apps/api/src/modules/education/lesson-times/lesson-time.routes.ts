import { ZLessonTimeInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { describeUniqueKey } from '../../../platform/errors';
import { registerResource } from '../../../platform/resource';
import { lessonTimeFilter, lessonTimeReads } from './lesson-time.queries';
import { assertNoOverlap } from './lesson-time.service';
import { lessonTimes } from './lesson-time.table';

describeUniqueKey('lesson_times_slot_key', 'Bu şubede bu sırada bir ders saati zaten var.');

export const lessonTimeRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/lesson-time',
    entity: 'lesson-time',
    table: lessonTimes,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZLessonTimeInputSchema,
    ...lessonTimeReads,
    filters: { shape: { branchId: z.uuid().optional() }, where: lessonTimeFilter },
    toRow: (input) => input,
    check: (db, _scope, input, id) => assertNoOverlap(db, input, id),
    messages: {
      created: 'Ders saati kaydedildi.',
      updated: 'Ders saati güncellendi.',
      deleted: 'Ders saati silindi.',
    },
  });
};
