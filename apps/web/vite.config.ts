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

/**
 * Parts of Ant Design a component imports for a feature this app never uses, replaced by what
 * the component really runs here. Each stand-in fails loudly (in the dev server and the tests
 * too) the day a page starts using the feature, instead of rendering something else.
 * - Table's column filter menu (with the Tree it offers for nested filters, 14 KB gzip on
 *   every list): only rendered for a column with `filters` or `filterDropdown`; the lists
 *   filter on the server through their own controls. `flattenKeys` is its helper, unchanged.
 * - Card's tab strip: only rendered for a Card with `tabList`; pages use Tabs themselves.
 * - Radio.Group reads one three-line helper (`toNamePathStr`) from the Form's hook module,
 *   which drags the whole form library (store, validators: 14 KB gzip) into every table.
 * - Input.OTP (the one-time code boxes) rides on every `Input`; no form asks for a code.
 * - Typography's in-place editor (`editable`), with the text area it edits in (10 KB gzip on
 *   every list): only rendered while a text with `editable` is being edited; no page edits text so.
 */
const UNUSED_ANTD_PARTS: Record<string, { source: string; code: string }> = {
  'antd/es/table/hooks/useFilter/index.js': {
    source: './FilterDropdown',
    code: `
      export default function FilterDropdown() {
        throw new Error('Table column filters (filters, filterDropdown) are not bundled: see apps/web/vite.config.ts');
      }
      export function flattenKeys(filters) {
        let keys = [];
        (filters || []).forEach(({ value, children }) => {
          keys.push(value);
          if (children) keys = [...keys, ...flattenKeys(children)];
        });
        return keys;
      }`,
  },
  'antd/es/card/Card.js': {
    source: '../tabs',
    code: `
      export default function Tabs() {
        throw new Error('Card tabList is not bundled: see apps/web/vite.config.ts');
      }`,
  },
  'antd/es/input/index.js': {
    source: './OTP',
    code: `
      export default function OTP() {
        throw new Error('Input.OTP is not bundled: see apps/web/vite.config.ts');
      }`,
  },
  'antd/es/typography/Base/index.js': {
    source: '../Editable',
    code: `
      export default function Editable() {
        throw new Error('Typography editable is not bundled: see apps/web/vite.config.ts');
      }`,
  },
  'antd/es/radio/group.js': {
    source: '../form/hooks/useForm',
    code: `
      import { toArray } from 'antd/es/form/util';
      export function toNamePathStr(name) {
        return toArray(name).join('_');
      }`,
  },
};
const STAND_IN = '\0panel-antd-stand-in:';

const unusedAntdParts = (): Plugin => ({
  name: 'panel-unused-antd-parts',
  enforce: 'pre',
  resolveId(source, importer) {
    const from = importer?.replaceAll('\\', '/');
    const part = Object.keys(UNUSED_ANTD_PARTS).find((file) => from?.endsWith(`/node_modules/${file}`));
    return part && UNUSED_ANTD_PARTS[part]?.source === source ? `${STAND_IN}${part}` : null;
  },
  load(id) {
    return id.startsWith(STAND_IN) ? UNUSED_ANTD_PARTS[id.slice(STAND_IN.length)]?.code : null;
  },
});

