import {
  type AreaNavigation,
  ID_PATTERN,
  type RouteNameOf,
  type RouteSpec,
  routeAccess,
} from '@panel/shared/navigation/area';
import { DASHBOARD_AREA } from '@panel/shared/navigation/dashboard';
import type { ComponentType } from 'react';
import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { NOT_FOUND_PATH } from './navigation';

export type PageLoader = () => Promise<{ Component: ComponentType }>;

export const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): PageLoader =>
  async () => ({ Component: (await load())[name] as ComponentType });

/** What the breadcrumb and the page title read from the matched route. */
export type RouteHandle = {
  name: string;
  title: string;
  /** From the top (dashboard-summary) down to this route; paths may hold `:params`. */
  trail: { title: string; path: string }[];
};

/** An area's routes, split by where the router mounts them. */
export type AreaRoutes = {
  id: string;
  anonymous: RouteObject[];
  checked: RouteObject[];
  exempt: RouteObject[];
};

const trailOf = (area: AreaNavigation, route: RouteSpec): RouteHandle['trail'] => {
  const known = [...area.routes, ...DASHBOARD_AREA.routes];
  const trail: RouteHandle['trail'] = [];
  let current: RouteSpec | undefined = route;
  while (current && trail.length < 10) {
    trail.unshift({ title: current.title, path: current.path });
    const parent: string | undefined = current.parent;
    current = parent ? known.find((r) => r.name === parent) : undefined;
  }
  return trail;
};

/**
 * The guard of a signed-in route: a parameter that must be an id only matches ids (so
 * /education/student/rollcall is not a student card), and the account must hold the route's
 * permission. Anonymous routes have neither.
 */
const guardOf =
  (route: RouteSpec): LoaderFunction =>
  async ({ params }) => {
    if (Object.values(params).some((value) => value !== undefined && !ID_PATTERN.test(value))) {
      throw redirect(NOT_FOUND_PATH);
    }
    // The permission check needs the session's data: loaded with the first guarded route, not the shell.
    if (route.permission) await (await import('./auth/route-guard')).requirePermission(route.permission);
    return null;
  };

/**
 * Builds an area's routes from its registry (packages/shared/src/navigation) and one page per
 * route name: a route without a page fails the type check.
 */
export const defineAreaRoutes = <A extends AreaNavigation>(
  area: A,
  pages: Record<RouteNameOf<A>, PageLoader>,
  loaders: Partial<Record<RouteNameOf<A>, LoaderFunction>> = {},
): AreaRoutes => {
  const out: AreaRoutes = { id: area.id, anonymous: [], checked: [], exempt: [] };
  for (const route of area.routes) {
    const name = route.name as RouteNameOf<A>;
    const access = routeAccess(route);
    const extra = loaders[name];
    const guard = access === 'anonymous' ? undefined : guardOf(route);
    const loader: LoaderFunction | undefined =
      guard && extra
        ? async (args) => {
            await guard(args);
            return extra(args);
          }
        : (guard ?? extra);
    const handle: RouteHandle = { name: route.name, title: route.title, trail: trailOf(area, route) };
    out[access].push({
      id: route.name,
      path: route.path,
      handle,
      lazy: pages[name],
      ...(loader ? { loader } : {}),
    });
  }
  return out;
};

/** One page for a family of routes named `<prefix><name>` (the reports). */
export const pagesFor = <P extends string, N extends string>(
  prefix: P,
  names: readonly N[],
  loader: PageLoader,
): Record<`${P}${N}`, PageLoader> =>
  Object.fromEntries(names.map((name) => [`${prefix}${name}`, loader])) as Record<`${P}${N}`, PageLoader>;
