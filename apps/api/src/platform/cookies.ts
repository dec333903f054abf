import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_PATH = '/api/auth';

export const setRefreshCookie = (reply: FastifyReply, token: string, ttlDays: number): void => {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.publicUrl.startsWith('https://'),
    path: REFRESH_PATH,
    maxAge: ttlDays * 86_400,
  });
};

export const clearRefreshCookie = (reply: FastifyReply): void => {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
};

export const readRefreshCookie = (request: FastifyRequest): string | null =>
  request.cookies[REFRESH_COOKIE] ?? null;
