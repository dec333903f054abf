import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import { DEMO, DEMO_PASSWORD } from '../../db/seed/demo-seed';
import { setUpTestApp } from '../../test/test-app';
import { signInPairKey } from './auth.service';
import { authThrottle } from './auth-throttle.table';

/** The owner's e-mail is guessed at from elsewhere; the pair throttle allows 3 in a row. */
const t = setUpTestApp({}, { env: { AUTH_FREE_FAILURES: '3' } });

/** Another API process over the same database, with other settings. */
const withSettings = async (
  change: (config: Config) => Config,
  use: (app: FastifyInstance) => Promise<void>,
) => {
  const app = await buildApp({ config: change(t.config), db: t.handle.db });
  try {
    await use(app);
  } finally {
    await app.close();
  }
};

const attempt = (
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress: string,
  headers = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, password },
    remoteAddress,
    headers,
  });

/** A first wait longer than any test lasts: no count hangs on the machine's speed. */
const slow = (c: Config) => ({ ...c, authThrottle: { ...c.authThrottle, firstDelaySeconds: 600 } });

/** Lets the pair's current delay pass, as the clock would: tests never wait on time. */
const letDelayPass = (key: string) =>
  t.handle.db
    .update(authThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(authThrottle.key, key));

describe('sign-in throttle per e-mail and address, with a growing delay', () => {
  it('lets a parallel burst of 30 wrong passwords through no more than the 3 free attempts', async () => {
    await withSettings(slow, async (app) => {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => attempt(app, DEMO.otherManager, `Yanlis${i}!`, '10.9.9.9')),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 400)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(27);
      const refused = results.find((r) => r.statusCode === 429)!;
      expect(refused.json().message).toMatch(
        /^Çok fazla hatalı giriş denemesi yapıldı\. Lütfen \d+ dakika sonra/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    });
  });

  it('makes each further attempt wait twice as long, and refuses even the right password while waiting', async () => {
    const ip = '10.7.7.7';
    const key = signInPairKey(DEMO.founder, ip);
    const storedWait = async () => {
      const [row] = await t.handle.db
        .select({
          seconds: sql<number>`round(extract(epoch from (${authThrottle.blockedUntil} - ${authThrottle.windowStartedAt})))::int`,
        })
        .from(authThrottle)
        .where(eq(authThrottle.key, key));
      return row?.seconds;
    };
    for (let i = 1; i <= 3; i++)
      expect((await attempt(t.app, DEMO.founder, `Yanlis${i}!`, ip)).statusCode).toBe(400);
    const waits: (number | undefined)[] = [await storedWait()];
    for (let i = 0; i < 3; i++) {
      const refused = await attempt(t.app, DEMO.founder, DEMO_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await letDelayPass(key);
      expect((await attempt(t.app, DEMO.founder, `Yanlis.Tekrar${i}!`, ip)).statusCode).toBe(400);
      waits.push(await storedWait());
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    await letDelayPass(key);
    // The right password after the wait signs in and forgets the failures.
    expect((await attempt(t.app, DEMO.founder, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    expect(await t.handle.db.select().from(authThrottle).where(eq(authThrottle.key, key))).toHaveLength(0);
  });

  it("never locks the owner out: others' failures from elsewhere leave his own sign-in open", async () => {
    await withSettings(slow, async (app) => {
      for (let i = 0; i < 20; i++) await attempt(app, DEMO.founder, `Yanlis${i}!`, `10.5.5.${i % 4}`);
      const blocked = await attempt(app, DEMO.founder, DEMO_PASSWORD, '10.5.5.1');
      expect(blocked.statusCode).toBe(429);
      expect((await attempt(app, DEMO.founder, DEMO_PASSWORD, '192.168.1.20')).statusCode).toBe(200);
    });
  });

  it('counts every attempt in the database, keyed by e-mail and address', async () => {
    const rows = await t.handle.db.select().from(authThrottle).where(like(authThrottle.key, 'signin:%'));
    expect(rows.some((r) => r.key === signInPairKey(DEMO.otherManager, '10.9.9.9'))).toBe(true);
  });
});

describe('sign-in throttle per address, and which address', () => {
  const perIpLimit3 = (c: Config, trustedProxies: string[] = []) => ({
    ...c,
    trustedProxies,
    authThrottle: { ...c.authThrottle, ipAttemptLimit: 3 },
  });

  it('counts the connecting address, not an X-Forwarded-For sent by the client', async () => {
    await withSettings(perIpLimit3, async (app) => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await attempt(app, `kimse${i}@demo.test`, 'Yanlis1!', '10.1.2.3', {
          'x-forwarded-for': `203.0.113.${i}`,
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429, 429, 429]);
    });
  });

  it('believes X-Forwarded-For from a configured proxy only (TRUSTED_PROXIES)', async () => {
    await withSettings(
      (c) => perIpLimit3(c, ['10.0.0.0/8', '192.0.2.1']),
      async (app) => {
        for (let i = 0; i < 6; i++) {
          const viaProxy = await attempt(app, `vekil${i}@demo.test`, 'Yanlis1!', '10.0.0.5', {
            'x-forwarded-for': `198.51.100.${i}`,
          });
          expect(viaProxy.statusCode).toBe(400);
        }
        const keys = (await t.handle.db.select().from(authThrottle)).map((r) => r.key);
        expect(keys).toContain('ip:198.51.100.5');
        expect(keys).not.toContain('ip:10.0.0.5');
        // Not a configured proxy: its header is ignored and its own address counted.
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) {
          const res = await attempt(app, `vekil${i}@demo.test`, 'Yanlis1!', '172.16.0.9', {
            'x-forwarded-for': `198.51.100.${i + 10}`,
          });
          codes.push(res.statusCode);
        }
        expect(codes).toEqual([400, 400, 400, 429]);
      },
    );
  });

  it('reads TRUSTED_PROXIES as comma-separated addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16,::1' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'herkes' })).toThrow();
  });
});
