import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Writes .br and .gz beside each text file of the build; the server sends them as they are. */
const precompress = (): Plugin => ({
  name: 'panel-precompress',
  apply: 'build',
  writeBundle(options) {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
    for (const file of walk(options.dir ?? 'dist')) {
      if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  },
});

/**
 * Ant Design's field context (used by every input, button and select) imports one provider
 * from @rc-component/form's index, whose statics keep the whole form library (store, fields,
 * async validator: 15 KB gzip) in any page with an input. The provider's own module is
 * enough there; pages with a real Form still get the library through antd's Form.
 */
const formContextOnly = (): Plugin => ({
  name: 'panel-form-context-only',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (
      source !== '@rc-component/form' ||
      !importer?.replaceAll('\\', '/').endsWith('antd/es/form/context.js')
    )
      return null;
    return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
  },
});

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), formContextOnly(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/examapi', '/mobileapi', '/report'].map((p) => [p, apiTarget])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/lib/bundle-size.ts reads it to report what each route group downloads first.
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
