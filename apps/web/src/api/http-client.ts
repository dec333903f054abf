import { BAD_GATEWAY_REDIRECT_MS, NOTICE_SECONDS, ROUTE_PATH_HEADER, TOKEN_KEY } from './constants';
import { createTypedApi } from './typed-api';

/**
 * One call. The client is a thin layer over fetch: axios was a tenth of what the sign-in
 * page downloads, for what these few lines do.
 */
export type RequestConfig = {
  method?: string;
  url: string;
  /** The query, written by serializeQuery. */
  params?: object;
  /** A FormData, Blob or text goes as it is; anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Set on the replay after a token refresh: a second 401 is final. */
  _retried?: boolean;
  /** The refresh call itself: its 400 sends the user to sign-in. */
  _isRefresh?: boolean;
};

/** The options a call may add (an `Idempotency-Key` header, a blob answer ...). */
export type CallOptions = Omit<
  RequestConfig,
  'method' | 'url' | 'params' | 'data' | '_retried' | '_isRefresh'
>;

export type HttpResponse<T = unknown> = { status: number; data: T };

/** A call the server answered with an error status: its status, its body and the call. */
export class HttpError extends Error {
  constructor(
    readonly response: HttpResponse,
    readonly config: RequestConfig,
  ) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpError';
  }
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type TokenStore = { get(): string | null; set(token: string): void; clear(): void };

export const localTokenStore: TokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export type Notify = {
  success(title: string, message: string, seconds: number): void;
  error(title: string, message: string, seconds: number, errors?: string[]): void;
  serverError(title: string, message: string, seconds: number): void;
};

export type HttpClientDeps = {
  baseURL?: string;
  getRoutePath: () => string;
  tokenStore: TokenStore;
  notify: Notify;
  navigate: (to: { route: 'homepage' | 'sign-in' | 'login' }) => void;
  loading: { start(): void; stop(): void; reset(): void };
  onRefreshed?: () => void;
  onAuthLost?: () => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  openWindow?: (url: string) => void;
  /** The network; tests pass a fake server. */
  fetch?: Fetch;
};

export type ErrorBody = { title?: string; message?: string; errors?: string[]; details?: unknown };

