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
let problems = 0;

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

const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (!vitest || (vitestStatus !== 0 && vitest.numFailedTests === 0)) {
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
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
  if (!e2e?.stats || (e2eStatus !== 0 && e2e.stats.unexpected === 0)) {
    console.error(`Playwright exited with ${e2eStatus} without a usable report.`);
    problems++;
  }
}

console.log(`${passed} passed, ${failed + problems} failed`);
process.exit(failed + problems > 0 ? 1 : 0);
