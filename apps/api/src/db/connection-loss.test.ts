import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms } from '../modules/education/classrooms/classroom.table';
import { bearer, decodeClaims, signInAs } from '../test/auth-helpers';
import { queryRows } from '../test/sql';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO } from './seed/demo-seed';
import { databaseUnavailableReason } from './unavailable';

// Backends can only be terminated on a real PostgreSQL; the PGlite pass has no connections.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection dropped under load', () => {
  let t: TestApp;
  let admin: pg.Client;
  let database: string;
  let closed = false;
  const uncaught: unknown[] = [];
  // The process would end on an unhandled `error` event; here it is recorded and asserted on.
  const record = (error: unknown) => uncaught.push(error);

  /** Terminates every backend of the app's database from a second connection; returns how many. */
  const terminateBackends = async (): Promise<number> => {
    // The call stays in the select list: in a WHERE clause PostgreSQL may evaluate it before
    // the database filter, and other databases on the server would lose their connections too.
    const result = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return result.rows.filter((r) => r.terminated).length;
  };

  beforeAll(async () => {
    process.prependListener('uncaughtException', record);
    t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000' } });
    database = new URL((t.config.database as { url: string }).url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    process.removeListener('uncaughtException', record);
    await admin?.end();
    if (!closed) await t?.close();
  });

  it('fails the transaction whose connection was cut as unavailable, and the pool serves the next query', async () => {
    const failure = await t.handle.db
      .transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await admin.query('select pg_terminate_backend($1)', [own!.pid]);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).not.toBeNull();
    expect(databaseUnavailableReason(failure)).not.toBeNull();
    expect(uncaught).toEqual([]);
    expect(await queryRows(t.handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('answers 503 only to the requests that lost their connection, keeps serving, and loses no acknowledged write', async () => {
    const { token } = await signInAs(t.app, DEMO.founder);
    const branchId = decodeClaims(token).br as string;
    const writers = 20;
    const writesPerWriter = 8;
    const rounds = [20, 60, 100]; // acknowledged writes after which the backends are terminated
    const acknowledged: string[] = [];
    const answers = new Map<number, number>();
    const unavailableBodies: unknown[] = [];
    const terminations: Promise<number>[] = [];
    // A real write: the resource's insert and its audit row in one transaction.
    const createClassroom = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/education/class-room',
        headers: bearer(token),
        payload: { branchId, name, capacity: 30 },
      });

    const writer = async (w: number) => {
      for (let i = 0; i < writesPerWriter; i++) {
        const res = await createClassroom(`Derslik ${w}-${i}`);
        answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) {
          acknowledged.push((res.json() as { id: string }).id);
          if (rounds.includes(acknowledged.length)) terminations.push(terminateBackends());
        } else if (res.statusCode === 503) {
          unavailableBodies.push(res.json());
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));

    // Every round found connections to cut, and nothing ended the process.
    const terminated = await Promise.all(terminations);
    expect(terminated).toHaveLength(rounds.length);
    for (const n of terminated) expect(n).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    // A request either succeeded or was told, in Turkish and in the spec's shape, to try again.
    expect([...answers.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const body of unavailableBodies) {
      expect(body).toEqual({
        title: 'Hizmet Kullanılamıyor',
        message: expect.stringContaining('Veritabanına'),
        errors: [expect.stringContaining('Veritabanına')],
      });
    }

    // The server answers afterwards, reads and writes alike.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await createClassroom('Derslik son')).statusCode).toBe(200);

    // Every write that answered 200 is in the database.
    const stored = await t.handle.db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(inArray(classrooms.id, acknowledged));
    expect(stored.map((r) => r.id).sort()).toEqual([...acknowledged].sort());

    // And it still shuts down cleanly: the pool ends only when every client came back, so a
    // connection lost and never released would hold the shutdown (and this test) forever.
    await t.close();
    closed = true;
  });
});
