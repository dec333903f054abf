import { createHttpClient, localTokenStore } from '../api/http-client';
import { notices } from './layout/notice-bridge';
import { loadingTracker } from './loading-store';
import { navigateTo } from './navigation-bridge';
import { emitSessionEvent } from './session-events';

const ROUTE_PATHS = { homepage: '/', 'sign-in': '/sign-in', login: '/login' } as const;

export const http = createHttpClient({
  getRoutePath: () => window.location.pathname,
  tokenStore: localTokenStore,
  notify: notices,
  navigate: ({ route }) => navigateTo(ROUTE_PATHS[route]),
  loading: loadingTracker,
  onRefreshed: () => emitSessionEvent('refreshed'),
  onAuthLost: () => emitSessionEvent('ended'),
});

export const { api } = http;
