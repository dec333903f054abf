import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bearer, signInAs } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { refreshCookieIsSecure } from './cookies';
import { publicUrlWarning } from './public-url';

let t: TestApp;
let admin: string;
let founder: string;

beforeAll(async () => {
  // Production behind https, as a school runs it.
  t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://panel.okul.example' } });
  admin = (await signInAs(t.app, 'admin@demo.test')).token;
  founder = (await signInAs(t.app, 'kurucu@demo.test')).token;
});
afterAll(() => t.close());

describe('the API documentation', () => {
  it('is served to provider admins only', async () => {
    for (const url of ['/api/docs/json', '/api/docs']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: bearer(founder) })).statusCode).toBe(403);
    }
    const doc = await t.app.inject({ url: '/api/docs/json', headers: bearer(admin) });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/finance/collection']).toBeDefined();
    // In-process tools read it without a hook.
    expect(Object.keys((t.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(100);
  });

  it('is free in development', async () => {
    const dev = await buildApp({ config: { ...t.config, env: 'development' }, db: t.handle.db });
    try {
      expect((await dev.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe('caching', () => {
  it('API answers carry Cache-Control: no-store; the web app’s assets do not', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'panel-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Panel</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await buildApp({ config: { ...t.config, webDist }, db: t.handle.db });
    try {
      const answers = [
        await web.inject({ url: '/api/general/user', headers: bearer(founder) }),
        await web.inject({ url: '/api/general/user' }),
        await web.inject({ url: '/api/no-such-route', headers: bearer(founder) }),
        await web.inject({ method: 'POST', url: '/api/auth/authenticate', payload: {} }),
        await web.inject({ url: '/mobileapi/anything' }),
      ];
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
      const asset = await web.inject({ url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).not.toBe('no-store');
    } finally {
      await web.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('the refresh cookie', () => {
  it('is Secure in production', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: 'kurucu@demo.test', password: 'Demo1234!' },
    });
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  it('is Secure in production unless the panel is served over http on loopback (the browser suite)', () => {
    const production = (publicUrl: string) => refreshCookieIsSecure({ env: 'production', publicUrl });
    expect(production('https://panel.okul.example')).toBe(true);
    expect(production('http://panel.okul.example')).toBe(true);
    expect(production('http://10.0.0.5:3000')).toBe(true);
    expect(production('not a url')).toBe(true);
    expect(production('http://127.0.0.1:3199')).toBe(false);
    expect(production('http://localhost:3000')).toBe(false);
    expect(refreshCookieIsSecure({ env: 'development', publicUrl: 'http://localhost:3000' })).toBe(false);
    expect(refreshCookieIsSecure({ env: 'development', publicUrl: 'https://x.example' })).toBe(true);
  });
});

describe('PUBLIC_URL', () => {
  it('is warned about at start when unset in production', () => {
    expect(publicUrlWarning({ NODE_ENV: 'production' })).toMatch(/PUBLIC_URL is not set/);
    expect(publicUrlWarning({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toMatch(/PUBLIC_URL/);
    expect(publicUrlWarning({ NODE_ENV: 'production', PUBLIC_URL: 'https://panel.okul.example' })).toBeNull();
    expect(publicUrlWarning({ NODE_ENV: 'development' })).toBeNull();
  });
});

describe('security headers', () => {
  it('every answer, signed in or not, found or not, carries the content policy and the browser guards', async () => {
    const answers = [
      await t.app.inject({ url: '/api/general/user', headers: bearer(founder) }),
      await t.app.inject({ url: '/api/general/user' }),
      await t.app.inject({ url: '/api/no-such-route' }),
    ];
    for (const res of answers) {
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("img-src 'self' data: blob:");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });
});
