import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { appSettings } from './app-setting.table';
import { badRequest, registerErrorHandling } from './errors';
import { UNSTORABLE_TEXT_MESSAGE } from './input-guard';
import { installRouteGuard } from './permissions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

/** The body of every 400 and 404: a warning with its message, and the reasons (the message alone by default). */
const warning = (message: string, errors = [message]) => ({ title: 'Uyarı', message, errors });

describe('error answers', () => {
  it('answers unreadable JSON with a Turkish 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(warning('İstek okunamadı. Lütfen girdiğiniz bilgileri kontrol edin.'));
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boyle-bir-yer-yok' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(warning('İstenen adres bulunamadı.'));
  });

  it('hides the details of an unexpected failure behind a Turkish 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret internal detail at db.ts:42');
    });
    app.get('/bad', async () => {
      throw badRequest('Tutar sıfırdan büyük olmalı.', { errors: ['Tutar'] });
    });
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json()).toEqual({
      title: 'Sunucu Hatası!',
      message: 'Beklenmeyen bir hata oluştu.\nLütfen biraz sonra tekrar deneyin.',
      errors: [],
    });
    const bad = await app.inject({ method: 'GET', url: '/bad' });
    expect(bad.json()).toEqual(warning('Tutar sıfırdan büyük olmalı.', ['Tutar']));
    await app.close();
  });

  it('lists the reason of a business-rule refusal in errors, so every 400 has the same shape', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/rule', async () => {
      throw badRequest('Bu dönem kapatılmış.');
    });
    const res = await app.inject({ method: 'GET', url: '/rule' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(warning('Bu dönem kapatılmış.'));
    await app.close();
  });

  it('refuses a NUL byte or a lone surrogate anywhere in a request with a Turkish 400', async () => {
    for (const request of [
      {
        method: 'POST' as const,
        url: '/api/auth/authenticate',
        payload: { email: 'a\u0000@b.test', password: 'x' },
      },
      {
        method: 'POST' as const,
        url: '/api/auth/authenticate',
        payload: { email: 'a@b.test', password: '\uD800' },
      },
      { method: 'GET' as const, url: '/api/auth/abc%00def/verify' },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json().errors).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
  });
});

describe('route declarations', () => {
  it('refuses to start when a route declares neither public nor a permission', async () => {
    const app = Fastify({ logger: false });
    app.register(async (api) => {
      installRouteGuard(api);
      api.get('/acik-kapi', async () => 'ok');
    });
    await expect(app.ready()).rejects.toThrow(/declares neither public nor a permission/);
  });

  it('lists every API route in the route table with its access', () => {
    expect(t.app.routeTable).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/auth/authenticate',
        public: true,
        permission: null,
      }),
    );
    expect(t.app.routeTable).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        url: '/api/account/roles',
        public: false,
        permission: 'self.accounts',
      }),
    );
  });
});

describe('transactions', () => {
  it('never interleave: concurrent transactional requests each see only their own writes', async () => {
    const app = Fastify({ logger: false });
    const db = t.handle.db;
    class Rollback extends Error {
      constructor(readonly seen: string[]) {
        super('rollback');
      }
    }
    app.post<{ Params: { n: string } }>('/probe/:n', async (request) => {
      const key = `probe:${request.params.n}`;
      try {
        await db.transaction(async (tx) => {
          await tx.insert(appSettings).values({ key, value: 'x' });
          // Yield to the event loop so other requests get every chance to run in between.
          await new Promise((r) => setTimeout(r, 5));
          const rows = await tx
            .select({ key: appSettings.key })
            .from(appSettings)
            .where(sql`${appSettings.key} like 'probe:%'`);
          throw new Rollback(rows.map((r) => r.key));
        });
      } catch (error) {
        if (error instanceof Rollback) return { seen: error.seen };
        throw error;
      }
      return { seen: [] };
    });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => app.inject({ method: 'POST', url: `/probe/${n}` })),
    );
    responses.forEach((res, n) => {
      expect(res.json()).toEqual({ seen: [`probe:${n}`] });
    });
    await app.close();
  });
});
