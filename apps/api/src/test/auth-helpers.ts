import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed/demo-seed';

export type Session = { token: string; refreshCookie: string; body: Record<string, unknown> };

export const refreshCookieOf = (res: LightMyRequestResponse): string | null => {
  const cookie = res.cookies.find((c) => c.name === 'refresh_token');
  return cookie?.value || null;
};

export const signInAs = async (
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as Record<string, unknown>;
  return { token: body.jwtToken as string, refreshCookie: refreshCookieOf(res)!, body };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const decodeClaims = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
