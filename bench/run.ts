/**
 * `npm run bench`: the web app's bundle sizes, then the large-institution data (generated
 * once per scale and seed), the real API server under load, the bare baseline, the Excel
 * import, and one table with every budget marked. Writes bench/results/latest.json.
 *
 *   npm run bench -- --scale 0.1            # PGlite in data/bench (default)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/panel_bench npm run bench -- --scale 1
 *   npm run bench -- --bundle-only          # the bundle sizes alone
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { CRM_IMPORT_MAX_ROWS } from '@panel/shared/crm/import';
import { type BenchMeta, DECOY, GENERATOR_VERSION, generate, USERS } from './generate';
import { parseArgs } from './lib/args';
import { type BundleGroup, measureRouteGroups } from './lib/bundle-size';
import {
  connect,
  describeTarget,
  envFor,
  migrationsMatch,
  ROOT,
  readMeta,
  type Target,
  targetFor,
} from './lib/db';
import { EXAM_OUTCOMES, examForm, examInput, examOutcomePool, readerFile } from './lib/exam';
import { bulkInsertRows, crmImportWorkbook, importRows, importWorkbook, removeImported } from './lib/import';
import { type LoadRequest, type LoadResult, runLoad } from './lib/load';
import { createRng } from './lib/prng';
import { cpuMsOf, type Holds, startServer } from './lib/proc';
import { type ReportJobResult, runReportJob } from './lib/report-job';
import { READ_SCENARIOS, type ReadScenario } from './scenarios';

const args = parseArgs(process.argv.slice(2));
const runStarted = Date.now();
const loadAtStart = os.loadavg().map((l) => Math.round(l * 10) / 10);
const log = (line: string) => console.log(line);
const elapsed = () => `${((Date.now() - runStarted) / 1000).toFixed(0)} s`;

// ---------------------------------------------------------------- front end

type Bundle = BundleGroup;
const measureBundles = async (): Promise<{ bundles: Bundle[]; note: string | null }> => {
  let note: string | null = null;
  if (!args.skipWeb) {
    log('> Web uygulaması derleniyor (npm run build -w @panel/web)');
    const build = spawnSync('npm', ['run', 'build', '-w', '@panel/web'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) {
      note = 'web build failed: sizes are of the previous build';
      log(
        `  ! derleme başarısız, önceki derlemenin boyutları:\n${`${build.stdout}${build.stderr}`.slice(-1500)}`,
      );
    }
  }
  try {
    return { bundles: measureRouteGroups(), note };
  } catch (error) {
    return { bundles: [], note: `no web build to measure (${(error as Error).message.split('\n')[0]})` };
  }
};

const { bundles, note: bundleNote } = await measureBundles();
for (const b of bundles) {
  const verdict = b.gzipKb < b.budgetKb ? 'pass' : 'FAIL';
  log(
    `${b.group.padEnd(24)} ${b.gzipKb.toFixed(1).padStart(6)} KB gzip  < ${b.budgetKb} KB  ${verdict}  ${b.detail}`,
  );
}
if (args.bundleOnly) process.exit(args.strict && bundles.some((b) => b.gzipKb >= b.budgetKb) ? 1 : 0);

// ---------------------------------------------------------------- data

const target: Target = targetFor(args.scale);
let meta = args.regenerate ? null : await readMeta<BenchMeta>(target);
if (meta && (meta.version !== GENERATOR_VERSION || meta.scale !== args.scale || meta.seed !== args.seed))
  meta = null;
if (meta && !(await migrationsMatch(target))) {
  log('> Bir göç, veri üretildikten sonra değişmiş: veri yeniden üretiliyor');
  meta = null;
}
if (meta)
  log(
    `> Veri hazır: ${describeTarget(target)} (ölçek ${meta.scale}, ${meta.generatedAt.slice(0, 10)} üretildi)`,
  );
else
  meta = await generate({
    target,
    scale: args.scale,
    seed: args.seed,
    today: args.today,
    force: args.force,
    log,
  });
const M = meta;
const dbVersion = await (async () => {
  const db = await connect(target);
  try {
    // Earlier runs' collections and import leave dead rows and a GIN pending list behind:
    // every run measures a vacuumed database.
    await db.exec('vacuum analyze');
    const [row] = await db.query<{ v: string }>('select version() as v');
    return row!.v.split(' on ')[0]!;
  } finally {
    await db.close();
  }
})();
log(`  VACUUM ANALYZE (${elapsed()})`);

// ---------------------------------------------------------------- the API under load

const isPg = target.kind === 'postgres';
// Issue 22: a read answers as one user feels it (p95 at a few connections, on PostgreSQL at
// full scale; PGlite gets the embedded default's 100 ms), and our layers stay near free there.
const LOW_P95_MS = isPg ? 20 : 100;
// Issue 22, the embedded default: no request holds PGlite longer than this at once; holds
// from HOLD_LOGGED_MS up are logged by the API and kept per scenario.
const HOLD_MS = 200;
const HOLD_LOGGED_MS = 50;
const LOW_RATIO = 0.85;
const today = todayInIstanbul();
const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
};

type Row = {
  scenario: string;
  kind: 'auth' | 'read' | 'write';
  available: boolean;
  api?: LoadResult & { rss: number; cpuMs?: number };
  baseline?: ReadResult;
  /** The same read at `--low-connections`, against the API and the bare server. */
  low?: { api: ReadResult; baseline?: ReadResult };
  budget: string;
  failures: string[];
};
const rows: Row[] = [];
const maxRequests = (duration: number) => Math.round(duration * 2500);

const apiEnv = {
  ...envFor(target),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  AUTH_IP_ATTEMPT_LIMIT: '1000000000',
  AUTH_FREE_FAILURES: '1000000000',
  // On PGlite: every request that holds the database longer than this is logged (db/holds.ts).
  DB_HOLD_WARN_MS: String(HOLD_LOGGED_MS),
};
log(`> API sunucusu başlatılıyor (${elapsed()})`);
const api = await startServer('API', 'apps/api/src/server.ts', apiEnv, '/api/docs/json');

