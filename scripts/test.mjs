// `npm test`: every suite. Vitest (shared, API on PGlite and, when TEST_DATABASE_URL is
// set, on PostgreSQL; web components), then Playwright in the system Chromium when one
// is found. REQUIRE_E2E=1 / REQUIRE_PG=1 turn a missing browser or database into a failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from './build-web.mjs';
import { ensureInstall, root, run } from './ensure-install.mjs';

ensureInstall();
const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
let problems = 0;

/**
 * Playwright's JSON report, test by test. A test skipped on purpose carries a `skip` or
 * `fixme` annotation; one skipped without it did not run because its setup (beforeAll, a
 * fixture) failed, and counts as failed.
 */
const countPlaywright = (suites) => {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') counts.passed++;
        else if (test.status === 'unexpected') counts.failed++;
        else if ((test.annotations ?? []).some((a) => a.type === 'skip' || a.type === 'fixme'))
          counts.skipped++;
        else {
          counts.failed++;
          console.error(
            `Kurulumu başarısız olduğu için çalışmayan tarayıcı testi (başarısız sayıldı): ${spec.title}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  return counts;
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

if (process.env.REQUIRE_PG === '1' && !process.env.TEST_DATABASE_URL) {
  console.error('REQUIRE_PG=1 but TEST_DATABASE_URL is not set: the PostgreSQL pass cannot run.');
  problems++;
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('> TEST_DATABASE_URL yok: API testleri yalnızca gömülü PostgreSQL (PGlite) ile çalışacak.');
}

// The web app's calls are typed from the API's OpenAPI document: a call to a path or field the
// API lacks fails the type check, so CI runs it as one test (`npm run check`: the document is
// current, tsc -b, Biome).
if (run('npm', ['run', 'check']) === 0) passed++;
else {
  console.error('npm run check başarısız (tür denetimi, API sözleşmesi veya Biome).');
  failed++;
}

const vitestCounts = path.join(resultsDir, 'vitest-counts.json');
const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=./scripts/vitest-counts-reporter.mjs'],
  { env: { ...process.env, VITEST_COUNTS_FILE: vitestCounts } },
);
const vitest = readJson(vitestCounts);
if (vitest) {
  passed += vitest.passed;
  failed += vitest.failed;
  skipped += vitest.skipped;
  if (vitest.notRun.length > 0) {
    console.error(
      `Kurulumu başarısız olduğu için çalışmayan testler (başarısız sayıldı):\n  ${vitest.notRun.join('\n  ')}`,
    );
  }
}
if (!vitest || (vitestStatus !== 0 && vitest.failed === 0)) {
  console.error(`Vitest exited with ${vitestStatus} without a usable report.`);
  problems++;
}

const chromium = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
if (!chromium) {
  if (process.env.REQUIRE_E2E === '1') {
    console.error(
      'REQUIRE_E2E=1 but no Chromium was found (set CHROMIUM_PATH or install /usr/bin/chromium).',
    );
    problems++;
  } else {
    console.log('> Chromium bulunamadı: tarayıcı testleri atlandı (CHROMIUM_PATH ile gösterebilirsiniz).');
  }
} else {
  ensureWebBuild();
  const e2eJson = path.join(resultsDir, 'e2e.json');
  const e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
  });
  const e2e = readJson(e2eJson);
  if (e2e?.suites) {
    const counts = countPlaywright(e2e.suites);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (!e2e?.stats || (e2eStatus !== 0 && e2e.stats.unexpected === 0)) {
    console.error(`Playwright exited with ${e2eStatus} without a usable report.`);
    problems++;
  }
}

console.log(`${passed} passed, ${failed + problems} failed, ${skipped} skipped`);
process.exit(failed + problems > 0 ? 1 : 0);
