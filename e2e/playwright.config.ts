import { defineConfig, devices } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 3199);
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Specs change the demo users, so the specs of one server run in order, one at a time. Two
 * servers, each on its own fresh embedded database, halve the wall time: the first takes
 * these areas, balanced by how long their specs run; the second every other spec, so that a
 * spec in a new folder runs too.
 */
const firstShare = [
  'shell/**',
  'administration/**',
  'auth/**',
  'dashboard/**',
  'communications/**',
  'mobile/**',
  'report-centre.spec.ts',
  'students/**',
].map((spec) => `**/specs/${spec}`);
const shares = [
  { port: firstPort, testMatch: firstShare, testIgnore: [] },
  { port: firstPort + 1, testMatch: '**/*.spec.ts', testIgnore: firstShare },
];

export default defineConfig({
  testDir: './specs',
  workers: shares.length,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: shares.map(({ port, testMatch, testIgnore }, index) => ({
    name: `chromium-${index + 1}`,
    testMatch,
    testIgnore,
    // One worker a server: the specs of a share run in order against their own database.
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      baseURL: urlOf(port),
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        // Without these Chromium keeps dialling out, and this machine's network refuses it.
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    },
  })),
  webServer: shares.map(({ port }) => ({
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    // Readiness: the database answers and is migrated (/api/docs may be for admins only).
    url: `${urlOf(port)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), E2E_PORT: String(port) },
  })),
});
