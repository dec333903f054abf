import type { ActionKey } from '@panel/shared/permissions/keys';
import type { ComponentType } from 'react';

/**
 * How a route is guarded (SPEC 2): anonymous routes skip the authentication check;
 * `exempt` routes (own profile) need a session but skip the per-navigation check;
 * `checked` routes verify the session on every navigation.
 */
export type RouteAccess = 'anonymous' | 'exempt' | 'checked';

export type RouteEntry = {
  /** Route name, as the spec names routes (dashboard-summary, homepage ...). */
  name: string;
  path: string;
  title: string;
  access: RouteAccess;
  /** Breadcrumb parent, by route name. */
  parent?: string;
  permission?: ActionKey;
  /** Each area is its own chunk, so the sign-in page stays small. */
  lazy: () => Promise<{ Component: ComponentType }>;
};

export const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: (await load())[name] as ComponentType });
