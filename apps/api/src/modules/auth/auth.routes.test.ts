import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, refreshCookieOf, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit-log.table';

const t = setUpTestApp();

const authenticate = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });

const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refresh_token: cookie } });

describe('POST auth/authenticate', () => {
  it('answers the founder with a token whose is_admin claim is the text False', async () => {
    const res = await authenticate(DEMO.founder, 'Demo1234!');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: DEMO.founder,
      loggedInUser: 'Ayşe Yılmaz',
    });
    const claims = decodeClaims(body.jwtToken);
    expect(claims.is_admin).toBe('False');
    expect(claims.acc).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('answers the admin with is_admin True, matching the email case-insensitively', async () => {
    const res = await authenticate('ADMIN@Demo.Test', 'Demo1234!');
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().jwtToken).is_admin).toBe('True');
  });

  it('refuses a wrong password and an unknown email with the same Turkish 400', async () => {
    const wrong = await authenticate(DEMO.otherManager, 'Yanlis123!');
    const unknown = await authenticate('kimse@demo.test', 'Yanlis123!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      title: 'Giriş Başarısız',
      message: 'E-posta adresi veya şifre hatalı.',
      errors: ['E-posta adresi veya şifre hatalı.'],
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a missing field with the spec-shaped 400 and its Turkish message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.title).toBe('Uyarı');
    expect(body.errors).toContain('Lütfen E-mail Adresi Giriniz');
  });
});

describe('POST auth/refresh-token', () => {
  it('rotates the token: the new one works, the old one does not', async () => {
    const session = await signInAs(t.app, DEMO.founder);
    const first = await refresh(session.refreshCookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().jwtToken).toEqual(expect.any(String));
    const next = refreshCookieOf(first)!;
    expect(next).not.toBe(session.refreshCookie);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is used again', async () => {
    const session = await signInAs(t.app, DEMO.founder);
    const rotated = await refresh(session.refreshCookie);
    const successor = refreshCookieOf(rotated)!;
    const reuse = await refresh(session.refreshCookie);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
    // The thief's use ended the family: the legitimate successor is dead too.
    expect((await refresh(successor)).statusCode).toBe(400);
  });

  it('lets at most one of two parallel refreshes of one token succeed', async () => {
    const session = await signInAs(t.app, DEMO.founder);
    const results = await Promise.all([refresh(session.refreshCookie), refresh(session.refreshCookie)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.statusCode === 400).length).toBeGreaterThanOrEqual(1);
  });

  it('answers 400 without a cookie or with an unknown one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token' })).statusCode).toBe(400);
    expect((await refresh('bilinmeyen')).statusCode).toBe(400);
  });

  it('ends the family on logout', async () => {
    const session = await signInAs(t.app, DEMO.founder);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refresh_token: session.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

  it('accepts a valid token', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a token with alg none', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`;
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses a token with a wrong signature', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${createHmac('sha256', 'baska-bir-anahtar').update(`${h}.${p}`).digest('base64url')}`;
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const claims = decodeClaims(token);
    const expired = t.app.jwt.sign(
      { ...claims, iat: undefined, exp: undefined } as never,
      { expiresIn: -10 } as never,
    );
    expect(decodeClaims(expired).exp as number).toBeLessThan(Date.now() / 1000);
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
  });

  it('refuses a call without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
  });

  it('verifies a token in the path', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const ok = await t.app.inject({ method: 'GET', url: `/api/auth/${token}/verify` });
    expect(ok.json()).toEqual({ isValid: true, isAdmin: false });
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/bozuk/verify' });
    expect(bad.json()).toEqual({ isValid: false, isAdmin: false });
  });
});

describe('POST auth/authenticate-with/{id}', () => {
  it('lets an admin act as an account, audited with the route path', async () => {
    const { token: adminToken } = await signInAs(t.app, DEMO.admin);
    const founder = await signInAs(t.app, DEMO.founder);
    const accountId = decodeClaims(founder.token).acc as string;

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/authenticate-with/${accountId}`,
      headers: { ...bearer(adminToken), 'x-route-path': '/admin/account-summary' },
    });
    expect(res.statusCode).toBe(200);
    const claims = decodeClaims(res.json().jwtToken);
    expect(claims).toMatchObject({ acc: accountId, is_admin: 'False', imp: expect.any(String) });
    const rows = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'login-as'));
    expect(rows.at(-1)).toMatchObject({
      entity: 'account',
      entityId: accountId,
      routePath: '/admin/account-summary',
    });

    const meRes = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(res.json().jwtToken),
    });
    expect(meRes.json()).toMatchObject({ loggedInUser: 'Ayşe Yılmaz', impersonatedBy: 'Sistem Yöneticisi' });
  });

  it('is forbidden to a non-admin', async () => {
    const founder = await signInAs(t.app, DEMO.founder);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/authenticate-with/${decodeClaims(founder.token).acc}`,
      headers: bearer(founder.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
