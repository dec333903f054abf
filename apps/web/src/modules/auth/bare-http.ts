import { createHttpClient, localTokenStore } from '../../api/http-client';
import { createExternalStore } from '../../app/external-store';
import { loadingTracker } from '../../app/loading-store';
import { HOMEPAGE_PATH, SIGN_IN_PATH } from '../../app/navigation';
import { navigateTo } from '../../app/navigation-bridge';
import { emitSessionEvent } from '../../app/session-events';

/** What a call of a bare page reports: SPEC 8's notice (title, message, the listed errors), shown in the page. */
export type BareNotice = { kind: 'success' | 'error'; title: string; message: string; errors?: string[] };

const notice = createExternalStore<BareNotice | null>(null);

/** The notice of the page's last call, until the next call or the next page. */
export const useBareNotice = notice.use;
export const clearBareNotice = () => notice.set(null);

/**
 * The HTTP client of the pages without the UI kit: the same client (route header, token,
 * refresh, redirects, loading bar), whose notices the page itself shows beside its form,
 * where a phone user sees them and a screen reader reads them. The panel's notices need
 * Ant Design, which these pages do not load.
 */
const bareHttp = createHttpClient({
  getRoutePath: () => window.location.pathname,
  tokenStore: localTokenStore,
  notify: {
    success: (title, message) => notice.set({ kind: 'success', title, message }),
    error: (title, message, _seconds, errors) => notice.set({ kind: 'error', title, message, errors }),
    serverError: (title, message) => notice.set({ kind: 'error', title, message }),
  },
  navigate: ({ route }) =>
    navigateTo(route === 'homepage' ? HOMEPAGE_PATH : route === 'login' ? '/login' : SIGN_IN_PATH),
  loading: loadingTracker,
  onRefreshed: () => emitSessionEvent('refreshed'),
  onAuthLost: () => emitSessionEvent('ended'),
});

export const bareApi = bareHttp.api;
