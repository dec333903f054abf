import { ZAccountPageSchema } from '@panel/shared/accounts/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import {
  ZGrantSaveSchema,
  ZGrantScopeSchema,
  ZGrantViewSchema,
  ZTransferSchema,
} from '@panel/shared/permissions/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
import { findAccounts } from '../accounts/account-admin.queries';
import {
  grantView,
  resetRoleGrants,
  saveRoleGrants,
  transferAccountGrants,
} from './permission-grant.service';

export const permissionGrantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.permissions.manage };

  app.get(
    '/permission/grants',
    { config, schema: { querystring: ZGrantScopeSchema, response: { 200: ZGrantViewSchema } } },
    (request) => grantView(db, request, request.query),
  );

  app.post(
    '/permission/grants',
    { config, schema: { body: ZGrantSaveSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await saveRoleGrants(db, request, request.body);
      return { message: 'Yetkiler kaydedildi. Değişiklik kullanıcıların bir sonraki girişinde görünür.' };
    },
  );

  app.post(
    '/permission/grants/reset',
    { config, schema: { body: ZGrantScopeSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await resetRoleGrants(db, request, request.body);
      return { message: 'Yetkiler varsayılana döndürüldü.' };
    },
  );

  // Accounts of the business, for the transfer screen's pickers.
  app.get(
    '/permission/account',
    { config, schema: { querystring: ZListQuerySchema, response: { 200: ZAccountPageSchema } } },
    (request) => findAccounts(db, tenantOf(requireAuth(request)), { ...request.query, activeOnly: true }),
  );

  app.post(
    '/permission/user-action-transfer',
    { config, schema: { body: ZTransferSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      const { from, to } = await transferAccountGrants(db, request, request.body);
      return {
        message: `${from.firstName} ${from.lastName} kullanıcısının yetkileri ${to.firstName} ${to.lastName} kullanıcısına aktarıldı.`,
      };
    },
  );
};