const signIn = async (email: string) => {
  const res = await fetch(`${api.url}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: M.password }),
  });
  if (res.status !== 200) throw new Error(`${email}: sign-in answered ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwtToken: string }).jwtToken;
};
const founder = await signIn(USERS.founder);
const admin = await signIn(USERS.admin);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
// The OpenAPI document is served to provider admins only (platform/api-docs.ts).
const openApi = (await (await fetch(`${api.url}/api/docs/json`, { headers: auth(admin) })).json()) as {
  paths?: Record<string, unknown>;
};
const routes = new Set(Object.keys(openApi.paths ?? {}));
const getJson = async (url: string, token = founder) => {
  const res = await fetch(`${api.url}${url}`, { headers: auth(token) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

log('> Üretilen veri API üzerinden doğrulanıyor');
{
  let wrong = 0;
  for (const a of M.accounts) {
    const { status, body } = await getJson(`/api/student/${a.id}/account`);
    const expected = { debit: a.debit, discount: a.discount, credit: a.credit, balance: a.balance };
    const keys = Object.keys(expected) as (keyof typeof expected)[];
    if (M.today === today) keys.push('overdue' as never);
    const differs = keys.filter((k) => body[k] !== (k === ('overdue' as never) ? a.overdue : expected[k]));
    if (status !== 200 || differs.length) {
      wrong++;
      if (wrong <= 3) log(`    ${a.id}: ${status} ${JSON.stringify(body)} ≠ ${JSON.stringify(a)}`);
    }
  }
  check(
    'student accounts',
    wrong === 0,
    `${M.accounts.length - wrong}/${M.accounts.length} balances as generated`,
  );
  const { body } = await getJson(`/api/education/student?_searchTerm=${DECOY}`);
  check('tenancy', body._totalData === 0, `a search for ${DECOY} finds ${String(body._totalData)} students`);
  const sample = M.students[1]!;
  const found = await getJson(`/api/education/student?_searchTerm=${sample.citizenId}`);
  const data = found.body._data as { id: string }[];
  check(
    'search',
    data.length === 1 && data[0]!.id === sample.id,
    `citizen id ${sample.citizenId} finds ${data.length} student(s)`,
  );
}

/** A read's load result with the server's CPU time per answered request (ms). */
type ReadResult = LoadResult & { cpuMs: number };

const warmAndRun = async (
  server: { url: string; pid: number },
  requests: LoadRequest[],
  headers: Record<string, string>,
  connections = args.connections,
): Promise<ReadResult> => {
  const { url } = server;
  await runLoad({ url, connections, duration: 1, maxRequests: 300, requests, headers });
  const cpuBefore = cpuMsOf(server.pid);
  const result = await runLoad({
    url,
    connections,
    duration: args.duration,
    maxRequests: maxRequests(args.duration),
    requests,
    headers,
    marker: DECOY,
  });
  return { ...result, cpuMs: result.requests ? (cpuMsOf(server.pid) - cpuBefore) / result.requests : 0 };
};

/** A read scenario's rounds as autocannon requests: the first request of a round draws the round. */
const readRequests = (s: ReadScenario, seed: number): LoadRequest[] => {
  const draw = createRng(seed);
  const size = s.round(M, draw).length;
  return Array.from({ length: size }, (_, i) => ({
    method: 'GET',
    setupRequest: (request: LoadRequest, context: Record<string, unknown>) => {
      if (i === 0 || !context.round) context.round = s.round(M, draw);
      return { ...request, path: (context.round as string[])[i] };
    },
  }));
};

const p95Budget = (b: ReadScenario['budget']) => (isPg ? b.p95 : (b.pgliteP95 ?? b.p95));

log(`> Senaryolar (${args.connections} bağlantı, ${args.duration} s; ${elapsed()})`);
const wanted = (name: string) => !args.only.length || args.only.some((o) => name.includes(o));

if (wanted('sign-in')) {
  const result = await runLoad({
    url: api.url,
    connections: args.connections,
    duration: args.duration,
    maxRequests: 2000,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/authenticate',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: USERS.founder, password: M.password }),
      },
    ],
    marker: DECOY,
  });
  const failures = [];
  if (result.errors) failures.push('errors');
  if (result.leaks) failures.push(`${DECOY} in answers`);
  rows.push({
    scenario: 'sign-in (argon2id)',
    kind: 'auth',
    available: true,
    api: { ...result, rss: api.rss.take() },
    budget: 'no errors',
    failures,
  });
  log(`  sign-in: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms`);
}

const readRows = new Map<string, Row>();
const startBare = () =>
  startServer(
    'baseline',
    'bench/baseline-server.ts',
    {
      ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : { BENCH_PGLITE_DIR: target.dataDir }),
      BENCH_BUSINESS_ID: M.businessId,
    },
    '/api/student/00000000-0000-4000-8000-000000000000/detail',
  );
const runBare = async (bare: { url: string; pid: number }, s: ReadScenario, row: Row) => {
  row.baseline = await warmAndRun(bare, readRequests(s, args.seed), {});
  log(
    `  ${s.name} (bare): ${row.baseline.rps.toFixed(0)} req/s, p95 ${row.baseline.p95.toFixed(1)} ms, CPU ${row.baseline.cpuMs.toFixed(2)} ms/req`,
  );
  if (args.lowConnections && row.low) {
    row.low.baseline = await warmAndRun(bare, readRequests(s, args.seed), {}, args.lowConnections);
    log(
      `  ${s.name} (bare, ${args.lowConnections} conn.): ${row.low.baseline.rps.toFixed(0)} req/s, p95 ${row.low.baseline.p95.toFixed(1)} ms`,
    );
  }
};
// On PostgreSQL the bare server runs each scenario right after the API, so both meet the same
// machine (others' load on it comes and goes); PGlite admits one process, so it goes after.
const interleaved =
  isPg && READ_SCENARIOS.some((s) => s.baseline && wanted(s.name)) ? await startBare() : null;

