// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type Fetch, HttpError, type TokenStore } from './http-client';

type Reply = { status: number; data?: unknown; delay?: number };
type Seen = {
  method: string;
  url: string;
  query: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
  token: string | null;
};

/** A fake server behind fetch: routes answer by "METHOD path", every call is recorded. */
const fakeServer = () => {
  const seen: Seen[] = [];
  const routes = new Map<string, (seen: Seen) => Reply>();
  const fetch: Fetch = async (url, init) => {
    const headers = { ...(init.headers as Record<string, string>) };
    const [path = '', query = ''] = url.split('?');
    const entry: Seen = {
      method: init.method ?? 'GET',
      url: path,
      query,
      headers,
      credentials: init.credentials,
      body: init.body,
      token: headers.Authorization?.replace('Bearer ', '') ?? null,
    };
    seen.push(entry);
    const handler = routes.get(`${entry.method} ${entry.url}`);
    const reply = handler ? handler(entry) : { status: 404, data: { message: 'yok' } };
    if (reply.delay) await new Promise((r) => setTimeout(r, reply.delay));
    return new Response(reply.data === undefined ? null : JSON.stringify(reply.data), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { seen, routes, fetch };
};

const setup = (initialToken: string | null = 'old-token') => {
  const server = fakeServer();
  let token = initialToken;
  const tokenStore: TokenStore = { get: () => token, set: (t) => (token = t), clear: () => (token = null) };
  let active = 0;
  let peak = 0;
  const loading = {
    start: () => {
      active++;
      peak = Math.max(peak, active);
    },
    stop: () => active--,
    reset: () => (active = 0),
  };
  const notify = { success: vi.fn(), error: vi.fn(), serverError: vi.fn() };
  const navigate = vi.fn();
  const onRefreshed = vi.fn();
  const onAuthLost = vi.fn();
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const client = createHttpClient({
    getRoutePath: () => '/education/student',
    tokenStore,
    notify,
    navigate,
    loading,
    onRefreshed,
    onAuthLost,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    openWindow: vi.fn(),
    fetch: server.fetch,
  });
  return {
    server,
    client,
    notify,
    navigate,
    onRefreshed,
    onAuthLost,
    timers,
    token: () => token,
    active: () => active,
    peak: () => peak,
  };
};

/** Protected routes answer 401 to the old token and 200 to the new one. */
const protectedRoute = (path: string) => (s: Seen) =>
  s.token === 'new-token' ? { status: 200, data: { path } } : { status: 401, data: {} };

describe('request shape', () => {
  it('sends the bearer, Accept JSON, the route path header and arrays without brackets', async () => {
    const t = setup();
    t.server.routes.set('GET /api/education/student', () => ({ status: 200, data: [] }));
    await t.client.raw.get('/api/education/student', { params: { ids: [1, 2], q: 'ş' } });
    const [call] = t.server.seen;
    expect(call?.token).toBe('old-token');
    expect(call?.headers.Accept).toBe('application/json');
    expect(call?.headers['X-Route-Path']).toBe('/education/student');
    expect(call?.query).toBe('ids=1&ids=2&q=%C5%9F');
  });

  it('sends no bearer on the anonymous calls nor on the mobile API', async () => {
    const t = setup();
    for (const path of ['/api/auth/authenticate', '/api/auth/password-reset', '/mobileapi/student/1']) {
      t.server.routes.set(`POST ${path}`, () => ({ status: 200, data: {} }));
    }
    await t.client.api.post('auth/authenticate', { body: { email: 'a@b.test', password: 'x' } });
    await t.client.api.post('auth/password-reset', { body: { email: 'a@b.test' } });
    await t.client.mobile.post('student/1', {});
    expect(t.server.seen.map((s) => s.token)).toEqual([null, null, null]);
  });

  it('sends credentials and JSON with every call', async () => {
    const t = setup();
    t.server.routes.set('POST /api/student-note', () => ({ status: 200, data: {} }));
    await t.client.raw.post('/api/student-note', { data: { text: 'Not' } });
    const call = t.server.seen.at(-1);
    expect(call?.credentials).toBe('include');
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.body).toBe('{"text":"Not"}');
  });
});

describe('401 and the refresh queue', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('refreshes once for several concurrent 401s and replays each with the new token', async () => {
    let refreshes = 0;
    t.server.routes.set('POST /api/auth/refresh-token', () => {
      refreshes++;
      return { status: 200, data: { jwtToken: 'new-token' }, delay: 20 };
    });
    const paths = [
      'education/semester/list',
      'education/class-room/list',
      'general/branch/list',
      'major/list',
      'personnel/list',
    ] as const;
    for (const p of paths) t.server.routes.set(`GET /api/${p}`, protectedRoute(p));
    // The fake server answers each option list with its own path, not the list's declared rows.
    const results = await Promise.all(
      paths.map((p) => t.client.api.get(p) as Promise<unknown> as Promise<{ path: string }>),
    );
    expect(results.map((r) => r.path)).toEqual(paths);
    expect(refreshes).toBe(1);
    expect(t.token()).toBe('new-token');
    expect(t.onRefreshed).toHaveBeenCalledTimes(1);
    const replays = t.server.seen.filter((s) => s.method === 'GET' && s.token === 'new-token');
    expect(replays).toHaveLength(5);
    expect(t.server.seen.find((s) => s.url === '/api/auth/refresh-token')?.token).toBeNull();
    expect(t.active()).toBe(0);
  });

  it('keeps the session when the refresh gets no answer (the page is left, the network drops)', async () => {
    const server = fakeServer();
    server.routes.set('GET /api/user/me', protectedRoute('user/me'));
    const clear = vi.fn();
    const navigate = vi.fn();
    const aborting: Fetch = async (url, init) => {
      if (url.includes('refresh-token')) throw new DOMException('The user aborted a request.', 'AbortError');
      return server.fetch(url, init);
    };
    const client = createHttpClient({
      getRoutePath: () => '/',
      tokenStore: { get: () => 'old-token', set: vi.fn(), clear },
      notify: { success: vi.fn(), error: vi.fn(), serverError: vi.fn() },
      navigate,
      loading: { start: vi.fn(), stop: vi.fn(), reset: vi.fn() },
      fetch: aborting,
    });
    await expect(client.raw.get('/api/user/me')).rejects.toBeInstanceOf(HttpError);
    expect(clear).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not replay user/me after the refresh', async () => {
    t.server.routes.set('POST /api/auth/refresh-token', () => ({
      status: 200,
      data: { jwtToken: 'new-token' },
    }));
    t.server.routes.set('GET /api/user/me', protectedRoute('me'));
    await expect(t.client.api.get('user/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(t.server.seen.filter((s) => s.url === '/api/user/me')).toHaveLength(1);
    expect(t.token()).toBe('new-token');
    expect(t.onRefreshed).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from the mobile API', async () => {
    t.server.routes.set('GET /mobileapi/lesson-program', () => ({ status: 401 }));
    await expect(t.client.mobile.get('lesson-program')).rejects.toMatchObject({ response: { status: 401 } });
    expect(t.server.seen.some((s) => s.url === '/api/auth/refresh-token')).toBe(false);
  });

  it('gives up after one replay that still gets 401', async () => {
    t.server.routes.set('POST /api/auth/refresh-token', () => ({
      status: 200,
      data: { jwtToken: 'new-token' },
    }));
    t.server.routes.set('GET /api/major/list', () => ({ status: 401 }));
    await expect(t.client.api.get('major/list')).rejects.toMatchObject({ response: { status: 401 } });
    expect(t.server.seen.filter((s) => s.url === '/api/major/list')).toHaveLength(2);
    expect(t.server.seen.filter((s) => s.url === '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('on a failed (400) refresh: every waiting call fails, the token is cleared, loading resets, sign-in', async () => {
    t.server.routes.set('POST /api/auth/refresh-token', () => ({
      status: 400,
      data: { message: 'bitti' },
      delay: 10,
    }));
    const paths = ['education/semester/list', 'general/branch/list', 'major/list'] as const;
    for (const p of paths) t.server.routes.set(`GET /api/${p}`, protectedRoute(p));
    const results = await Promise.allSettled(paths.map((p) => t.client.api.get(p)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(t.token()).toBeNull();
    expect(t.onAuthLost).toHaveBeenCalledTimes(1);
    expect(t.navigate).toHaveBeenCalledWith({ route: 'sign-in' });
    expect(t.navigate).toHaveBeenCalledTimes(1);
    // The refresh's 400 is not a form error: no notice.
    expect(t.notify.error).not.toHaveBeenCalled();
    expect(t.active()).toBe(0);
  });
});

describe('notices and redirects', () => {
  it('shows a success notice titled Bilgi for 2 s only when the answer has a message', async () => {
    const t = setup();
    t.server.routes.set('POST /api/auth/logout', () => ({ status: 201, data: { message: 'Kaydedildi.' } }));
    t.server.routes.set('POST /api/permission/grants/reset', () => ({ status: 200, data: { id: 1 } }));
    await t.client.api.post('auth/logout');
    await t.client.api.post('permission/grants/reset', { body: { kind: 'menu', role: 'Manager' } });
    expect(t.notify.success).toHaveBeenCalledTimes(1);
    expect(t.notify.success).toHaveBeenCalledWith('Bilgi', 'Kaydedildi.', 2);
  });

  it('shows a 400 with its title, message and errors for 4 s', async () => {
    const t = setup();
    t.server.routes.set('POST /api/auth/logout', () => ({
      status: 400,
      data: {
        title: 'Doğrulama',
        message: 'Eksik bilgi',
        errors: ['Lütfen Ad Giriniz!', 'Lütfen Telefon Giriniz!'],
      },
    }));
    await expect(t.client.api.post('auth/logout')).rejects.toBeInstanceOf(HttpError);
    expect(t.notify.error).toHaveBeenCalledWith('Doğrulama', 'Eksik bilgi', 4, [
      'Lütfen Ad Giriniz!',
      'Lütfen Telefon Giriniz!',
    ]);
  });

  it('shows a refusal whose errors only repeat its message once, without a list', async () => {
    const t = setup();
    t.server.routes.set('POST /api/auth/logout', () => ({
      status: 400,
      data: { title: 'Uyarı', message: 'Bu dönem kapatılmış.', errors: ['Bu dönem kapatılmış.'] },
    }));
    await expect(t.client.api.post('auth/logout')).rejects.toBeInstanceOf(HttpError);
    expect(t.notify.error).toHaveBeenCalledWith('Uyarı', 'Bu dönem kapatılmış.', 4, undefined);
  });

  it('falls back to Uyarı and Hata oluştu! on a bare 400', async () => {
    const t = setup();
    t.server.routes.set('POST /api/auth/logout', () => ({ status: 400, data: {} }));
    await expect(t.client.api.post('auth/logout')).rejects.toBeTruthy();
    expect(t.notify.error).toHaveBeenCalledWith('Uyarı', 'Hata oluştu!', 4, undefined);
  });

  it('sends a 403 to the homepage route', async () => {
    const t = setup();
    t.server.routes.set('GET /api/major/list', () => ({ status: 403 }));
    await expect(t.client.api.get('major/list')).rejects.toBeTruthy();
    expect(t.navigate).toHaveBeenCalledWith({ route: 'homepage' });
  });

  it('shows a 500 as Sunucu Hatası! for 5 s with its line breaks', async () => {
    const t = setup();
    t.server.routes.set('GET /api/major/list', () => ({
      status: 500,
      data: { message: 'Birinci satır\nİkinci satır' },
    }));
    await expect(t.client.api.get('major/list')).rejects.toBeTruthy();
    expect(t.notify.serverError).toHaveBeenCalledWith('Sunucu Hatası!', 'Birinci satır\nİkinci satır', 5);
  });

  it('sends a 502 to /login only after one second', async () => {
    const t = setup();
    t.server.routes.set('GET /api/major/list', () => ({ status: 502 }));
    await expect(t.client.api.get('major/list')).rejects.toBeTruthy();
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.timers).toHaveLength(1);
    expect(t.timers[0]?.ms).toBe(1000);
    t.timers[0]?.fn();
    expect(t.navigate).toHaveBeenCalledWith({ route: 'login' });
  });

  it('keeps the loading count balanced through failures', async () => {
    const t = setup();
    t.server.routes.set('GET /api/major/list', () => ({ status: 200, data: {}, delay: 5 }));
    t.server.routes.set('GET /api/personnel/list', () => ({ status: 500, data: {} }));
    await Promise.allSettled([
      t.client.api.get('major/list'),
      t.client.api.get('personnel/list'),
      t.client.api.get('general/branch/list'),
    ]);
    expect(t.peak()).toBe(3);
    expect(t.active()).toBe(0);
  });
});

describe('typed calls', () => {
  it('fills path parameters (encoded), sends the query and the body, and answers the data', async () => {
    const t = setup();
    t.server.routes.set('GET /api/student/a%2Fb%20c/detail', () => ({ status: 200, data: { id: 'a/b c' } }));
    t.server.routes.set('GET /api/education/student', () => ({ status: 200, data: { _data: [] } }));
    t.server.routes.set('POST /api/student-note', () => ({ status: 200, data: { id: 'n1' } }));
    await expect(t.client.api.get('student/{id}/detail', { path: { id: 'a/b c' } })).resolves.toEqual({
      id: 'a/b c',
    });
    await t.client.api.get('education/student', { query: { _searchTerm: 'ş', _pageNumber: 2 } });
    expect(t.server.seen.at(-1)?.query).toBe('_searchTerm=%C5%9F&_pageNumber=2');
    await t.client.api.post('student-note', {
      body: { studentId: '00000000-0000-4000-8000-000000000001', text: 'Not' },
    });
    expect(t.server.seen.at(-1)?.url).toBe('/api/student-note');
  });

  it('refuses, at compile time, a path the API lacks and a missing path parameter', () => {
    const t = setup();
    // Only the types are under test: the calls are never made.
    const never = () => {
      // @ts-expect-error the API has `admin/account/detail/{id}`, not `admin/account/{id}`
      void t.client.api.get('admin/account/{id}', { path: { id: '1' } });
      // @ts-expect-error `student/{id}/detail` needs its `id`
      void t.client.api.get('student/{id}/detail');
    };
    expect(typeof never).toBe('function');
  });
});

describe('reports', () => {
  it('posts report/set and opens the result in a new tab', async () => {
    const server = fakeServer();
    server.routes.set('POST /api/report/set', () => ({ status: 200, data: { id: 'abc123' } }));
    const openWindow = vi.fn();
    const client = createHttpClient({
      getRoutePath: () => '/',
      tokenStore: { get: () => 't', set: () => {}, clear: () => {} },
      notify: { success: vi.fn(), error: vi.fn(), serverError: vi.fn() },
      navigate: vi.fn(),
      loading: { start: () => {}, stop: () => {}, reset: () => {} },
      openWindow,
      fetch: server.fetch,
    });
    await client.report.set({ type: 'day-receipts', params: {} });
    expect(openWindow).toHaveBeenCalledWith('/report/abc123');
  });
});
