// Prints the gzip size of the JavaScript each route group downloads first: the entry
// chunk and its static imports, plus the route's lazy chunk and its static imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './ensure-install.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const closure = (keys, seen = new Set()) => {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
};

const gzipKb = (keys) =>
  [...keys].reduce(
    (sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key].file))).length,
    0,
  ) / 1024;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const lazy = (fragment) => Object.keys(manifest).filter((k) => k.includes(fragment));

export const ROUTE_GROUPS = {
  'sign-in': ['src/modules/auth/sign-in-page.tsx'],
  dashboard: ['src/app/layout/app-layout.tsx', 'src/modules/dashboard/dashboard-summary-page.tsx'],
  'admin account summary': [
    'src/app/layout/app-layout.tsx',
    'src/modules/administration/account-summary/admin-account-summary-page.tsx',
  ],
  'student profile': ['src/app/layout/app-layout.tsx', 'src/modules/students/student-profile-page.tsx'],
};

export const measureRouteGroups = () =>
  Object.entries(ROUTE_GROUPS).map(([group, fragments]) => {
    const keys = closure([entry, ...fragments.flatMap(lazy)]);
    return { group, gzipKb: Math.round(gzipKb(keys) * 10) / 10 };
  });

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const { group, gzipKb: kb } of measureRouteGroups())
    console.log(`${group.padEnd(24)} ${kb.toFixed(1)} KB gzip`);
}
