import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('answers 200 without sign-in when the database answers and is migrated, and says nothing more', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while a migration this build ships is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [removed] = (
      (await t.handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        title: 'Hizmet Kullanılamıyor',
        message: 'Veritabanı güncel değil: uygulanmamış geçişler var.',
        errors: ['Veritabanı güncel değil: uygulanmamış geçişler var.'],
      });
    } finally {
      await t.handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed!.hash}, ${removed!.created_at})`,
      );
    }
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    await t.handle.close();
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: 'Veritabanına ulaşılamıyor.' });
    // close() in afterAll closes it again: give it a database to close.
    t = { ...t, close: () => t.app.close() };
  });
});
