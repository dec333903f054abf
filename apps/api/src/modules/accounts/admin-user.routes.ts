import { USER_SORTS, ZUserUpdateSchema } from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { auditedWrite } from '../../platform/crud';
import { badRequest, notFound } from '../../platform/errors';
import { fetchPage, listOrder, searchOver } from '../../platform/listing';
import { revokeAllForUser } from '../auth/session.service';
import { updateUserName } from '../auth/user.service';
import { users } from '../auth/user.table';
import { accounts } from './account.table';
import { userNameOrder } from './account-admin.service';

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

const getUserOrThrow = async (db: Db, id: string) => {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
};

/** The people behind the accounts; their accounts are managed on the account screens. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.users };

  app.get('/admin/user', { config, schema: { querystring: listQueryWithSort(USER_SORTS) } }, (request) => {
    const where = searchOver(request.query._searchTerm, users.searchKey);
    return fetchPage(request.query, {
      rows: (limit, offset) =>
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(
            ...listOrder(
              request.query,
              { name: userNameOrder, email: users.email },
              [asc(users.searchKey), asc(users.id)],
              [users.id],
            ),
          )
          .limit(limit)
          .offset(offset),
      total: async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
    });
  });

  app.get('/admin/user/:id', { config, schema: { params: ZIdParamsSchema } }, (request) =>
    getUserOrThrow(db, request.params.id),
  );

  app.post('/admin/user/update', { config, schema: { body: ZUserUpdateSchema } }, async (request) => {
    const { id, ...input } = request.body;
    const before = await getUserOrThrow(db, id);
    if (before.isAdmin && !input.isActive) throw badRequest('Yönetici kullanıcı pasife alınamaz.');
    await auditedWrite(
      db,
      request,
      { action: 'update', entity: 'user', entityId: id, before },
      async (tx) => {
        await updateUserName(tx, id, input);
        // A passive user is signed out everywhere at once.
        if (!input.isActive) await revokeAllForUser(tx, id);
        return { id, after: input, result: null };
      },
    );
    return { id, message: 'Kullanıcı güncellendi.' };
  });
};
