import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_PATH = '/api/auth';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The refresh cookie is `Secure` in production, so it never travels over plain http where
 * anyone on the path reads it. The one exception is a production build served on this
 * machine's own loopback over http (the browser suite runs NODE_ENV=production on
 * http://127.0.0.1): a browser would drop a Secure cookie there and nobody could sign in,
 * and loopback traffic never leaves the machine. Outside production it follows PUBLIC_URL.
 */
export const refreshCookieIsSecure = (config: Pick<Config, 'env' | 'publicUrl'>): boolean => {
  let url: URL | null = null;
  try {
    url = new URL(config.publicUrl);
  } catch {
    // An unreadable PUBLIC_URL: in production, the safe side.
  }
  if (url?.protocol === 'https:') return true;
  if (config.env !== 'production') return false;
  return !(url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
};

export const setRefreshCookie = (reply: FastifyReply, token: string, ttlDays: number): void => {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: refreshCookieIsSecure(reply.server.config),
    path: REFRESH_PATH,
    maxAge: ttlDays * 86_400,
  });
};

export const clearRefreshCookie = (reply: FastifyReply): void => {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
};

export const readRefreshCookie = (request: FastifyRequest): string | null =>
  request.cookies[REFRESH_COOKIE] ?? null;
