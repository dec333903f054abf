import { type ActionKey, isAdminAction, isSelfAction } from '@panel/shared/permissions/keys';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { getLicenseState, readOnlyMessage } from '../modules/administration/licenses/license.service';
import { hasAction } from '../modules/permissions/permission.service';
import { authenticateRequest } from './auth';
import { forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone may call it, signed in or not. */
    public?: true;
    /** The action the active account must hold. */
    permission?: ActionKey;
  }
}

/** Writes change data: every method but GET, and the spec's GET .../delete/{id} calls. */
const isWrite = (request: { method: string; url: string }): boolean =>
  request.method !== 'GET' || /\/delete\//.test(request.url);

export type RouteAccess = {
  method: string;
  url: string;
  public: boolean;
  permission: ActionKey | null;
  /** The route's body schema, so tests can build valid bodies for every route. */
  body: unknown;
};

/**
 * Installs the guard on every route registered inside `app`'s scope, and refuses to start
 * when a route declares neither `public` nor a `permission`: no route is open by accident.
 * Fills `table` with every route and its access as routes register (tests walk it).
 */
export const installRouteGuard = (app: FastifyInstance, table: RouteAccess[] = []): RouteAccess[] => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config ?? {};
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD')) return;
    if (!config.public && !config.permission) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares neither public nor a permission`);
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        public: !!config.public,
        permission: config.permission ?? null,
        body: (route.schema as { body?: unknown } | undefined)?.body ?? null,
      });
    }
    if (config.public) return;
    const permission = config.permission as ActionKey;
    const guard = async (request: Parameters<typeof authenticateRequest>[0]) => {
      await authenticateRequest(request);
      const auth = request.auth!;
      if (!(await hasAction(request.server.db, auth, permission))) throw forbidden();
      // An expired license leaves the branch read-only; own profile and admin work go on.
      if (auth.branchId && isWrite(request) && !isSelfAction(permission) && !isAdminAction(permission)) {
        const license = await getLicenseState(request.server.db, auth.branchId);
        if (!license.active) throw forbidden(readOnlyMessage(license));
      }
    };
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [guard, ...existing];
  });
  return table;
};
