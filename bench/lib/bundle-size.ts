/**
 * The gzip size of what the browser downloads to show a route on a cold load, from the web
 * build's manifest: the entry chunk, the area's route module (loaded on the area's first
 * path), the UI kit's layout, the signed-in shell and the session check where the route
 * mounts under them, and the page, each with its static imports and their style sheets.
 * Sizes are of the .gz files the server sends (the build writes them), not a re-compression.
 * Areas and their budgets come from the navigation registry.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeAccess } from '@panel/shared/navigation/area';
import { AREAS } from '@panel/shared/navigation/areas';
import { ROOT } from './db';

export type BundleGroup = { group: string; gzipKb: number; budgetKb: number; detail: string };

/** Budgets in KB gzip (README "Benchmarks"). */
export const BUNDLE_BUDGETS = { signIn: 200, routeGroup: 400, anonymous: 120, mobile: 150 } as const;
/** The parents' and students' pages: a cheap phone on a mobile network opens any of them first. */
const MOBILE_AREA = 'mobile';

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

const UI_LAYOUT = 'src/app/layout/ui-layout.tsx';
const SIGNED_IN_SHELL = 'src/app/layout/app-layout.tsx';
/** The loader every signed-in route runs first (router.tsx, `session-checked`). */
const SESSION_CHECK = 'src/app/auth/check-session.ts';
/** The anonymous area whose pages mount under the UI kit (sign-in and its neighbours). */
const AUTH_AREA = 'auth';

export const measureRouteGroups = (dist = path.join(ROOT, 'apps/web/dist')): BundleGroup[] => {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no web build at ${dist}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const sizes = new Map<string, number>();
  const gzipFile = (file: string): number => {
    if (!sizes.has(file)) {
      const full = path.join(dist, file);
      const sent = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : gzipSync(readFileSync(full));
      sizes.set(file, sent.length);
    }
    return sizes.get(file) ?? 0;
  };
  const files = (keys: Set<string>): Set<string> =>
    new Set([...keys].flatMap((k) => [manifest[k]?.file ?? '', ...(manifest[k]?.css ?? [])]).filter(Boolean));
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const kb = (keys: string[]) =>
    Math.round(([...files(closure(keys))].reduce((s, f) => s + gzipFile(f), 0) / 1024) * 10) / 10;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const pageName = (key: string) => path.basename(key).replace(/\.tsx?$/, '');

  const groups: BundleGroup[] = [
    { group: 'entry (every page)', gzipKb: kb([entry]), budgetKb: BUNDLE_BUDGETS.anonymous, detail: '' },
  ];
  for (const area of AREAS) {
    // An area that only lends its menu group to others (CRM) has no routes file of its own.
    if (area.routes.length === 0) continue;
    const areaKey = Object.keys(manifest).find(
      (k) => k.endsWith(`/${area.id}.routes.ts`) || k.endsWith(`/${area.id}.routes.tsx`),
    );
    if (!areaKey) throw new Error(`area ${area.id}: no chunk named ${area.id}.routes.ts in the build`);
    const anonymous = area.routes.every((r) => routeAccess(r) === 'anonymous');
    const mounts = anonymous
      ? area.id === AUTH_AREA
        ? [UI_LAYOUT]
        : []
      : [UI_LAYOUT, SIGNED_IN_SHELL, SESSION_CHECK];
    const budgetKb =
      area.id === MOBILE_AREA
        ? BUNDLE_BUDGETS.mobile
        : anonymous
          ? BUNDLE_BUDGETS.anonymous
          : BUNDLE_BUDGETS.routeGroup;
    let pages = (manifest[areaKey]?.dynamicImports ?? []).map((page) => ({
      page,
      gzipKb: kb([entry, areaKey, ...mounts, page]),
    }));
    if (area.id === AUTH_AREA) {
      // Sign-in has its own budget; the area's other pages are the public forms.
      const signIn = pages.find((p) => p.page.endsWith('/sign-in-page.tsx'));
      if (signIn)
        groups.push({
          group: 'sign-in',
          gzipKb: signIn.gzipKb,
          budgetKb: BUNDLE_BUDGETS.signIn,
          detail: 'sign-in-page',
        });
      pages = pages.filter((p) => p !== signIn);
    }
    const heaviest = pages.sort((a, b) => b.gzipKb - a.gzipKb)[0];
    if (!heaviest) continue;
    groups.push({
      group:
        area.id === AUTH_AREA
          ? 'public forms'
          : area.id === MOBILE_AREA
            ? 'mobile pages'
            : `${anonymous ? 'anonymous' : 'area'}: ${area.id}`,
      gzipKb: heaviest.gzipKb,
      budgetKb,
      detail: `heaviest page ${pageName(heaviest.page)} of ${pages.length}`,
    });
  }
  return groups;
};
