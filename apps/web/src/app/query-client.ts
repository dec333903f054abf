import { QueryClient } from '@tanstack/react-query';
import { onSessionEvent } from './session-events';

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

const reloadedAfterRefresh = [
  sessionKeys.menu,
  sessionKeys.me,
  sessionKeys.accounts,
  sessionKeys.widgets,
  sessionKeys.announcements,
];

onSessionEvent((event) => {
  // A new session must not show the previous one's data: reset drops it everywhere and
  // refetches what is on screen (clear would leave mounted queries holding the old data).
  if (event === 'started') void queryClient.resetQueries();
  if (event === 'ended') queryClient.clear();
  // SPEC 4: after a refresh, reload menu, profile, account list, widgets and own announcements.
  if (event === 'refreshed') {
    for (const queryKey of reloadedAfterRefresh) void queryClient.invalidateQueries({ queryKey });
  }
});
