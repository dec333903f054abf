import { useMatches } from 'react-router';

export type RouteHandle = { name: string; title: string };

/** The deepest matched route that has a title: its name and title feed the breadcrumb and page title. */
export const useCurrentRoute = (): RouteHandle | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
};