const ROUTE_PAGE = /\?route-(page|copy)=(\w+)$/;
const ROUTE_COPY = /^(.*)\.(\w+)\.route-(page|copy)(\.tsx?)$/;
/** `page(loader, 'Name')` in a routes file, on one line or as the formatter wraps it. */
const PAGE_CALL = /page\(\s*(\w+),\s*'(\w+)',?\s*\)/g;
/** An import from a module of pages (finance-entry-pages, business-list-page ...), not a shared component. */
const PAGES_IMPORT = /(from '\.{1,2}\/(?![^']*components\/)[^']*-pages?)'/g;

/**
 * One route, one page. A module often holds several pages of an area (a list, its form, a
 * detail), and a route loading it got all of them with everything they import: the list
 * came with the form library and the date picker, the form with the table. When an area's
 * routes file (`*.routes.ts`) loads two or more pages from one module, each of those routes
 * gets its own copy of the module from which the build keeps only that page and what it
 * uses. The source stays one file; the copies are as the file is, so a page behaves as before.
 * - `page(load, 'Name')` with `load = () => import('./x')` becomes an import of `./x?route-page=Name`,
 * - which is `x.Name.route-page.tsx`: `export { Name } from './x.Name.route-copy.tsx'`,
 * - which is the text of x.tsx, of which the bundler keeps what `Name` needs; a module of
 *   pages it imports from (`*-page(s)`: the screens expenses and revenues share, the list
 *   whose endpoint a form reuses) gets the same treatment for the route, and so does a
 *   route whose one page imports from such a module.
 */
const routePageSplit = (): Plugin => ({
  name: 'panel-route-page-split',
  apply: 'build',
  enforce: 'pre',
  transform: {
    filter: { id: /[\\/]src[\\/]modules[\\/].*\.routes\.ts$/ },
    async handler(code, id) {
      const loaders = new Map(
        [...code.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)].map((m) => [m[1], m[2]]),
      );
      const names = new Map<string, Set<string>>();
      for (const [, loader, name] of code.matchAll(PAGE_CALL))
        if (loader && name && loaders.has(loader))
          names.set(loader, (names.get(loader) ?? new Set()).add(name));
      const importsPages = async (loader: string) => {
        const resolved = await this.resolve(loaders.get(loader) ?? '', id);
        return !!resolved && readFileSync(resolved.id, 'utf8').search(PAGES_IMPORT) >= 0;
      };
      const split: string[] = [];
      for (const [loader, pages] of names)
        if (pages.size > 1 || (await importsPages(loader))) split.push(loader);
      if (split.length === 0) return null;
      return {
        code: code.replace(PAGE_CALL, (call, loader: string, name: string) =>
          split.includes(loader)
            ? `page(() => import('${loaders.get(loader)}?route-page=${name}'), '${name}')`
            : call,
        ),
        map: null,
      };
    },
  },
  async resolveId(source, importer) {
    const page = ROUTE_PAGE.exec(source);
    if (page) {
      const resolved = await this.resolve(source.replace(ROUTE_PAGE, ''), importer, { skipSelf: true });
      return resolved && `${resolved.id.replace(/(\.tsx?)$/, `.${page[2]}.route-${page[1]}$1`)}`;
    }
    return ROUTE_COPY.test(source) && importer ? path.resolve(path.dirname(importer), source) : null;
  },
  load(id) {
    const copy = ROUTE_COPY.exec(id);
    if (!copy) return null;
    const [, stem = '', name = '', kind, ext = ''] = copy;
    return kind === 'page'
      ? `export { ${name} } from './${path.basename(stem)}.${name}.route-copy${ext}';`
      : readFileSync(`${stem}${ext}`, 'utf8').replace(PAGES_IMPORT, `$1?route-copy=${name}'`);
  },
});

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Whether evaluating `node` calls anything (a function's body runs later, not here). */
const callsSomething = (node: unknown): boolean => {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(callsSomething);
  const { type } = node as Node;
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return false;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression')
    return true;
  return Object.entries(node).some(([key, value]) => key !== 'type' && callsSomething(value));
};

/**
 * The shared package's modules declare values (labels, enums, rules, and the zod contracts
 * the API parses with) and run nothing on import. The web app reads the labels and rules but
 * never parses with a contract, yet the bundler keeps every `export const ZFoo = z.object(...)`
 * it cannot prove free of side effects, and with them the whole of zod (24 KB gzip on every
 * page). Each top-level initialiser that calls something is wrapped in a pure-annotated
 * closure, so the build drops the ones nothing reads; the ones read run exactly as before.
 */
const sharedDeclarationsArePure = (): Plugin => ({
  name: 'panel-shared-declarations-pure',
  apply: 'build',
  // After the TypeScript transform: the code is plain JavaScript.
  enforce: 'post',
  transform: {
    filter: { id: /[\\/]packages[\\/]shared[\\/]src[\\/].*\.ts$/ },
    handler(code) {
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as { init: Node | null }[])
          if (declarator.init && callsSomething(declarator.init)) inits.push(declarator.init);
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start))
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      return { code: out, map: null };
    },
  },
});

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    routePageSplit(),
    formContextOnly(),
    unusedAntdParts(),
    sharedDeclarationsArePure(),
    precompress(),
  ],
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
