import { ZAccountCreateSchema, ZAccountUpdateSchema } from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS, type ActionKey } from '@panel/shared/permissions/keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { badRequest, forbidden } from '../../platform/errors';
import { isProvider, type Scope, tenantOf } from '../../platform/tenancy';
import { getBusinessOrThrow } from '../administration/businesses/business.service';
import {
  closeAccount,
  createAccount,
  findAccounts,
  getAccountOrThrow,
  updateAccount,
} from './account-admin.service';

type Variant = {
  prefix: string;
  view: ActionKey;
  manage: ActionKey;
  scopeOf: (request: FastifyRequest) => Scope;
};

/** One account as the edit screens read it (GET .../detail/{id}). */
const ZAccountDetailSchema = z.object({
  id: z.string(),
  userId: z.string(),
  // Stored as text; the role list is checked when an account is written.
  role: z.string(),
  roleLabel: z.string(),
  isActive: z.boolean(),
  businessId: z.string(),
  businessName: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** Only the founder and the general manager may hand out those two roles themselves. */
const TOP_ROLES = new Set(['FounderManager', 'GeneralManager']);
export const assertMayGrant = (request: FastifyRequest, scope: Scope, role: string) => {
  if (isProvider(scope) || !TOP_ROLES.has(role)) return;
  const own = requireAuth(request).role;
  if (!own || !TOP_ROLES.has(own))
    throw forbidden('Bu rolü yalnızca kurucu müdür veya genel müdür verebilir.');
};

const register = (app: FastifyInstance, v: Variant, path: string) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const view = { permission: v.view };
  const manage = { permission: v.manage };
  const base = `${v.prefix}/${path}`;

  api.get(
    `${base}/detail/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZAccountDetailSchema } } },
    (request) => getAccountOrThrow(db, v.scopeOf(request), request.params.id),
  );
  api.post(
    base,
    { config: manage, schema: { body: ZAccountCreateSchema.extend({ businessId: z.uuid().optional() }) } },
    async (request) => {
      const scope = v.scopeOf(request);
      const { businessId: requested, ...input } = request.body;
      const businessId = isProvider(scope) ? requested : scope.businessId;
      if (!businessId) throw badRequest('Lütfen Kurum Seçiniz!');
      await getBusinessOrThrow(db, businessId);
      assertMayGrant(request, scope, input.role);
      return { ...(await createAccount(db, request, businessId, input)), message: 'Hesap kaydedildi.' };
    },
  );
  api.post(`${base}/update`, { config: manage, schema: { body: ZAccountUpdateSchema } }, async (request) => {
    const scope = v.scopeOf(request);
    assertMayGrant(request, scope, request.body.role);
    await updateAccount(db, request, scope, request.body);
    return { id: request.body.id, message: 'Hesap güncellendi.' };
  });
  api.get(`${base}/delete/:id`, { config: manage, schema: { params: ZIdParamsSchema } }, async (request) => {
    await closeAccount(db, request, v.scopeOf(request), request.params.id);
    return { message: 'Hesap kapatıldı.' };
  });
};

export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // GET /admin/account (the paged list) is in admin-account.routes with the login-as summary.
  register(
    app,
    {
      prefix: '/admin',
      view: ACTIONS.admin.accounts,
      manage: ACTIONS.admin.accountsManage,
      scopeOf: () => ({ provider: true }),
    },
    'account',
  );
  const general: Variant = {
    prefix: '/general',
    view: ACTIONS.general.usersView,
    manage: ACTIONS.general.usersManage,
    scopeOf: (request) => tenantOf(requireAuth(request)),
  };
  register(app, general, 'user');
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/general/user',
      { config: { permission: ACTIONS.general.usersView }, schema: { querystring: ZListQuerySchema } },
      (request) => findAccounts(db, tenantOf(requireAuth(request)), request.query),
    );
};
