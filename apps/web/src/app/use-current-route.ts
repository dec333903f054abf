import { useMatches } from 'react-router';
import type { RouteHandle } from './route-entry';

export type { RouteHandle } from './route-entry';

/** The deepest matched route that has a title: its name, title and trail feed the breadcrumb and page title. */
export const useCurrentRoute = (): RouteHandle | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
};
