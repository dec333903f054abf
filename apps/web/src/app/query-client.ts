import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Panel data changes through this same app; half a minute spares refetches on tab hops.
      staleTime: 30_000,
      // The HTTP client already refreshes tokens and shows notices: a silent retry would repeat them.
      retry: false,
      // Staff switch windows all day; refetching on every focus would flood the server.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Query keys of the start-up loads (SPEC 4), in one place so refresh and switch can reload them. */
export const sessionKeys = {
  menu: ['session', 'menu'] as const,
  me: ['session', 'me'] as const,
  accounts: ['session', 'accounts'] as const,
  widgets: ['session', 'widgets'] as const,
  actions: ['session', 'actions'] as const,
  announcements: ['session', 'announcements'] as const,
};
