import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { authenticateRequest } from './auth';
import { forbidden } from './errors';

/**
 * The OpenAPI document and its UI (/api/docs, /api/docs/json) map every route, parameter
 * and field of the API: an attacker's first read. They are served to provider admins (a
 * bearer token, as for any call), and freely in development. Tools and tests that need the
 * document in-process read `app.swagger()`, which no hook guards.
 */
export const apiDocsAccess =
  (config: Pick<Config, 'env'>) =>
  async (request: FastifyRequest): Promise<void> => {
    if (config.env === 'development') return;
    await authenticateRequest(request);
    if (!request.auth?.isAdmin) throw forbidden();
  };

// The report centre's calls are under /api (api/report/...); /report/{id} is the web page that follows a result.
const API_PREFIXES = ['/api/', '/examapi/', '/mobileapi/'];

export const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url.startsWith(p));
