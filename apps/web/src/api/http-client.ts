import axios, {
  type AxiosAdapter,
  AxiosError,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { BAD_GATEWAY_REDIRECT_MS, NOTICE_SECONDS, ROUTE_PATH_HEADER, TOKEN_KEY } from './constants';
import { createTypedApi } from './typed-api';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the replay after a token refresh: a second 401 is final. */
    _retried?: boolean;
    /** The refresh call itself: its 400 sends the user to sign-in. */
    _isRefresh?: boolean;
  }
}

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
  adapter?: AxiosAdapter;
};

export type ErrorBody = { title?: string; message?: string; errors?: string[]; details?: unknown };

/** Status and body of a failed call, for pages that react to one (429 on sign-in ...). */
export const readHttpError = (error: unknown): { status?: number; body?: ErrorBody } => {
  if (!(error instanceof AxiosError) || !error.response) return {};
  const data = error.response.data as unknown;
  return { status: error.response.status, body: isRecord(data) ? (data as ErrorBody) : undefined };
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

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

export const createHttpClient = (deps: HttpClientDeps) => {
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
  const raw = axios.create({
    baseURL: deps.baseURL ?? '',
    withCredentials: true,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: serializeQuery },
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });

  raw.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    deps.loading.start();
    config.headers.set(ROUTE_PATH_HEADER, deps.getRoutePath());
    const url = config.url ?? '';
    const prefix = prefixOf(url);
    const anonymous = prefix === '/api' && ANONYMOUS.has(pathAfter(url, '/api'));
    const token = deps.tokenStore.get();
    // The mobile API carries its own token in a cookie.
    if (token && !anonymous && prefix !== '/mobileapi')
      config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  let refreshing: Promise<string | null> | null = null;

  /** One refresh at a time: callers that arrive while it runs share its outcome. */
  const refresh = (): Promise<string | null> => {
    refreshing ??= raw
      .post<{ jwtToken?: string }>('/api/auth/refresh-token', undefined, { _isRefresh: true })
      .then((res) => {
        const token = res.data?.jwtToken;
        if (!token) throw new Error('refresh answered without a token');
        deps.tokenStore.set(token);
        deps.onRefreshed?.();
        return token;
      })
      .catch((error: unknown) => {
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

  raw.interceptors.response.use(
    (response) => {
      deps.loading.stop();
      const data = response.data as unknown;
      if ((response.status === 200 || response.status === 201) && isRecord(data)) {
        if (typeof data.message === 'string' && data.message) {
          deps.notify.success('Bilgi', data.message, NOTICE_SECONDS.success);
        }
      }
      return response;
    },
    async (error: unknown) => {
      deps.loading.stop();
      if (!(error instanceof AxiosError) || !error.response || !error.config) throw error;
      const { config, response } = error;
      const status = response.status;
      const url = config.url ?? '';
      const prefix = prefixOf(url);
      const body = isRecord(response.data) ? (response.data as ErrorBody) : {};

      if (status === 401) {
        if (prefix === '/mobileapi' || config._retried || config._isRefresh) throw error;
        const token = await refresh();
        if (!token) throw error;
        if (prefix === '/api' && config.method === 'get' && NOT_REPLAYED.has(pathAfter(url, '/api')))
          throw error;
        return raw.request({ ...config, _retried: true });
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
    },
  );

  const helpers = (prefix: Prefix) => ({
    get: <T>(url: string, params?: object, config?: AxiosRequestConfig) =>
      raw.get<T>(joinPath(prefix, url), { ...config, params }).then((r) => r.data),
    post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      raw.post<T>(joinPath(prefix, url), body, config).then((r) => r.data),
    put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      raw.put<T>(joinPath(prefix, url), body, config).then((r) => r.data),
    patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      raw.patch<T>(joinPath(prefix, url), body, config).then((r) => r.data),
    delete: <T>(url: string, config?: AxiosRequestConfig) =>
      raw.delete<T>(joinPath(prefix, url), config).then((r) => r.data),
  });

  const openWindow = deps.openWindow ?? ((url: string) => window.open(url, '_blank', 'noopener'));

  return {
    /** `/api`, typed from the API's OpenAPI document (typed-api.ts). */
    api: createTypedApi(raw),
    // The exam and mobile APIs have no routes in this server yet, so no document to type them.
    exam: helpers('/examapi'),
    mobile: helpers('/mobileapi'),
    /** SPEC 7: POST report/set, then open report/{result} in a new tab. */
    report: {
      set: async (body: unknown) => {
        const { data } = await raw.post<string>('/report/set', body);
        openWindow(`/report/${data}`);
        return data;
      },
    },
    refresh,
    raw,
  };
};

export type HttpClient = ReturnType<typeof createHttpClient>;
