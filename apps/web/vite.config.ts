import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/examapi', '/mobileapi', '/report'].map((p) => [p, apiTarget])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/bundle-size.mjs reads it to report what each route group downloads first.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Merging common chunks moved modules only lazy pages need (menus, dialogs, pickers)
      // into the chunk the sign-in page loads; without it each page downloads what it uses.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
  },
});
