import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, decodeClaims, type Session, signInAs } from '../../test/auth-helpers';
import { setUpTestApp } from '../../test/test-app';
import { accounts } from '../accounts/account.table';
import { hashPassword } from '../users/password';
import { users } from '../users/user.table';
import { endSessionsOfAccount } from './session.service';
import { nextSessionEndHeard } from './session-cache';

const t = setUpTestApp();

const ENDED = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.';

const me = (token: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refresh_token: cookie } });

/** A new user with one account in the founder's business, signed in twice (two devices). */
const newStaff = async (
  email: string,
): Promise<{ accountId: string; userId: string; devices: Session[] }> => {
  const founder = await signInAs(t.app, DEMO.founder);
  const businessId = decodeClaims(founder.token).biz as string;
  const [user] = await t.handle.db
    .insert(users)
    .values({
      email,
      firstName: 'Deniz',
      lastName: 'Kaya',
      passwordHash: await hashPassword('Guclu.Parola42'),
    })
    .returning({ id: users.id });
  const [account] = await t.handle.db
    .insert(accounts)
    .values({ userId: user!.id, businessId, branchId: null, role: 'Manager' })
    .returning({ id: accounts.id });
  const devices = [
    await signInAs(t.app, email, 'Guclu.Parola42'),
    await signInAs(t.app, email, 'Guclu.Parola42'),
  ];
  for (const d of devices) expect((await me(d.token)).statusCode).toBe(200);
  return { accountId: account!.id, userId: user!.id, devices };
};

/** A call by the provider's admin, who signs in for it. */
const asAdmin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const admin = await signInAs(t.app, DEMO.admin);
  return t.app.inject({ method, url: `/api/${url}`, headers: bearer(admin.token), payload });
};

const expectEnded = async (devices: Session[]) => {
  for (const d of devices) {
    const res = await me(d.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ENDED);
    expect((await refresh(d.refreshCookie)).statusCode).toBe(400);
  }
};

describe('an access token stops at once, not when it expires', () => {
  it('after sign-out, on every device of the user', async () => {
    const { devices } = await newStaff('cikis@demo.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refresh_token: devices[0]!.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    await expectEnded(devices);
  });

  it('after sign-out carrying only the bearer token', async () => {
    const { devices } = await newStaff('cikis-bearer@demo.test');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(devices[0]!.token) });
    await expectEnded(devices);
  });

  it('after the user is disabled', async () => {
    const { userId, devices } = await newStaff('pasif@demo.test');
    const res = await asAdmin('POST', 'admin/user/update', {
      id: userId,
      firstName: 'Deniz',
      lastName: 'Kaya',
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(devices);
  });

  it('after the account is closed', async () => {
    const { accountId, devices } = await newStaff('kapali@demo.test');
    const res = await asAdmin('GET', `admin/account/delete/${accountId}`);
    expect(res.statusCode).toBe(200);
    await expectEnded(devices);
  });

  it('after the account is closed or the user disabled by any path, even one that forgot to end sessions', async () => {
    // Nothing of ours runs here: the database's own notice (on commit) empties the session
    // cache. On PostgreSQL it comes over the listener's connection, so the test waits for it.
    const closed = await newStaff('dogrudan-kapali@demo.test');
    let heard = nextSessionEndHeard();
    await t.handle.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, closed.accountId));
    await heard;
    for (const d of closed.devices) expect((await me(d.token)).statusCode).toBe(401);
    const disabled = await newStaff('dogrudan-pasif@demo.test');
    heard = nextSessionEndHeard();
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.userId));
    await heard;
    for (const d of disabled.devices) expect((await me(d.token)).statusCode).toBe(401);
  });

  it('after the account’s role changes: the old token stops, its refresh carries the new role', async () => {
    const { accountId, devices } = await newStaff('rol-degisti@demo.test');
    const heard = nextSessionEndHeard();
    await t.handle.db.update(accounts).set({ role: 'Accountant' }).where(eq(accounts.id, accountId));
    await heard;
    expect((await me(devices[0]!.token)).statusCode).toBe(401);
    const renewed = await refresh(devices[0]!.refreshCookie);
    expect(renewed.statusCode).toBe(200);
    const token = renewed.json().jwtToken as string;
    expect(decodeClaims(token).role).toBe('Accountant');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('endSessionsOfAccount ends the sessions in that account and its refresh tokens', async () => {
    const { accountId, devices } = await newStaff('hesap-oturum@demo.test');
    await t.handle.db.transaction((tx) => endSessionsOfAccount(tx, accountId));
    await expectEnded(devices);
  });

  it('after a password change, on every other device; the changing one goes on with its new token', async () => {
    const { devices } = await newStaff('sifre-degisti@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/me/change-password',
      headers: bearer(devices[0]!.token),
      payload: { currentPassword: 'Guclu.Parola42', newPassword: 'Baska.Kelime73' },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(devices);
    expect((await me(res.json().jwtToken)).statusCode).toBe(200);
  });

  it('is refused by another app over the same database at once, though both cache live sessions', async () => {
    const { devices } = await newStaff('iki-surec@demo.test');
    const second = await buildApp({ config: t.config, db: t.handle.db });
    try {
      expect((await me(devices[0]!.token, second)).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { refresh_token: devices[1]!.refreshCookie },
      });
      expect((await me(devices[0]!.token, second)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses a validly signed token that names no live session', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const { sid: _sid, iat: _iat, exp: _exp, ...claims } = decodeClaims(token);
    const withoutSession = t.app.jwt.sign(claims as never);
    expect((await me(withoutSession)).statusCode).toBe(401);
    const verify = await t.app.inject({ method: 'GET', url: `/api/auth/${withoutSession}/verify` });
    expect(verify.json()).toEqual({ isValid: false, isAdmin: false });
  });
});