const holdsByScenario: (Holds & { scenario: string })[] = [];
for (const s of READ_SCENARIOS) {
  if (!wanted(s.name)) continue;
  const row: Row = {
    scenario: s.name,
    kind: 'read',
    available: routes.has(s.route),
    budget: `p95 < ${p95Budget(s.budget)} ms${s.budget.ratio ? `, ≥ ${s.budget.ratio} × bare` : ''}${
      args.lowConnections
        ? `; at ${args.lowConnections}: p95 < ${LOW_P95_MS} ms${s.baseline ? `, ≥ ${LOW_RATIO} × bare` : ''}`
        : ''
    }`,
    failures: [],
  };
  rows.push(row);
  readRows.set(s.name, row);
  if (!row.available) {
    log(`  ${s.name}: not yet available (${s.route} is not in the API)`);
    continue;
  }
  api.rss.take();
  api.holds.take();
  const result = await warmAndRun(api, readRequests(s, args.seed), auth(founder));
  row.api = { ...result, rss: api.rss.take() };
  log(
    `  ${s.name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, errors ${result.errors}, CPU ${result.cpuMs.toFixed(2)} ms/req`,
  );
  if (args.lowConnections) {
    const low = await warmAndRun(api, readRequests(s, args.seed), auth(founder), args.lowConnections);
    row.low = { api: low };
    log(
      `  ${s.name} (${args.lowConnections} conn.): ${low.rps.toFixed(0)} req/s, p95 ${low.p95.toFixed(1)} ms`,
    );
  }
  if (!isPg) {
    const held = api.holds.take();
    holdsByScenario.push({ scenario: s.name, ...held });
    if (held.requests)
      log(
        `  ${s.name}: ${held.requests} requests held the database over ${HOLD_LOGGED_MS} ms, at most ${held.longestMs} ms`,
      );
  }
  if (interleaved && s.baseline) await runBare(interleaved, s, row);
}
await interleaved?.stop();

let collectionOk = 0;
const collectionsFrom = new Date(Date.now() - 1000).toISOString();
if (wanted('collection')) {
  let next = 0;
  const body = (i: number) => {
    const payer = M.payers[i % M.payers.length]!;
    return JSON.stringify({
      studentId: payer.studentId,
      cashBookId: payer.cashBookId,
      method: 'Cash',
      amount: '10,00',
      paidOn: today,
      installmentIds: [],
    });
  };
  const requests: LoadRequest[] = [
    {
      method: 'POST',
      path: '/api/finance/collection',
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...auth(founder),
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: body(next++),
      }),
      onResponse: (status) => {
        if (status === 200) collectionOk++;
      },
    },
  ];
  const result = await runLoad({
    url: api.url,
    connections: args.connections,
    duration: args.duration,
    maxRequests: Math.min(maxRequests(args.duration), M.payers.length * 20),
    requests,
    marker: DECOY,
  });
  // The same key twice: the second is answered from the first, nothing is posted again.
  const key = randomUUID();
  const post = () =>
    fetch(`${api.url}/api/finance/collection`, {
      method: 'POST',
      headers: { ...auth(founder), 'content-type': 'application/json', 'idempotency-key': key },
      body: body(0),
    });
  const first = await post();
  const second = await post();
  const [a, b] = [
    (await first.json()) as { receiptNo?: string },
    (await second.json()) as { receiptNo?: string },
  ];
  const replayed = second.headers.get('idempotent-replayed') === 'true' && a.receiptNo === b.receiptNo;
  if (first.status === 200) collectionOk++;
  check(
    'idempotency',
    replayed,
    `a repeated key answered ${second.status}, receipt ${b.receiptNo} (first ${a.receiptNo})`,
  );
  const p95 = isPg ? 50 : 100;
  const failures = [];
  if (result.errors) failures.push('errors');
  if (result.p95 >= p95) failures.push('p95');
  if (!replayed) failures.push('idempotency');
  rows.push({
    scenario: 'collection POST',
    kind: 'write',
    available: routes.has('/api/finance/collection'),
    api: { ...result, rss: api.rss.take() },
    budget: `no errors, p95 < ${p95} ms, no double posting`,
    failures,
  });
  log(
    `  collection POST: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, errors ${result.errors}`,
  );
}

// A manager's correction of a closed roll call: the class's marks sent again, one of them changed.
if (wanted('roll call submit') && M.rollCalls.length > 0) {
  let next = 0;
  let errors = 0;
  const body = (i: number) => {
    const call = M.rollCalls[i % M.rollCalls.length]!;
    const absent = call.studentIds[i % call.studentIds.length];
    return JSON.stringify({
      id: call.id,
      marks: call.studentIds.map((studentId) => ({
        studentId,
        state: studentId === absent ? 'Absent' : 'Present',
        lateMinutes: null,
        excuseReason: null,
      })),
    });
  };
  const result = await runLoad({
    url: api.url,
    connections: args.connections,
    duration: args.duration,
    maxRequests: maxRequests(args.duration),
    requests: [
      {
        method: 'POST',
        path: '/api/education/rollcall/submit',
        setupRequest: (request) => ({
          ...request,
          headers: { ...auth(founder), 'content-type': 'application/json' },
          body: body(next++),
        }),
        onResponse: (status) => {
          if (status !== 200) errors++;
        },
      },
    ],
    marker: DECOY,
  });
  const p95 = isPg ? 50 : 100;
  const failures = [];
  if (result.errors || errors) failures.push('errors');
  if (result.p95 >= p95) failures.push('p95');
  rows.push({
    scenario: 'roll call submit',
    kind: 'write',
    available: routes.has('/api/education/rollcall/submit'),
    api: { ...result, rss: api.rss.take() },
    budget: `no errors, p95 < ${p95} ms`,
    failures,
  });
  log(
    `  roll call submit: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, errors ${result.errors + errors}`,
  );
}

