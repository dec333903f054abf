import { ACTIONS } from '@panel/shared/permissions/keys';
import type { MenuItem } from '@panel/shared/permissions/menu';
import { ZWidgetSchema } from '@panel/shared/permissions/widgets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { getMenuFor, getWidgetsFor, listAccountActions } from './permission.service';

const ZMenuItemSchema: z.ZodType<MenuItem> = z
  .lazy(
    () =>
      z.object({
        id: z.string(),
        title: z.string(),
        route: z.string().nullable(),
        icon: z.string().nullable(),
        childMenuList: z.array(ZMenuItemSchema),
      }),
    // A recursive schema is documented once, as a named component its children refer to.
  )
  .meta({ id: 'MenuItem' });

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.self.session };

  app.get('/menu', { config, schema: { response: { 200: z.array(ZMenuItemSchema) } } }, async (request) =>
    getMenuFor(db, requireAuth(request)),
  );

  app.get(
    '/widget/user',
    { config, schema: { response: { 200: z.array(ZWidgetSchema) } } },
    async (request) => getWidgetsFor(db, requireAuth(request)),
  );

  app.get(
    '/action/account-user',
    { config, schema: { response: { 200: z.array(z.string()) } } },
    async (request) => listAccountActions(db, requireAuth(request)),
  );
};
