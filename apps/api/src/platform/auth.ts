import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSessionLive } from '../modules/auth/session.service';
import { unauthorized } from './errors';
import { type AccessClaims, type AuthContext, contextFromClaims } from './request-context';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in caller, or 401: for handlers of routes that are not public. */
export const requireAuth = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; accessTokenTtlSeconds: number }) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      // One algorithm only: a token claiming `none` or another algorithm is refused.
      sign: { algorithm: 'HS256', expiresIn: opts.accessTokenTtlSeconds },
      // A verified token is remembered (LRU, never past its expiry): the same bearer comes with
      // every call of a screen, and checking its signature each time was 5% of a read's CPU.
      verify: { algorithms: ['HS256'], cache: true },
    });
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);

export const SESSION_ENDED = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.';

/**
 * Decodes the bearer token into request.auth; any problem with it is a 401. A signature
 * alone is not enough: the token's session must still be live (not signed out, user not
 * disabled, account not closed, password not changed since), read from the database on
 * every request so that every API process agrees at once.
 */
export const authenticateRequest = async (request: FastifyRequest): Promise<void> => {
  if (!request.headers.authorization) throw unauthorized('Bu işlem için giriş yapmalısınız.');
  let claims: AccessClaims;
  try {
    claims = await request.jwtVerify<AccessClaims>();
  } catch {
    throw unauthorized();
  }
  // The mobile token is not a panel token, wherever it is sent.
  if (claims.mob) throw unauthorized();
  if (!(await isSessionLive(request.server.db, claims))) throw unauthorized(SESSION_ENDED);
  request.auth = contextFromClaims(claims);
};
