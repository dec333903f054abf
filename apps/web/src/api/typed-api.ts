import { type Answer, fillPath, type Method, type PathsWith, type RequestOf } from './api-paths';
import type { CallOptions, HttpResponse, RequestConfig } from './http-client';

/** Options a call may add (an `Idempotency-Key` header ...). */
type Extra = { config?: CallOptions };

/** The second argument is optional when the operation needs neither path parameters, query nor body. */
type Args<P extends PathsWith<M>, M extends Method> =
  Record<string, never> extends RequestOf<P, M>
    ? [init?: RequestOf<P, M> & Extra]
    : [init: RequestOf<P, M> & Extra];

/**
 * The answer is the one the route declares (every route does; a file's answer is read with
 * `blob`).
 */
type Call<M extends Method> = <P extends PathsWith<M>>(path: P, ...args: Args<P, M>) => Promise<Answer<P, M>>;

type Init = { path?: object; query?: object; body?: unknown } & Extra;

export type TypedApi = {
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  patch: Call<'patch'>;
  delete: Call<'delete'>;
  /** A file the API renders (Excel, PDF): the same GET, answered as a Blob. */
  blob: <P extends PathsWith<'get'>>(path: P, ...args: Args<P, 'get'>) => Promise<Blob>;
};

/**
 * Every call the web app makes to `/api`, typed from the API's OpenAPI document: the path is
 * one of its keys, path parameters, query and body are the operation's, and the answer is
 * the one the route declares. The client underneath keeps the spec's behaviours (token
 * refresh queue, notices, redirects, loading bar).
 */
/** `/examapi/...` and `/mobileapi/...` are sent as named; every other path lies under `/api`. */
const urlOf = (path: string): string =>
  path.startsWith('/examapi/') || path.startsWith('/mobileapi/') ? path : `/api/${path}`;

export const createTypedApi = (request: (config: RequestConfig) => Promise<HttpResponse>): TypedApi => {
  const send = (method: Method) => (path: string, init: Init | undefined) =>
    request({
      ...init?.config,
      method,
      url: urlOf(fillPath(path, init?.path as Record<string, unknown> | undefined)),
      params: init?.query,
      data: init?.body,
    }).then((response) => response.data as unknown);

  const call = <M extends Method>(method: M) => {
    const go = send(method);
    return ((path: string, init?: Init) => go(path, init)) as Call<M>;
  };

  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    blob: <P extends PathsWith<'get'>>(path: P, ...[init]: Args<P, 'get'>): Promise<Blob> => {
      const given = init as Init | undefined;
      return send('get')(path, {
        ...given,
        config: { ...given?.config, responseType: 'blob' },
      }) as Promise<Blob>;
    },
  };
};
