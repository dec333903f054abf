import { ZAccountCreateSchema } from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { ZPersonnelAccountSchema } from '@panel/shared/personnel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
import { actorOf } from './account-rules';
import { listPersonnelAccounts } from './personnel-account.queries';
import { createPersonnelAccount } from './personnel-account.service';

/** The personnel card's accounts tab: staff sign-ins are accounts, given on the personnel screen. */
export const personnelAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  app.get(
    '/personnel/:id/accounts',
    {
      config: { permission: ACTIONS.personnel.view },
      schema: { params: ZIdParamsSchema, response: { 200: z.array(ZPersonnelAccountSchema) } },
    },
    (request) => listPersonnelAccounts(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/personnel/:id/accounts',
    {
      config: { permission: ACTIONS.personnel.accounts },
      schema: {
        params: ZIdParamsSchema,
        body: ZAccountCreateSchema.pick({ email: true, password: true, role: true }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const result = await createPersonnelAccount(
        db,
        request,
        actorOf(request, scope),
        scope,
        request.params.id,
        request.body,
      );
      return { ...result, message: 'Kullanıcı hesabı oluşturuldu.' };
    },
  );
};
