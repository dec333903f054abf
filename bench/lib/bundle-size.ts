/**
 * The gzip size of the JavaScript each route group downloads first, from the web build's
 * manifest: the entry chunk, the area's route module (loaded on the area's first path), the
 * UI kit's layout and the signed-in shell where the route mounts under them, and the page,
 * each with its static imports. Areas and their budgets come from the navigation registry.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeAccess } from '@panel/shared/navigation/area';
import { AREAS } from '@panel/shared/navigation/areas';
import { ROOT } from './db';

export type BundleGroup = { group: string; gzipKb: number; budgetKb: number; detail: string };

/** Budgets in KB gzip (README "Benchmarks"). */
export const BUNDLE_BUDGETS = { signIn: 200, routeGroup: 400, anonymous: 120 } as const;

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const UI_LAYOUT = 'src/app/layout/ui-layout.tsx';
const SIGNED_IN_SHELL = 'src/app/layout/app-layout.tsx';
/** The anonymous area whose pages mount under the UI kit (sign-in and its neighbours). */
const AUTH_AREA = 'auth';

export const measureRouteGroups = (dist = path.join(ROOT, 'apps/web/dist')): BundleGroup[] => {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no web build at ${dist}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const sizes = new Map<string, number>();
  const gzip = (key: string): number => {
    const file = manifest[key]?.file;
    if (!file) return 0;
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return sizes.get(file) ?? 0;
  };
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const kb = (keys: string[]) =>
    Math.round(([...closure(keys)].reduce((s, k) => s + gzip(k), 0) / 1024) * 10) / 10;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const pageName = (key: string) => path.basename(key).replace(/\.tsx?$/, '');

  const groups: BundleGroup[] = [
    { group: 'entry (every page)', gzipKb: kb([entry]), budgetKb: BUNDLE_BUDGETS.anonymous, detail: '' },
  ];
  for (const area of AREAS) {
    const areaKey = Object.keys(manifest).find(
      (k) => k.endsWith(`/${area.id}.routes.ts`) || k.endsWith(`/${area.id}.routes.tsx`),
    );
    if (!areaKey) throw new Error(`area ${area.id}: no chunk named ${area.id}.routes.ts in the build`);
    const anonymous = area.routes.every((r) => routeAccess(r) === 'anonymous');
    const mounts = anonymous ? (area.id === AUTH_AREA ? [UI_LAYOUT] : []) : [UI_LAYOUT, SIGNED_IN_SHELL];
    const budgetKb = !anonymous
      ? BUNDLE_BUDGETS.routeGroup
      : area.id === AUTH_AREA
        ? BUNDLE_BUDGETS.signIn
        : BUNDLE_BUDGETS.anonymous;
    const pages = (manifest[areaKey]?.dynamicImports ?? []).map((page) => ({
      page,
      gzipKb: kb([entry, areaKey, ...mounts, page]),
    }));
    if (area.id === AUTH_AREA) {
      const signIn = pages.find((p) => p.page.endsWith('/sign-in-page.tsx'));
      if (signIn) groups.push({ group: 'sign-in', gzipKb: signIn.gzipKb, budgetKb, detail: 'sign-in-page' });
    }
    const heaviest = pages.sort((a, b) => b.gzipKb - a.gzipKb)[0];
    if (!heaviest) continue;
    groups.push({
      group: `${anonymous ? 'anonymous' : 'area'}: ${area.id}`,
      gzipKb: heaviest.gzipKb,
      budgetKb,
      detail: `heaviest page ${pageName(heaviest.page)} of ${pages.length}`,
    });
  }
  return groups;
};
