import { foldTurkish } from '@panel/shared/common/text';
import { SEMESTER_SORTS, ZSemesterInputSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { turkishOrder } from '../../../platform/listing';
import { registerResource } from '../../../platform/resource';
import { semesters } from './semester.table';

const columns = {
  id: semesters.id,
  name: semesters.name,
  startsOn: semesters.startsOn,
  endsOn: semesters.endsOn,
  isActive: semesters.isActive,
};

export const semesterRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/semester',
    entity: 'semester',
    table: semesters,
    view: ACTIONS.education.structureView,
    manage: ACTIONS.education.structureManage,
    input: ZSemesterInputSchema,
    select: (db) => db.select(columns).from(semesters).$dynamic(),
    searchColumns: [semesters.searchKey],
    orderBy: [desc(semesters.startsOn)],
    sorts: {
      keys: SEMESTER_SORTS,
      columns: { name: turkishOrder(semesters.name), startsOn: semesters.startsOn },
    },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    options: {
      select: (db) =>
        db
          .select({ id: semesters.id, name: semesters.name, isActive: semesters.isActive })
          .from(semesters)
          .$dynamic(),
      orderBy: [desc(semesters.startsOn)],
    },
    messages: { created: 'Dönem kaydedildi.', updated: 'Dönem güncellendi.', deleted: 'Dönem silindi.' },
  });
};
