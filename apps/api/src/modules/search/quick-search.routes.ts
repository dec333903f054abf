import { ACTIONS } from '@panel/shared/permissions/keys';
import { ZQuickSearchQuerySchema, ZQuickSearchResultSchema } from '@panel/shared/search/quick-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
import { resolveGrants } from '../permissions/permission.service';
import { quickSearch } from './quick-search.queries';

/**
 * GET search?q=: the header's quick search. Every signed-in account of a business may ask;
 * what it finds follows the screens it may open (students.view, personnel.view, sales.view)
 * and its scope.
 */
export const quickSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/search',
    {
      config: { permission: ACTIONS.self.search },
      schema: { querystring: ZQuickSearchQuerySchema, response: { 200: ZQuickSearchResultSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const held = new Set((await resolveGrants(db, auth)).action);
      const students = held.has(ACTIONS.students.view);
      const staff = held.has(ACTIONS.personnel.view);
      const receipts = held.has(ACTIONS.sales.view);
      return quickSearch(db, scope, { students, parents: students, staff, receipts }, request.query.q);
    },
  );
};
