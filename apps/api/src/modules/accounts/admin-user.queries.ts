import type { TListQuery } from '@panel/shared/common/list-query';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { fetchPage, listOrder, searchOver } from '../../platform/listing';
import { users } from '../users/user.table';
import { accounts } from './account.table';
import { userNameOrder } from './account-admin.queries';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isActive: users.isActive,
  isAdmin: users.isAdmin,
  // The outer column is spelled out: inside a one-table select drizzle leaves it unqualified.
  accountCount:
    sql<number>`(select count(*) from ${accounts} where ${accounts.userId} = "users"."id" and ${accounts.isActive})`.mapWith(
      Number,
    ),
};

export const getUserOrThrow = async (db: Db, id: string) => {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
};

/** The provider's user list: every person, found by Turkish-folded name or e-mail. */
export const findUsers = (db: Db, query: TListQuery & { _sort?: string }) => {
  const where = searchOver(query._searchTerm, users.searchKey);
  return fetchPage(query, {
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(
          ...listOrder(
            query,
            { name: userNameOrder, email: users.email },
            [asc(users.searchKey), asc(users.id)],
            [users.id],
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
  });
};
