import type { MAJOR_SORTS } from '@panel/shared/administration/contracts';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { turkishOrder } from '../../../platform/listing';
import { fetchSearchKeyPage } from '../../../platform/select-page';
import { majors } from './major.table';

/** The whole row: what the audit records as `before`. */
export const getMajorRowOrThrow = async (db: Db, id: string) => {
  const [row] = await db.select().from(majors).where(eq(majors.id, id));
  if (!row) throw notFound();
  return row;
};

/** Whether the major exists: a class assignment or an outcome pool must name one. */
export const majorExists = async (db: Db, majorId: string): Promise<boolean> =>
  (await firstId(db, majors, eq(majors.id, majorId))) !== null;

export const getMajorOrThrow = async (db: Db, majorId: string) => {
  const { id, name, isActive } = await getMajorRowOrThrow(db, majorId);
  return { id, name, isActive };
};

export const findMajors = (db: Db, query: TListQuery & ListSort<(typeof MAJOR_SORTS)[number]>) =>
  fetchSearchKeyPage(db, query, {
    table: majors,
    select: () =>
      db.select({ id: majors.id, name: majors.name, isActive: majors.isActive }).from(majors).$dynamic(),
    sorts: { name: turkishOrder(majors.name) },
  });

/** The active majors, for every account's selects. */
export const listActiveMajors = (db: Db) =>
  db
    .select({ id: majors.id, name: majors.name })
    .from(majors)
    .where(eq(majors.isActive, true))
    .orderBy(asc(majors.searchKey));
