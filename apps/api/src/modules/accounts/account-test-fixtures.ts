import type { FastifyInstance } from 'fastify';

/** The status of a session's token renewal: 200 while the session lives, 400 once it was ended. */
export const refreshStatus = async (app: FastifyInstance, refreshCookie: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refresh_token: refreshCookie },
    })
  ).statusCode;
