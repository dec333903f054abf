import {
  SEMESTER_SORTS,
  ZSemesterOptionSchema,
  ZSemesterRecordSchema,
} from '@panel/shared/education/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { turkishOrder } from '../../../platform/listing';
import type { ResourceSpec, Row } from '../../../platform/resource';
import { semesters } from './semester.table';

const columns = {
  id: semesters.id,
  name: semesters.name,
  startsOn: semesters.startsOn,
  endsOn: semesters.endsOn,
  isActive: semesters.isActive,
};

const semesterSortColumns = { name: turkishOrder(semesters.name), startsOn: semesters.startsOn };

/**
 * How the semester screen reads its records and what it answers (the list, the detail, the
 * sorts and the select options); platform/resource adds the tenant to each.
 */
export const semesterReads = {
  record: ZSemesterRecordSchema,
  sorts: { keys: SEMESTER_SORTS, columns: semesterSortColumns },
  select: (db: Db) => db.select(columns).from(semesters).$dynamic(),
  searchColumns: [semesters.searchKey],
  orderBy: [desc(semesters.startsOn)],
  options: {
    option: ZSemesterOptionSchema,
    select: (db: Db) =>
      db
        .select({ id: semesters.id, name: semesters.name, isActive: semesters.isActive })
        .from(semesters)
        .$dynamic(),
    orderBy: [desc(semesters.startsOn)],
  },
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;
