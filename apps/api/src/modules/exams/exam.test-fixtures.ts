import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/auth-helpers';
import { signInOtherBranchManager } from '../../test/factories/accounts';
import { call, setUpSchool } from '../../test/factories/education';
import type { TestApp } from '../../test/test-app';

export type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A test file's calls to `/examapi/…` as its signed-in user (or `as` another token): `api`
 * answers the status and the parsed body, `ok` fails unless the call succeeds, `upload` sends a
 * reader file as the reader software does. The app and the token come from getters because
 * `beforeAll` assigns them after the file's top level has run.
 */
export const examApiCalls = (app: () => FastifyInstance, token: () => string) => {
  const api = async (method: Method, url: string, payload?: object, as = token()) => {
    const res = await app().inject({ method, url: `/examapi/${url}`, headers: bearer(as), payload });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const ok = async (method: Method, url: string, payload?: object) => {
    const res = await api(method, url, payload);
    if (res.status !== 200) throw new Error(`${method} ${url} -> ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const upload = async (examId: string, content: Buffer | string, as = token()) => {
    const res = await app().inject({
      method: 'POST',
      url: `/examapi/exams/${examId}/uploads`,
      headers: { ...bearer(as), 'content-type': 'text/plain' },
      payload: content,
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return { api, ok, upload };
};

/**
 * A GeneralManager of the founder's business working in its other branch (whose lesson times
 * are still free), signed in, and a school set up there (classes tagged with `tag`).
 */
export const otherBranchSchool = async (t: TestApp, email: string, tag: string) => {
  const { businessId, token } = await signInOtherBranchManager(t, email);
  const school = await setUpSchool(t.app, token, tag);
  return { businessId, token, school };
};

/** Puts students in a school class, as the class list screen does. */
export const placeInClass = (
  app: FastifyInstance,
  token: string,
  schoolClassId: string,
  studentIds: string[],
) => call(app, token, 'POST', 'education/student/class', { schoolClassId, studentIds });
