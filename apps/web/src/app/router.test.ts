import type { RouteObject } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverArea } from './router';

/** The router's own patch: it applies nothing for a navigation that was interrupted. */
const routerPatch =
  (signal: AbortSignal, applied: string[]) => (routeId: string | null, _: RouteObject[]) => {
    if (!signal.aborted) applied.push(routeId ?? 'root');
  };

const discover = async (path: string, signal: AbortSignal, applied: string[]) =>
  discoverArea({ path, signal, matches: [], fetcherKey: undefined, patch: routerPatch(signal, applied) });

// discoverArea starts loading the layouts an area mounts under without waiting for them: they
// must finish loading inside this file's environment, not after it is torn down.
afterAll(async () => {
  await Promise.all([import('./layout/ui-layout'), import('./layout/app-layout')]);
}, 60_000);

describe('lazy area discovery', () => {
  it('discovers an area again when the navigation that first loaded it was interrupted', async () => {
    const applied: string[] = [];
    const interrupted = new AbortController();
    interrupted.abort();
    await discover('/general/semester', interrupted.signal, applied);
    expect(applied).toEqual([]);
    // The next visit (a login-as landing after a 403 sent the old page home) must find its routes.
    await discover('/general/semester', new AbortController().signal, applied);
    expect(applied.length).toBeGreaterThan(0);
  }, 60_000);
});
