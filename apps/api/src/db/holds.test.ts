import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './client';
import { HELD_TOO_LONG, warnOnLongHolds } from './holds';

const LIMIT_MS = 150;

describe('how long a request holds the embedded database', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const warnings: { route: string; holdMs: number; msg: string }[] = [];

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    const { db } = handle;
    app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(JSON.parse(line)) } },
    });
    warnOnLongHolds(app, LIMIT_MS);
    app.get('/quick', async () => db.execute(sql`select 1`).then(() => 'ok'));
    app.get('/slow-query', async () => db.execute(sql`select pg_sleep(0.3)`).then(() => 'ok'));
    // Quick queries, but the transaction keeps the database between them.
    app.get('/slow-transaction', async () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
        return 'ok';
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('logs the route of a query or a transaction that held it past the limit, not one that waited for it', async () => {
    await app.inject('/slow-query');
    // The quick request asks while the transaction holds the database: it waits, then holds it briefly.
    const started = performance.now();
    const [slow, quick] = await Promise.all([
      app.inject('/slow-transaction'),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => app.inject('/quick')),
    ]);
    expect([slow.statusCode, quick.statusCode]).toEqual([200, 200]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    expect(warnings.map((w) => w.route)).toEqual(['/slow-query', '/slow-transaction']);
    for (const w of warnings) {
      expect(w.msg).toBe(HELD_TOO_LONG);
      expect(w.holdMs).toBeGreaterThanOrEqual(290);
    }
  });
});
