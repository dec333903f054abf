import { createHttpClient, localTokenStore } from '../api/http-client';
import { notices } from './layout/notice-bridge';
import { loadingTracker } from './loading-store';
import { navigateTo } from './navigation-bridge';
import { queryClient, sessionKeys } from './query-client';

const ROUTE_PATHS = { homepage: '/', 'sign-in': '/sign-in', login: '/login' } as const;

export const http = createHttpClient({
  getRoutePath: () => window.location.pathname,
  tokenStore: localTokenStore,
  notify: notices,
  navigate: ({ route }) => navigateTo(ROUTE_PATHS[route]),
  loading: loadingTracker,
  // SPEC 4: after a refresh, reload menu, profile, account list, widgets and own announcements.
  onRefreshed: () => {
    for (const key of [sessionKeys.menu, sessionKeys.me, sessionKeys.accounts, sessionKeys.widgets, sessionKeys.announcements]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  },
  onAuthLost: () => {
    queryClient.clear();
  },
});

export const { api } = http;
