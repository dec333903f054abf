import {
  CLASSROOM_SORTS,
  ZClassroomOptionSchema,
  ZClassroomRecordSchema,
} from '@panel/shared/education/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { turkishOrder } from '../../../platform/listing';
import type { ResourceSpec, Row } from '../../../platform/resource';
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

const classroomSortColumns = { name: turkishOrder(classrooms.name) };

/**
 * How the classroom screen reads its records and what it answers (the list, the detail, the
 * sorts and the select options); platform/resource adds the tenant to each.
 */
export const classroomReads = {
  record: ZClassroomRecordSchema,
  sorts: { keys: CLASSROOM_SORTS, columns: classroomSortColumns },
  select: (db: Db) =>
    db.select(columns).from(classrooms).innerJoin(branches, eq(branches.id, classrooms.branchId)).$dynamic(),
  searchColumns: [classrooms.searchKey],
  orderBy: [asc(branches.searchKey), asc(classrooms.searchKey)],
  options: {
    option: ZClassroomOptionSchema,
    select: (db: Db) =>
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
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;

export const classroomFilter = (q: { branchId?: string | undefined }) =>
  q.branchId ? eq(classrooms.branchId, q.branchId) : undefined;
