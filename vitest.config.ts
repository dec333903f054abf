import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const api = (name: string, env: Record<string, string> = {}) => ({
  extends: './apps/api/vitest.config.ts',
  test: { name, root: './apps/api', env },
});

// One run covers every workspace; the API suite runs a second time against a real
// PostgreSQL when TEST_DATABASE_URL names one.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. A test
    // file waits on its database much of the time, so two files at once finish the suite sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: './packages/shared/vitest.config.ts', test: { name: 'shared', root: './packages/shared' } },
      api('api', { TEST_DATABASE_URL: '' }),
      ...(process.env.TEST_DATABASE_URL
        ? [api('api-pg', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })]
        : []),
      { extends: './apps/web/vite.config.ts', test: { name: 'web', root: './apps/web' } },
    ],
  },
});
