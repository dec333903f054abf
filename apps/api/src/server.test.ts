import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { DEMO, DEMO_PASSWORD } from './db/seed/demo-seed';
import { students } from './modules/students/student.table';
import { decodeClaims } from './test/auth-helpers';
import { registration } from './test/factories/students';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Starting the real server (tsx, migrations, seed) takes seconds on a quiet machine and far
// longer on a busy one; these bound the waiting, they assert nothing about speed.
const LONG = 600_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

type Proc = { child: ChildProcess; out: () => string; err: () => string; exit: Promise<number | null> };

const run = (script: string[], env: Record<string, string>): Proc => {
  const child = spawn(process.execPath, script, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    err += d;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exit };
};

/** The pids of the servers the supervisor has started, in order. */
const startedPids = (supervisor: Proc) =>
  [...supervisor.out().matchAll(/Sunucu başlatıldı \(süreç (\d+)/g)].map((m) => Number(m[1]));

const until = async (ready: () => boolean | Promise<boolean>) => {
  while (!(await ready())) await new Promise((r) => setTimeout(r, 200));
};

// The embedded database's durability; the PostgreSQL pass runs the same code against a server.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('the server process on the embedded database', () => {
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'panel-server-'));
  const dataDir = path.join(dataRoot, 'pglite');
  let port: number;
  let env: Record<string, string>;
  let supervisor: Proc;
  let token: string;
  let branchId: string;
  const acknowledged: string[] = [];
  let seed = 20_000;

  const url = (p: string) => `http://127.0.0.1:${port}/api/${p}`;
  const healthy = () =>
    fetch(url('health')).then(
      (r) => r.status === 200,
      () => false,
    );

  /**
   * 20 writers registering students until the server stops answering; `after(n)` runs once
   * when n writes of this batch have been acknowledged. Answers each status it got.
   */
  const writeUntilStopped = async (trigger: number, after: () => void) => {
    const statuses: (number | 'network')[] = [];
    let acked = 0;
    const writer = async () => {
      for (;;) {
        const body = registration(branchId, seed++);
        const res = await fetch(url('education/student/register'), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).catch(() => null);
        statuses.push(res?.status ?? 'network');
        if (res?.status !== 200) return;
        acknowledged.push(((await res.json()) as { id: string }).id);
        if (++acked === trigger) after();
      }
    };
    await Promise.all(Array.from({ length: 20 }, writer));
    return statuses;
  };

  beforeAll(async () => {
    port = await freePort();
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataRoot,
      DATABASE_URL: '',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      WEB_DIST: '/nonexistent',
    };
    supervisor = run(['scripts/supervisor.mjs'], env);
    await until(healthy);
    const res = await fetch(url('auth/authenticate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.founder, password: DEMO_PASSWORD }),
    });
    token = ((await res.json()) as { jwtToken: string }).jwtToken;
    branchId = decodeClaims(token).br as string;
  }, LONG);
  afterAll(async () => {
    if (supervisor?.child.exitCode === null) {
      supervisor.child.kill('SIGTERM');
      await supervisor.exit;
    }
    rmSync(dataRoot, { recursive: true, force: true });
  });

  it(
    'refuses a second server on the same data folder with a clear message and an exit code the supervisor does not restart',
    async () => {
      const holder = startedPids(supervisor).at(-1);
      const second = run(['scripts/supervisor.mjs'], { ...env, PORT: String(await freePort()) });
      expect(await second.exit).toBe(78);
      expect(second.err()).toContain('Veri klasörü başka bir sunucu tarafından kullanılıyor');
      expect(second.err()).toContain('is in use by another server');
      expect(second.out()).toContain('yeniden başlatılmayacak');
      expect(startedPids(second)).toHaveLength(1);
      // The first server holds on and goes on serving.
      expect(startedPids(supervisor).at(-1)).toBe(holder);
      expect(await healthy()).toBe(true);
    },
    LONG,
  );

  it(
    'loses no acknowledged write when the server is killed with SIGKILL under 20 writers, and the supervisor restarts it',
    async () => {
      for (let round = 1; round <= 3; round++) {
        const victim = startedPids(supervisor).at(-1)!;
        const statuses = await writeUntilStopped(10, () => process.kill(victim, 'SIGKILL'));
        expect(statuses).not.toContain(500);
        await until(() => (startedPids(supervisor).at(-1) ?? victim) !== victim);
        await until(healthy);
      }
      expect(startedPids(supervisor)).toHaveLength(4);
      expect(supervisor.out()).toContain('beklenmedik biçimde durdu (SIGKILL)');
    },
    LONG,
  );

  it(
    'on SIGTERM finishes the requests in flight, closes the database cleanly and is not restarted',
    async () => {
      let stopSent = false;
      let ackedAfterStop = 0;
      const before = acknowledged.length;
      const statuses = await writeUntilStopped(1, () => {
        stopSent = true;
        supervisor.child.kill('SIGTERM');
      });
      ackedAfterStop = acknowledged.length - before - 1;
      expect(stopSent).toBe(true);
      expect(await supervisor.exit).toBe(0);
      // Writes the server had taken in still answered 200 after the signal.
      expect(ackedAfterStop).toBeGreaterThan(0);
      expect(statuses).not.toContain(500);
      expect(startedPids(supervisor)).toHaveLength(4);
      // A clean close releases the folder's lock.
      expect(existsSync(`${dataDir}.lock`)).toBe(false);

      // Every write any server acknowledged, through three kills and the stop, is stored.
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const stored = await db.db
          .select({ id: students.id })
          .from(students)
          .where(inArray(students.id, acknowledged));
        expect(stored.length).toBe(acknowledged.length);
      } finally {
        await db.close();
      }
    },
    LONG,
  );
});
