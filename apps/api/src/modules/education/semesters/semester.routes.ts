import { foldTurkish } from '@panel/shared/common/text';
import {
  SEMESTER_SORTS,
  ZSemesterInputSchema,
  ZSemesterOptionSchema,
  ZSemesterRecordSchema,
} from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../../../platform/resource';
import { semesterReads, semesterSortColumns } from './semester.queries';
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
    options: { ...semesterReads.options, option: ZSemesterOptionSchema },
    record: ZSemesterRecordSchema,
    sorts: { keys: SEMESTER_SORTS, columns: semesterSortColumns },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    messages: { created: 'Dönem kaydedildi.', updated: 'Dönem güncellendi.', deleted: 'Dönem silindi.' },
  });
};
