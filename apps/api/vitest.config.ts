import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds once per run; each file's database is a copy (test-app.ts).
    globalSetup: ['src/test/database-template.ts'],
    // Each file opens its own database; argon2 and migrations make the first call slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
