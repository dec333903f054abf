import type { TListQuery } from '@panel/shared/common/list-query';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { fetchSearchKeyPage } from '../../platform/select-page';
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
export const findUsers = (db: Db, query: TListQuery & { _sort?: string }) =>
  fetchSearchKeyPage(db, query, {
    table: users,
    select: () => db.select(columns).from(users).$dynamic(),
    sorts: { name: userNameOrder, email: users.email },
  });
