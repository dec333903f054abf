import {
  ACCOUNT_INVITED,
  ACCOUNT_SORTS,
  ZAccountCreateSchema,
  ZAccountPageSchema,
  ZAccountSchema,
  ZAccountUpdateSchema,
} from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS, type ActionKey } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { type Scope, tenantOf } from '../../platform/tenancy';
import { getBusinessOrThrow } from '../administration/businesses/business.service';
import { findAccounts, getAccountOrThrow } from './account-admin.queries';
import { closeAccount, createAccount, updateAccount } from './account-admin.service';
import { actorOf } from './account-rules';
import { inviteAsCaller } from './invitations/invitation.service';

const ZGeneralAccountCreateSchema = ZAccountCreateSchema.pick({ email: true, branchId: true, role: true });

/** One account as the edit screens read it (GET .../detail/{id}). */
const detailSchema = { params: ZIdParamsSchema, response: { 200: ZAccountSchema } };

export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = (): Scope => ({ provider: true });
  const tenant = (request: FastifyRequest): Scope => tenantOf(requireAuth(request));

  // The provider's admins create users with a first password and add accounts to existing users.
  // GET /admin/account (the paged list) is in admin-account.routes; the figures above it in dashboard.
  const admin = {
    view: { permission: ACTIONS.admin.accounts },
    manage: { permission: ACTIONS.admin.accountsManage },
  };
  api.get('/admin/account/detail/:id', { config: admin.view, schema: detailSchema }, (request) =>
    getAccountOrThrow(db, provider(), request.params.id),
  );
  api.post(
    '/admin/account',
    {
      config: admin.manage,
      schema: {
        body: ZAccountCreateSchema.extend({ businessId: z.uuid().optional() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const { businessId, ...input } = request.body;
      if (!businessId) throw badRequest('Lütfen Kurum Seçiniz!');
      await getBusinessOrThrow(db, businessId);
      const result = await createAccount(db, request, { provider: true }, businessId, input);
      return { ...result, message: 'Hesap kaydedildi.' };
    },
  );

  // A business's own screen: every account it gives goes through an invitation the person accepts,
  // so the answer is the same whether or not the e-mail is registered, and nobody is attached unasked.
  const general = {
    view: { permission: ACTIONS.general.usersView },
    manage: { permission: ACTIONS.general.usersManage },
  };
  api.get(
    '/general/user',
    {
      config: general.view,
      schema: { querystring: listQueryWithSort(ACCOUNT_SORTS), response: { 200: ZAccountPageSchema } },
    },
    (request) => findAccounts(db, tenant(request), request.query),
  );
  api.get('/general/user/detail/:id', { config: general.view, schema: detailSchema }, (request) =>
    getAccountOrThrow(db, tenant(request), request.params.id),
  );
  api.post(
    '/general/user',
    {
      config: general.manage,
      schema: { body: ZGeneralAccountCreateSchema, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => ({
      ...(await inviteAsCaller(app, request, { ...request.body, phone: null })),
      message: ACCOUNT_INVITED,
    }),
  );

  const variants: [string, (request: FastifyRequest) => Scope, { permission: ActionKey }][] = [
    ['/admin/account', provider, admin.manage],
    ['/general/user', tenant, general.manage],
  ];
  for (const [prefix, scopeOf, config] of variants) {
    api.post(
      `${prefix}/update`,
      { config, schema: { body: ZAccountUpdateSchema, response: { 200: ZIdMessageAnswerSchema } } },
      async (request) => {
        const scope = scopeOf(request);
        await updateAccount(db, request, actorOf(request, scope), scope, request.body);
        return { id: request.body.id, message: 'Hesap güncellendi.' };
      },
    );
    api.get(
      `${prefix}/delete/:id`,
      { config, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
      async (request) => {
        const scope = scopeOf(request);
        await closeAccount(db, request, actorOf(request, scope), scope, request.params.id);
        return { message: 'Hesap kapatıldı.' };
      },
    );
  }
};
