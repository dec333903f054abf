import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './auth-helpers';

type Method = 'GET' | 'POST';

/**
 * A test file's calls to `/api/…` as its signed-in user (or `as` another token). The app and the
 * token come from getters because `beforeAll` assigns them after the file's top level has run.
 * `Answer` is what `ok`, `post` and `get` return unless a call names its own type; `Refusal` is
 * the parsed body of the 400 that `refused` expects.
 */
export const apiCalls = <Answer = unknown, Refusal = unknown>(
  app: () => FastifyInstance,
  token: () => string,
) => {
  const inject = (
    method: Method,
    url: string,
    payload?: object,
    as = token(),
    headers: Record<string, string> = {},
  ) => app().inject({ method, url: `/api/${url}`, headers: { ...bearer(as), ...headers }, payload });
  /** A call that must succeed; the failure shows the answer, not just the code. */
  const ok = async <T = Answer>(method: Method, url: string, payload?: object, as = token()) => {
    const res = await inject(method, url, payload, as);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const post = <T = Answer>(url: string, body: object, as = token()) => ok<T>('POST', url, body, as);
  const get = <T = Answer>(url: string, as = token()) => ok<T>('GET', url, undefined, as);
  /** A POST that must be refused with 400; returns the refusal. */
  const refused = async <T = Refusal>(url: string, body: object, as = token()) => {
    const res = await inject('POST', url, body, as);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as T;
  };
  return { inject, ok, post, get, refused };
};