const apiStop = await api.stop();
log(`> API durdu; en yüksek RSS ${apiStop.peakRss.toFixed(0)} MB (${elapsed()})`);

// ---------------------------------------------------------------- the bare baseline

const baselined = READ_SCENARIOS.filter(
  (s) => s.baseline && readRows.get(s.name)?.api && !readRows.get(s.name)?.baseline,
);
if (baselined.length) {
  log('> Yalın karşılaştırma sunucusu (Fastify + sürücü, aynı SQL)');
  const bare = await startBare();
  try {
    for (const s of baselined) await runBare(bare, s, readRows.get(s.name)!);
  } finally {
    await bare.stop();
  }
}

// ---------------------------------------------------------------- the report jobs (issue 20)

// The report centre's bulk documents, each on a fresh API server (its RSS is the job's): a
// branch-day's receipts and a class's report cards as one PDF each, started and followed
// through the API as the report page does; once alone, then again on another fresh server
// with the student search under load alongside (its p95 beside its p95 alone there). The
// search runs as users feel it (issue 22): at --low-connections, a chain's busiest minute,
// held to that pass's p95; at 32 connections on 2 cores its p95 is the queue's.
const JOB_SECONDS = 60;
const JOB_RSS_MB = 500;
const JOB_READ = READ_SCENARIOS.find((s) => s.name === 'student search: 3 letters')!;
const JOB_READ_CONNECTIONS = args.lowConnections || args.connections;
const JOB_READ_P95_MS = args.lowConnections ? LOW_P95_MS : p95Budget(JOB_READ.budget);
const reportJobs: ReportJobResult[] = [];
const jobsWanted = [
  {
    name: `report job: ${M.jobs.receipts.toLocaleString('en')} receipts of a branch-day, one PDF`,
    type: 'day-receipts',
    params: { branchId: M.jobs.receiptBranchId, day: M.jobs.receiptDay },
    documents: M.jobs.receipts,
  },
  {
    name: `report job: ${M.jobs.reportCardStudents} report cards of a class, one PDF`,
    type: 'report-cards',
    params: { schoolClassId: M.jobs.reportCardClassId },
    documents: M.jobs.reportCardStudents,
  },
].filter((j) => wanted(j.name));
let jobsPeakRss = 0;
const withReads = routes.has(JOB_READ.route);
for (const job of jobsWanted)
  for (const loaded of withReads ? [false, true] : [false]) {
    const name = loaded ? `${job.name}, ${JOB_READ.name} alongside` : job.name;
    log(`> ${name}, yeni bir API sunucusunda (${elapsed()})`);
    const jobApi = await startServer('API', 'apps/api/src/server.ts', apiEnv, '/api/docs/json');
    try {
      const result = await runReportJob({
        server: jobApi,
        token: founder,
        ...job,
        name,
        timeoutMs: 600_000,
        read: loaded
          ? {
              requests: readRequests(JOB_READ, args.seed),
              connections: JOB_READ_CONNECTIONS,
              duration: args.duration,
            }
          : null,
      });
      reportJobs.push(result);
      log(
        `  ${job.type}: ${result.state} in ${result.seconds.toFixed(1)} s, peak RSS ${result.peakRss.toFixed(0)} MB, ${result.pages} pages, ${result.sizeMb.toFixed(1)} MB${result.error ? `: ${result.error}` : ''}`,
      );
      const read = (r: LoadResult | null) =>
        r ? `${r.rps.toFixed(0)} req/s, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}` : 'not run';
      if (loaded)
        log(`  ${JOB_READ.name}: alone ${read(result.readAlone)}; alongside ${read(result.readAlongside)}`);
    } finally {
      jobsPeakRss = Math.max(jobsPeakRss, (await jobApi.stop()).peakRss);
    }
  }

// ---------------------------------------------------------------- the import

// The Excel import: checked only (dry run), then saved; the save is the database phase.
type ImportResult = {
  rows: number;
  dryRunMs: number;
  importMs: number;
  dbPhaseMs: number;
  bulkMs: number;
  peakRss: number;
  status: number;
  message: string;
};
let importResult: ImportResult | null = null;
const IMPORT_ROWS = 10_000;
const sheetRows = importRows(IMPORT_ROWS, M.importBranchName);
let importPeakRss = 0;
// The CRM import: a call center's sheet of the most rows it takes, checked and saved at once.
const CRM_IMPORT_ROWS = CRM_IMPORT_MAX_ROWS;
let crmImport: { rows: number; ms: number; status: number; imported: number } | null = null;
if (!args.skipImport) {
  // After the bare server: the import's rows would otherwise sit in its searches' indexes.
  log(`> ${IMPORT_ROWS} satırlık Excel aktarımı, yeni bir API sunucusunda (${elapsed()})`);
  const importApi = await startServer('API', 'apps/api/src/server.ts', apiEnv, '/api/docs/json');
  const workbook = await importWorkbook(sheetRows);
  const upload = async (dryRun: boolean) => {
    const form = new FormData();
    form.append('file', new Blob([workbook]), 'ogrenciler.xlsx');
    const started = performance.now();
    const res = await fetch(
      `${importApi.url}/api/admin/student/import?businessId=${M.importBusinessId}&dryRun=${dryRun}`,
      { method: 'POST', headers: auth(admin), body: form },
    );
    const body = (await res.json()) as { message?: string };
    return { ms: performance.now() - started, status: res.status, message: body.message ?? '' };
  };
  importApi.rss.take();
  const dry = await upload(true);
  const saved = await upload(false);
  importResult = {
    rows: IMPORT_ROWS,
    dryRunMs: dry.ms,
    importMs: saved.ms,
    dbPhaseMs: Math.max(0, saved.ms - dry.ms),
    bulkMs: 0,
    peakRss: importApi.rss.take(),
    status: saved.status,
    message: saved.message,
  };
  log(
    `  dry run ${dry.ms.toFixed(0)} ms (${dry.status}), import ${saved.ms.toFixed(0)} ms (${saved.status}): ${saved.message}`,
  );
  // The CRM's customer import at its largest sheet, into one of the founder's branches.
  const [branch] = (await (
    await fetch(`${importApi.url}/api/general/branch/list`, { headers: auth(founder) })
  ).json()) as { id: string }[];
  const crmSheet = await crmImportWorkbook(CRM_IMPORT_ROWS);
  const crmForm = new FormData();
  crmForm.append('file', new Blob([crmSheet]), 'musteriler.xlsx');
  const crmStarted = performance.now();
  const crmRes = await fetch(`${importApi.url}/api/crm/excel?branchId=${branch?.id}`, {
    method: 'POST',
    headers: auth(founder),
    body: crmForm,
  });
  const crmBody = (await crmRes.json()) as { importedCount?: number; message?: string };
  crmImport = {
    rows: CRM_IMPORT_ROWS,
    ms: performance.now() - crmStarted,
    status: crmRes.status,
    imported: crmBody.importedCount ?? 0,
  };
  log(`  CRM: ${crmImport.ms.toFixed(0)} ms (${crmImport.status}): ${crmBody.message ?? ''}`);
  importPeakRss = (await importApi.stop()).peakRss;
}

