import {
  USER_SORTS,
  ZUserPageSchema,
  ZUserRowSchema,
  ZUserUpdateSchema,
} from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUsers, getUserOrThrow } from './admin-user.queries';
import { updateUser } from './admin-user.service';

/** The people behind the accounts; their accounts are managed on the account screens. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.users };

  app.get(
    '/admin/user',
    { config, schema: { querystring: listQueryWithSort(USER_SORTS), response: { 200: ZUserPageSchema } } },
    (request) => findUsers(db, request.query),
  );

  app.get(
    '/admin/user/:id',
    { config, schema: { params: ZIdParamsSchema, response: { 200: ZUserRowSchema } } },
    (request) => getUserOrThrow(db, request.params.id),
  );

  app.post(
    '/admin/user/update',
    { config, schema: { body: ZUserUpdateSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const { id } = request.body;
      await updateUser(db, request, request.body);
      return { id, message: 'Kullanıcı güncellendi.' };
    },
  );
};