/** Status and body of a failed call, for pages that react to one (429 on sign-in ...). */
export const readHttpError = (error: unknown): { status?: number; body?: ErrorBody } => {
  if (!(error instanceof HttpError)) return {};
  const data = error.response.data;
  return { status: error.response.status, body: isRecord(data) ? (data as ErrorBody) : undefined };
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** fetch's own failures: no answer came (network down, request aborted by leaving the page). */
export const isUnanswered = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');

/**
 * SPEC 7: query strings without array brackets (`a=1&a=2`). Empty values are left out;
 * dates go as ISO text.
 */
export const serializeQuery = (params: Record<string, unknown>): string => {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      out.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return out.toString();
};

type Prefix = '/api' | '/examapi' | '/mobileapi';

// SPEC 7: these calls go without the bearer token.
const ANONYMOUS = new Set([
  'auth/refresh-token',
  'auth/authenticate',
  'auth/password-reset',
  'auth/new-password',
]);

// SPEC 4: user-information calls are not replayed after a refresh; the refresh reloads
// menu, profile, account list, widgets and own announcements itself.
const NOT_REPLAYED = new Set(['user/me', 'menu', 'account/roles', 'widget/user', 'announcement']);

const pathAfter = (url: string, prefix: Prefix): string => url.slice(prefix.length + 1).split('?')[0] ?? '';
const prefixOf = (url: string): Prefix | null =>
  (['/api', '/examapi', '/mobileapi'] as const).find((p) => url === p || url.startsWith(`${p}/`)) ?? null;
const joinPath = (prefix: Prefix, url: string) => `${prefix}/${url.replace(/^\/+/, '')}`;

const readBody = async (res: Response, responseType: RequestConfig['responseType']): Promise<unknown> => {
  // Read as bytes, then wrapped: Chromium's DevTools (and so the browser suite) keeps no copy of
  // a body drained with blob(), and a printed receipt could not be checked.
  if (responseType === 'blob' && res.ok)
    return new Blob([await res.arrayBuffer()], { type: res.headers.get('content-type') ?? '' });
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const bodyOf = (data: unknown): { body?: BodyInit; json: boolean } => {
  if (data === undefined) return { json: false };
  if (data instanceof FormData || data instanceof Blob || typeof data === 'string')
    return { body: data, json: false };
  return { body: JSON.stringify(data), json: true };
};

export const createHttpClient = (deps: HttpClientDeps) => {
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const send = deps.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));

  /** The request as the server sees it: the route header, the token unless anonymous, the query. */
  const transmit = async (config: RequestConfig): Promise<HttpResponse> => {
    const url = config.url;
    const prefix = prefixOf(url);
    const anonymous = prefix === '/api' && ANONYMOUS.has(pathAfter(url, '/api'));
    const token = deps.tokenStore.get();
    const { body, json } = bodyOf(config.data);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...config.headers,
      [ROUTE_PATH_HEADER]: deps.getRoutePath(),
    };
    // The mobile API carries its own token in a cookie.
    if (token && !anonymous && prefix !== '/mobileapi') headers.Authorization = `Bearer ${token}`;
    else delete headers.Authorization;
    const query = config.params ? serializeQuery(config.params as Record<string, unknown>) : '';
    const res = await send(`${deps.baseURL ?? ''}${url}${query ? `?${query}` : ''}`, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body,
      credentials: 'include',
      signal: config.signal,
    });
    const data = await readBody(res, config.responseType);
    if (!res.ok) throw new HttpError({ status: res.status, data }, config);
    return { status: res.status, data };
  };

  const request = async (config: RequestConfig): Promise<HttpResponse> => {
    deps.loading.start();
    let response: HttpResponse;
    try {
      response = await transmit(config);
    } catch (error) {
      deps.loading.stop();
      return failed(error);
    }
    deps.loading.stop();
    const data = response.data;
    if ((response.status === 200 || response.status === 201) && isRecord(data)) {
      if (typeof data.message === 'string' && data.message) {
        deps.notify.success('Bilgi', data.message, NOTICE_SECONDS.success);
      }
    }
    return response;
  };

  let refreshing: Promise<string | null> | null = null;

  /** One refresh at a time: callers that arrive while it runs share its outcome. */
  const refresh = (): Promise<string | null> => {
    refreshing ??= request({ method: 'post', url: '/api/auth/refresh-token', _isRefresh: true })
      .then((res) => {
        const token = isRecord(res.data) ? res.data.jwtToken : undefined;
        if (typeof token !== 'string' || !token) throw new Error('refresh answered without a token');
        deps.tokenStore.set(token);
        deps.onRefreshed?.();
        return token;
      })
      .catch((error: unknown) => {
        // The request never got an answer (the page is being left, the network dropped): the
        // session may be fine, and signing the user out for it would lose his place for nothing.
        if (isUnanswered(error)) return null;
        deps.tokenStore.clear();
        deps.onAuthLost?.();
        // A 400 has already sent the user to sign-in (below); anything else must too.
        if (readHttpError(error).status !== 400) deps.navigate({ route: 'sign-in' });
        return null;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  /** SPEC 7's answers to a failed call: refresh and replay, notices, redirects. */
  async function failed(error: unknown): Promise<HttpResponse> {
    if (!(error instanceof HttpError)) throw error;
    const { config, response } = error;
    const status = response.status;
    const url = config.url ?? '';
    const prefix = prefixOf(url);
    const body: ErrorBody = isRecord(response.data) ? (response.data as ErrorBody) : {};

    if (status === 401) {
      if (prefix === '/mobileapi' || config._retried || config._isRefresh) throw error;
      const token = await refresh();
      if (!token) throw error;
      if (prefix === '/api' && (config.method ?? 'get') === 'get' && NOT_REPLAYED.has(pathAfter(url, '/api')))
        throw error;
      return request({ ...config, _retried: true });
    }
    if (status === 400) {
      if (config._isRefresh) {
        deps.loading.reset();
        deps.navigate({ route: 'sign-in' });
        throw error;
      }
      // A refusal lists its one reason in errors too; the notice shows it once.
      const errors = Array.isArray(body.errors)
        ? body.errors.filter((e) => typeof e === 'string' && e !== body.message)
        : undefined;
      deps.notify.error(
        body.title || 'Uyarı',
        body.message || 'Hata oluştu!',
        NOTICE_SECONDS.badRequest,
        errors && errors.length > 0 ? errors : undefined,
      );
      throw error;
    }
    if (status === 403) {
      deps.navigate({ route: 'homepage' });
      throw error;
    }
    if (status === 502) {
      later(() => deps.navigate({ route: 'login' }), BAD_GATEWAY_REDIRECT_MS);
      throw error;
    }
    if (status >= 500) {
      deps.notify.serverError('Sunucu Hatası!', body.message || 'Hata oluştu!', NOTICE_SECONDS.serverError);
    }
    throw error;
  }

  const call =
    (method: string) =>
    <T>(url: string, config: Omit<RequestConfig, 'method' | 'url'> = {}): Promise<T> =>
      request({ ...config, method, url }).then((r) => r.data as T);
  /** Calls by full path (`/api/...`), as the server sees them. */
  const raw = {
    request,
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };

  const helpers = (prefix: Prefix) => ({
    get: <T>(url: string, params?: object, config?: CallOptions) =>
      raw.get<T>(joinPath(prefix, url), { ...config, params }),
    post: <T>(url: string, body?: unknown, config?: CallOptions) =>
      raw.post<T>(joinPath(prefix, url), { ...config, data: body }),
    put: <T>(url: string, body?: unknown, config?: CallOptions) =>
      raw.put<T>(joinPath(prefix, url), { ...config, data: body }),
    patch: <T>(url: string, body?: unknown, config?: CallOptions) =>
      raw.patch<T>(joinPath(prefix, url), { ...config, data: body }),
    delete: <T>(url: string, config?: CallOptions) => raw.delete<T>(joinPath(prefix, url), config),
  });

  const openWindow = deps.openWindow ?? ((url: string) => window.open(url, '_blank', 'noopener'));

  return {
    /** `/api`, typed from the API's OpenAPI document (typed-api.ts). */
    api: createTypedApi(request),
    // Untyped helpers by prefix; pages call `/examapi/...` and `/mobileapi/...` through `api`.
    exam: helpers('/examapi'),
    mobile: helpers('/mobileapi'),
    /** SPEC 7: POST report/set, then open report/{result} in a new tab (the page that follows it). */
    report: {
      set: async (body: { type: string; params: Record<string, unknown> }) => {
        const { id } = await raw.post<{ id: string }>('/api/report/set', { data: body });
        openWindow(`/report/${id}`);
        return id;
      },
    },
    refresh,
    raw,
  };
};

export type HttpClient = ReturnType<typeof createHttpClient>;
