import type { ActionKey } from '../permissions/keys';

/**
 * How a route is guarded (SPEC 2): anonymous routes skip the authentication check;
 * `exempt` routes (own profile) need a session but skip the per-navigation check;
 * `checked` routes verify the session on every navigation.
 */
export type RouteAccess = 'anonymous' | 'exempt' | 'checked';

/** The group a menu leaf sits in: a group id of the area, or the top level of the menu. */
export const MENU_TOP = 'top';

export type RouteSpec = {
  /** Route name, as the spec names routes (dashboard-summary, homepage ...); the menu id too. */
  name: string;
  path: string;
  /** The page title, the breadcrumb entry and, for a menu leaf, its label. */
  title: string;
  /** Defaults to `checked`. */
  access?: RouteAccess;
  /** Breadcrumb parent, by route name: a route of the same area or `dashboard-summary`. */
  parent?: string;
  /** The action the account must hold to open the route; every signed-in route names one. */
  permission?: ActionKey;
  /** The menu group the route is a leaf of (in the order of this list); absent: not in the menu. */
  menu?: string;
  /** The icon of a top-level menu leaf. */
  icon?: string;
  /**
   * The address opens another route's page (by name; SPEC keeps the address): the web
   * redirects there before anything is drawn, and the route walk expects that page.
   */
  opens?: string;
};

export type MenuGroupSpec = {
  id: string;
  title: string;
  icon?: string;
  /** The group this one nests in; absent: a top-level group. Nested groups follow the leaves. */
  parent?: string;
};

/**
 * One area of the panel: its routes and its menu groups. The server builds the menu and the
 * menu permissions from these; the web app loads an area's routes when a path of it is opened.
 */
export type AreaNavigation = {
  id: string;
  groups: readonly MenuGroupSpec[];
  routes: readonly RouteSpec[];
};

export const defineArea = <const A extends AreaNavigation>(area: A): A => area;

export type RouteNameOf<A extends AreaNavigation> = A['routes'][number]['name'];

export const routeAccess = (route: RouteSpec): RouteAccess => route.access ?? 'checked';

/** Path parameters that carry a record id (a UUID): every parameter of a signed-in route. */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const pathParams = (path: string): string[] =>
  path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
