/**
 * Prints the SQL the API sends for each read scenario, one request each, so the bare
 * baseline server (bench/baseline-server.ts) can be kept running the same statements.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/panel_bench tsx bench/capture-sql.ts
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import type { BenchMeta } from './generate';
import { USERS } from './generate';
import { readMeta, targetFor } from './lib/db';
import { scenarioPaths } from './scenarios';

const target = targetFor(Number(process.env.BENCH_SCALE ?? 0.1));
if (target.kind !== 'postgres') throw new Error('capture-sql reads the statements from pg: set DATABASE_URL');
const meta = await readMeta<BenchMeta>(target);
if (!meta) throw new Error('No benchmark data: run bench/generate.ts first.');

let log: string[] | null = null;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  if (log) log.push(typeof first === 'string' ? first : first.text);
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

// The sign-in scenario's thousands of attempts from one address must not lock this one out.
const config = {
  ...loadConfig({ ...process.env, LOG_LEVEL: 'silent', AUTH_IP_ATTEMPT_LIMIT: '1000000000' }),
};
const handle = await openDatabase(config.database);
const app = await buildApp({ config, db: handle.db });
const signIn = await app.inject({
  method: 'POST',
  url: '/api/auth/authenticate',
  payload: { email: USERS.founder, password: meta.password },
});
if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
const token = signIn.json().jwtToken as string;
for (const [name, paths] of Object.entries(scenarioPaths(meta))) {
  // Warm the grants cache first so the permission lookup does not show.
  await app.inject({ method: 'GET', url: paths[0]!, headers: { authorization: `Bearer ${token}` } });
  log = [];
  for (const url of paths) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    log.push(`-- ${url} → ${res.statusCode}`);
  }
  console.log(`\n===== ${name}\n${log.join(';\n')}`);
  log = null;
}
await app.close();
await handle.close();
