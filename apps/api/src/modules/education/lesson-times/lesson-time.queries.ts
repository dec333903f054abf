import { ZLessonTimeRecordSchema } from '@panel/shared/education/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ResourceSpec, Row } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { lessonTimes } from './lesson-time.table';

const columns = {
  id: lessonTimes.id,
  branchId: lessonTimes.branchId,
  branchName: branches.name,
  slotNo: lessonTimes.slotNo,
  startsAt: lessonTimes.startsAt,
  endsAt: lessonTimes.endsAt,
};

const selectLessonTimes = (db: Db) =>
  db.select(columns).from(lessonTimes).innerJoin(branches, eq(branches.id, lessonTimes.branchId)).$dynamic();

/**
 * How the lesson time screen reads its records and what it answers (the list, the detail and
 * the select options); platform/resource adds the tenant to each.
 */
export const lessonTimeReads = {
  record: ZLessonTimeRecordSchema,
  select: selectLessonTimes,
  searchColumns: [branches.searchKey],
  orderBy: [asc(branches.searchKey), asc(lessonTimes.slotNo)],
  options: { select: selectLessonTimes, orderBy: [asc(lessonTimes.slotNo)], option: ZLessonTimeRecordSchema },
} satisfies Partial<ResourceSpec<Row, Record<never, never>>>;

export const lessonTimeFilter = (q: { branchId?: string | undefined }) =>
  q.branchId ? eq(lessonTimes.branchId, q.branchId) : undefined;