// ---------------------------------------------------------------- the exam uploads

// A weekly trial exam of 5,000 sheets, then a chain-wide one with a sheet for every student
// (100,000 at scale 1), each read, matched, scored, ranked and stored by one upload; then a
// branch's results page and its question and outcome analysis under load.
type ExamUpload = {
  lines: number;
  ms: number;
  status: number;
  scored: number;
  unmatched: number;
  errors: number;
};
let examUploads: { weekly: ExamUpload; chain: ExamUpload; peakRss: number } | null = null;
const EXAM_WEEKLY_LINES = 5_000;
const EXAM_CHAIN_LINES = 100_000;
let examPeakRss = 0;
let outcomePoolId: string | null = null;
if (!args.skipExam) {
  log(`> Sınav yüklemeleri, yeni bir API sunucusunda (${elapsed()})`);
  const examApi = await startServer('API', 'apps/api/src/server.ts', apiEnv, '/api/docs/json');
  try {
    const call = async (method: string, url: string, body?: unknown, token = founder) => {
      const res = await fetch(`${examApi.url}${url}`, {
        method,
        headers: { ...auth(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const students = (await (
      await fetch(`${examApi.url}/api/education/student?_pageSize=10`, { headers: auth(founder) })
    ).json()) as { _totalData?: number };
    if (!students._totalData) throw new Error(`student list: ${JSON.stringify(students).slice(0, 500)}`);
    // The generator numbers a business's students from 1001 (bench/generate.ts).
    const numbers = Array.from(
      { length: Math.min(EXAM_CHAIN_LINES, students._totalData) },
      (_, i) => 1001 + i,
    );
    const form = await call('POST', '/examapi/optical-forms', examForm());
    // The pools are the provider's (admin), product-wide: an earlier run's is used again.
    const majors = (await call('GET', '/api/admin/major?_pageSize=1', undefined, admin)) as {
      _data: { id: string }[];
    };
    const poolInput = examOutcomePool(majors._data[0]!.id);
    const pools = (await call(
      'GET',
      `/examapi/learning-outcome-pools?majorId=${poolInput.majorId}&gradeLevel=${poolInput.gradeLevel}`,
      undefined,
      admin,
    )) as { _data: { id: string }[] };
    outcomePoolId =
      pools._data[0]?.id ??
      ((await call('POST', '/examapi/learning-outcome-pools', poolInput, admin)).id as string);
    const outcomes = (await call(
      'GET',
      `/examapi/learning-outcomes?poolId=${outcomePoolId}&_pageSize=${EXAM_OUTCOMES}`,
    )) as { _data: { id: string }[] };
    const outcomeIds = outcomes._data.map((o) => o.id);
    const rng = createRng(args.seed);
    const upload = async (
      name: string,
      lineNumbers: number[],
      withOutcomes = false,
    ): Promise<ExamUpload & { examId: string }> => {
      const input = examInput(name, today, form.id as string, rng, withOutcomes ? outcomeIds : []);
      const exam = await call('POST', '/examapi/exams', input);
      const keys = input.sections.map((s) => s.keys);
      const file = readerFile(lineNumbers, keys, rng);
      const started = performance.now();
      const res = await fetch(`${examApi.url}/examapi/exams/${exam.id as string}/uploads`, {
        method: 'POST',
        headers: { ...auth(founder), 'content-type': 'text/plain' },
        body: file,
      });
      const ms = performance.now() - started;
      const answer = (await res.json()) as { scored?: number; unmatched?: number; errors?: unknown[] };
      const result = {
        examId: exam.id as string,
        lines: lineNumbers.length,
        ms,
        status: res.status,
        scored: answer.scored ?? 0,
        unmatched: answer.unmatched ?? 0,
        errors: answer.errors?.length ?? 0,
      };
      log(
        `  ${name}: ${result.lines} satır ${(ms / 1000).toFixed(2)} s (${res.status}); puanlanan ${result.scored}, eşleşmeyen ${result.unmatched}, hatalı ${result.errors}`,
      );
      return result;
    };
    examApi.rss.take();
    const weekly = await upload('Bench haftalık deneme', numbers.slice(0, EXAM_WEEKLY_LINES));
    const chain = await upload('Bench kurum geneli deneme', numbers, true);
    examUploads = { weekly, chain, peakRss: examApi.rss.take() };
    if (wanted('exam results')) {
      const draw = createRng(args.seed);
      const requests: LoadRequest[] = [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/examapi/exams/${chain.examId}/results?branchId=${draw.pick(M.branchIds)}&_pageSize=50&_pageNumber=${draw.int(1, 20)}`,
          }),
        },
      ];
      const api = await warmAndRun(examApi, requests, auth(founder));
      rows.push({
        scenario: "exam results: a branch's page",
        kind: 'read',
        available: true,
        api: { ...api, rss: examApi.rss.take() },
        budget: 'p95 < 100 ms',
        failures: api.p95 >= 100 ? ['p95'] : [],
      });
      log(`  exam results: ${api.rps.toFixed(0)} req/s, p95 ${api.p95.toFixed(1)} ms, errors ${api.errors}`);
    }
    if (wanted('exam analysis')) {
      const draw = createRng(args.seed);
      const requests: LoadRequest[] = [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/examapi/exams/${chain.examId}/analysis?branchId=${draw.pick(M.branchIds)}`,
          }),
        },
      ];
      const api = await warmAndRun(examApi, requests, auth(founder));
      rows.push({
        scenario: 'exam analysis: a branch',
        kind: 'read',
        available: true,
        api: { ...api, rss: examApi.rss.take() },
        budget: 'p95 < 100 ms',
        failures: api.p95 >= 100 ? ['p95'] : [],
      });
      log(`  exam analysis: ${api.rps.toFixed(0)} req/s, p95 ${api.p95.toFixed(1)} ms, errors ${api.errors}`);
    }
  } finally {
    examPeakRss = (await examApi.stop()).peakRss;
  }
}

// ---------------------------------------------------------------- after the run, in the database

log(`> Veritabanı denetimleri (${elapsed()})`);
const db = await connect(target);
try {
  if (wanted('collection')) {
    const [c] = await db.query<{ n: number; txs: number; postings: number; keys: number; wrong: number }>(
      `select count(*)::int as n, count(distinct c.transaction_id)::int as txs,
        (select count(*)::int from ledger_postings p where p.transaction_id in
          (select transaction_id from collections where business_id = $2 and created_at >= $1)) as postings,
        (select count(*)::int from idempotency_keys where business_id = $2 and scope = 'finance/collection'
          and created_at >= $1) as keys,
        (select count(*)::int from installments i where i.student_id = any($3::uuid[]) and i.paid <>
          coalesce((select sum(a.amount) from collection_allocations a join collections x on x.id = a.collection_id
                    where a.installment_id = i.id and x.cancelled_at is null), 0)) as wrong
       from collections c where c.business_id = $2 and c.created_at >= $1`,
      [collectionsFrom, M.businessId, M.payers.map((p) => p.studentId)],
    );
    // Requests still in flight when the load stops are written without being counted here,
    // so up to one per connection more than the 200s may be written; each key writes once.
    const ok =
      c!.n >= collectionOk &&
      c!.n <= collectionOk + args.connections &&
      c!.keys === c!.n &&
      c!.txs === c!.n &&
      c!.postings === 2 * c!.n &&
      c!.wrong === 0;
    check(
      'no double posting',
      ok,
      `${collectionOk} answered 200 (+ up to ${args.connections} in flight at the stop); ${c!.n} collections for ${c!.keys} keys, ${c!.txs} movements, ${c!.postings} postings; ${c!.wrong} installments whose paid ≠ allocations`,
    );
    const row = rows.find((r) => r.scenario === 'collection POST');
    if (row && !ok) row.failures.push('double posting');
  }
  if (importResult) {
    const [{ n }] = (await db.query<{ n: number }>(
      'select count(*)::int as n from students where business_id = $1',
      [M.importBusinessId],
    )) as [{ n: number }];
    check('import saved', n === IMPORT_ROWS, `${n} students in the import business`);
    await removeImported(db, M.importBusinessId);
    const [{ id: branchId }] = (await db.query<{ id: string }>(
      'select id from branches where business_id = $1',
      [M.importBusinessId],
    )) as [{ id: string }];
    importResult.bulkMs = await bulkInsertRows(db, M.importBusinessId, branchId, sheetRows);
    await removeImported(db, M.importBusinessId);
    await db.exec('vacuum analyze students, contacts, parents, student_parents');
    log(`  toplu ekleme ${(importResult.bulkMs / 1000).toFixed(2)} s; aktarılanlar silindi (${elapsed()})`);
  }
  if (crmImport) {
    // The next run imports the same phones again: only what the generator wrote stays.
    for (const table of ['crm_customers', 'crm_import_files'])
      await db.query(`delete from ${table} where business_id = $1`, [M.businessId]);
  }
  if (examUploads) {
    // The next run uploads again: the bench's database keeps only what the generator wrote
    // (the report-card class's exams and their form).
    const kept = M.jobs.examIds;
    for (const table of ['exam_result_tallies', 'exam_results', 'exam_uploads'])
      await db.query(`delete from ${table} where business_id = $1 and exam_id <> all($2::uuid[])`, [
        M.businessId,
        kept,
      ]);
    await db.query('delete from exams where business_id = $1 and id <> all($2::uuid[])', [
      M.businessId,
      kept,
    ]);
    await db.query('delete from exam_optical_forms where business_id = $1 and id is distinct from $2', [
      M.businessId,
      M.jobs.opticalFormId,
    ]);
  }
  // The report centre keeps its documents for days: the next run starts without them.
  if (reportJobs.length) await db.query('delete from report_results where business_id = $1', [M.businessId]);
  if (outcomePoolId) await db.query('delete from learning_outcome_pools where id = $1', [outcomePoolId]);
} finally {
  await db.close();
}

// ---------------------------------------------------------------- the table

for (const row of rows) {
  if (row.kind !== 'read' || !row.api) continue;
  const s = READ_SCENARIOS.find((x) => x.name === row.scenario);
  // The exam rows carry their own budget (the exam phase above).
  if (!s) continue;
  if (row.api.p95 >= p95Budget(s.budget)) row.failures.push('p95');
  if (row.api.errors) row.failures.push('errors');
  if (row.api.leaks) row.failures.push(`${DECOY} in answers`);
  if (s.budget.ratio && row.baseline && row.api.rps < s.budget.ratio * row.baseline.rps)
    row.failures.push('ratio');
  if (row.low && row.low.api.p95 >= LOW_P95_MS) row.failures.push(`p95 at ${args.lowConnections}`);
  if (row.low?.baseline && row.low.api.rps < LOW_RATIO * row.low.baseline.rps)
    row.failures.push(`ratio at ${args.lowConnections}`);
}
// A scenario none of whose requests was answered in its time measured nothing: not a pass.
for (const row of rows) if (row.api && row.api.requests === 0) row.failures.unshift('no answers');
// The RSS budget is the PostgreSQL one: on PGlite the server process holds the database too.
for (const row of rows) if (isPg && row.api && row.api.rss >= 400) row.failures.push('RSS');

const fmt = (n: number | undefined, digits = 1) => (n === undefined ? '' : n.toFixed(digits));
const table = (headers: string[], body: string[][]) => {
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (c ?? '').padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
};
const verdict = (failures: string[]) => (failures.length ? `FAIL: ${failures.join(', ')}` : 'pass');

/** The low-connection pass's two columns (after 'bare CPU'), left out with `--low-connections 0`. */
const LOW_COLUMNS = [11, 12];
const lowColumnsKept = (cells: string[]) =>
  args.lowConnections ? cells : cells.filter((_, i) => !LOW_COLUMNS.includes(i));
const scenarioTable = table(
  lowColumnsKept([
    'scenario',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'RSS MB',
    'bare req/s',
    'ratio',
    'CPU ms/req',
    'bare CPU',
    `p95 ms at ${args.lowConnections}`,
    `ratio at ${args.lowConnections}`,
    'budget',
    'result',
  ]),
  rows.map((r) =>
    lowColumnsKept(
      r.available && r.api
        ? [
            r.scenario,
            fmt(r.api.rps, 0),
            fmt(r.api.p50),
            fmt(r.api.p95),
            fmt(r.api.p99),
            String(r.api.errors + r.api.leaks),
            fmt(r.api.rss, 0),
            r.baseline ? fmt(r.baseline.rps, 0) : r.kind === 'read' ? 'n/a' : '',
            r.baseline ? fmt(r.api.rps / r.baseline.rps, 2) : '',
            r.api.cpuMs === undefined ? '' : fmt(r.api.cpuMs, 2),
            r.baseline ? fmt(r.baseline.cpuMs, 2) : '',
            r.low ? fmt(r.low.api.p95) : '',
            r.low?.baseline ? fmt(r.low.api.rps / r.low.baseline.rps, 2) : '',
            r.budget,
            verdict(r.failures),
          ]
        : [r.scenario, 'not yet available', '', '', '', '', '', '', '', '', '', '', '', r.budget, '—'],
    ),
  ),
);

const other: string[][] = [];
const otherFailures: string[] = [];
if (importResult) {
  const i = importResult;
  const f: string[] = [];
  if (i.status !== 200) f.push(`answered ${i.status}`);
  if (i.importMs >= 10_000) f.push('time');
  if (i.dbPhaseMs > 3 * i.bulkMs) f.push('DB phase');
  if (isPg && i.peakRss >= 400) f.push('RSS');
  other.push([
    `import ${i.rows} rows (Excel)`,
    `${fmt(i.importMs / 1000, 2)} s end to end (check only ${fmt(i.dryRunMs / 1000, 2)} s); DB phase ${fmt(i.dbPhaseMs / 1000, 2)} s = ${fmt(i.dbPhaseMs / i.bulkMs, 2)} × bulk insert ${fmt(i.bulkMs / 1000, 2)} s; peak RSS ${fmt(i.peakRss, 0)} MB`,
    `< 10 s, DB ≤ 3 × bulk${isPg ? ', RSS < 400 MB' : ''}`,
    verdict(f),
  ]);
  otherFailures.push(...f);
}
if (crmImport) {
  const f: string[] = [];
  if (crmImport.status !== 200) f.push(`answered ${crmImport.status}`);
  if (crmImport.imported !== crmImport.rows) f.push(`${crmImport.imported} imported`);
  if (crmImport.ms >= 10_000) f.push('time');
  other.push([
    `CRM import ${crmImport.rows} customers (Excel)`,
    `${fmt(crmImport.ms / 1000, 2)} s checked and saved; ${crmImport.imported} imported`,
    '< 10 s',
    verdict(f),
  ]);
  otherFailures.push(...f);
}
if (examUploads) {
  const verdicts = (u: ExamUpload, limitMs: number) => {
    const f: string[] = [];
    if (u.status !== 200) f.push(`answered ${u.status}`);
    if (u.scored + u.unmatched !== u.lines || u.unmatched > 0) f.push('unmatched lines');
    if (u.ms >= limitMs) f.push('time');
    return f;
  };
  const weekly = verdicts(examUploads.weekly, 3_000);
  other.push([
    `exam upload: ${examUploads.weekly.lines} lines (TYT, 120 questions)`,
    `${fmt(examUploads.weekly.ms / 1000, 2)} s read, matched, scored, ranked and stored; ${examUploads.weekly.scored} scored`,
    '< 3 s',
    verdict(weekly),
  ]);
  const chain = verdicts(examUploads.chain, 60_000);
  if (isPg && examUploads.peakRss >= 500) chain.push('RSS');
  other.push([
    `exam upload: ${examUploads.chain.lines} lines, one per student`,
    `${fmt(examUploads.chain.ms / 1000, 2)} s; ${examUploads.chain.scored} scored; peak RSS ${fmt(examUploads.peakRss, 0)} MB`,
    `< 60 s${isPg ? ', RSS < 500 MB' : ''} (for 100,000 lines on PostgreSQL)`,
    verdict(chain),
  ]);
  otherFailures.push(...weekly, ...chain);
}
for (const j of reportJobs) {
  const f: string[] = [];
  if (j.state !== 'Done') f.push(j.state);
  if (j.seconds >= JOB_SECONDS) f.push('time');
  if (j.pages < j.documents) f.push(`${j.pages} pages`);
  if (isPg && j.peakRss >= JOB_RSS_MB) f.push('RSS');
  other.push([
    j.name,
    `${fmt(j.seconds)} s from POST to done; peak RSS ${fmt(j.peakRss, 0)} MB; ${j.pages.toLocaleString('en')} pages, ${fmt(j.sizeMb)} MB`,
    `< ${JOB_SECONDS} s${isPg ? `, RSS < ${JOB_RSS_MB} MB` : ''}`,
    verdict(f),
  ]);
  otherFailures.push(...f);
  if (j.readAlongside) {
    const r = j.readAlongside;
    const budget = JOB_READ_P95_MS;
    const rf: string[] = [];
    if (r.requests === 0) rf.push('no answers');
    if (r.p95 >= budget) rf.push('p95');
    if (r.errors) rf.push('errors');
    if (r.leaks) rf.push(`${DECOY} in answers`);
    other.push([
      `  ${JOB_READ.name}, during the job (${JOB_READ_CONNECTIONS} connections)`,
      `p95 ${fmt(r.p95)} ms, ${fmt(r.rps, 0)} req/s, ${r.errors} errors (alone on the same server: p95 ${fmt(j.readAlone?.p95)} ms, ${fmt(j.readAlone?.rps, 0)} req/s)`,
      `p95 < ${budget} ms`,
      verdict(rf),
    ]);
    otherFailures.push(...rf);
  }
}
for (const b of bundles) {
  const limit = b.budgetKb;
  const f = b.gzipKb >= limit ? ['size'] : [];
  other.push([
    `JS first load: ${b.group}`,
    `${b.gzipKb.toFixed(1)} KB gzip${b.detail ? `, ${b.detail}` : ''}${bundleNote ? ` (${bundleNote})` : ''}`,
    `< ${limit} KB`,
    verdict(f),
  ]);
  otherFailures.push(...f);
}
{
  const peak = Math.max(apiStop.peakRss, importPeakRss, examPeakRss);
  const f = isPg && peak >= 400 ? ['RSS'] : [];
  other.push([
    'API server RSS, whole run',
    `${fmt(peak, 0)} MB peak (scenarios ${fmt(apiStop.peakRss, 0)} MB, import ${fmt(importPeakRss, 0)} MB, exams ${fmt(examPeakRss, 0)} MB; report jobs ${fmt(jobsPeakRss, 0)} MB with their downloads, under their own budget above)${isPg ? '' : '; PGlite: the database runs inside the server process'}`,
    isPg ? '< 400 MB' : 'PostgreSQL only',
    verdict(f),
  ]);
  otherFailures.push(...f);
}
if (holdsByScenario.length) {
  const held = holdsByScenario.filter((h) => h.requests > 0).sort((a, b) => b.longestMs - a.longestMs);
  const f = held.some((h) => h.longestMs > HOLD_MS) ? ['held'] : [];
  other.push([
    'embedded database: the longest one request held it',
    held.length
      ? held
          .map((h) => `${h.scenario} ${h.longestMs} ms (${h.requests} over ${HOLD_LOGGED_MS} ms)`)
          .join('; ')
      : `no request over ${HOLD_LOGGED_MS} ms in the read scenarios`,
    `< ${HOLD_MS} ms (PGlite)`,
    verdict(f),
  ]);
  otherFailures.push(...f);
}
for (const c of checks) {
  other.push([`check: ${c.name}`, c.detail, '', c.ok ? 'pass' : 'FAIL']);
  if (!c.ok) otherFailures.push(c.name);
}
const otherTable = table(['measure', 'value', 'budget', 'result'], other);

const machine = {
  date: new Date().toISOString().slice(0, 10),
  nproc: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  database: `${describeTarget(target)} — ${dbVersion}`,
  scale: M.scale,
  students: M.counts.students,
  ledgerPostings: M.counts.ledger_postings,
  connections: args.connections,
  durationSeconds: args.duration,
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 10) / 10),
};
const header = `Benchmark ${machine.date}: ${machine.nproc} cores, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.database}; scale ${M.scale} (${M.counts.students?.toLocaleString('en')} students, ${M.counts.ledger_postings?.toLocaleString('en')} postings), ${args.connections} connections, ${args.duration} s per scenario; load average ${machine.loadAverageAtStart[0]} at the start, ${machine.loadAverageAtEnd[0]} at the end`;
log(`\n${header}\n\n${scenarioTable}\n\n${otherTable}\n`);
if (!(isPg && M.scale >= 1) && !(!isPg && M.scale === 0.2))
  log(
    'Budgets are set for PostgreSQL at --scale 1 and PGlite at --scale 0.2; at this scale they are indicative.\n',
  );

const failed = rows.some((r) => r.failures.length) || otherFailures.length > 0;
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench', 'results', 'latest.json'),
  `${JSON.stringify(
    {
      machine,
      generated: { at: M.generatedAt, seconds: M.seconds, counts: M.counts },
      scenarios: rows,
      import: importResult,
      crmImport,
      exams: examUploads,
      reportJobs,
      bundles,
      apiPeakRssMb: {
        scenarios: apiStop.peakRss,
        import: importPeakRss,
        exams: examPeakRss,
        reportJobs: jobsPeakRss,
      },
      checks,
      table: `${header}\n\n${scenarioTable}\n\n${otherTable}`,
      passed: !failed,
      totalSeconds: Math.round((Date.now() - runStarted) / 1000),
    },
    null,
    2,
  )}\n`,
);
log(`bench/results/latest.json yazıldı; toplam ${elapsed()}.`);
process.exit(failed && args.strict ? 1 : 0);
