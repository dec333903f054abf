import type { TAuthUser } from '@panel/shared/auth/contracts';
import { localTokenStore } from '../../api/http-client';
import { createExternalStore } from '../external-store';
import { api } from '../http';
import { DASHBOARD_PATH, SIGN_IN_PATH } from '../navigation';
import { navigateTo } from '../navigation-bridge';
import { emitSessionEvent } from '../session-events';
import { isAdminToken } from './token-claims';

const token = createExternalStore<string | null>(localTokenStore.get());

// Another tab signing in or out changes localStorage: follow it.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === 'id_token') token.set(localTokenStore.get());
});

export const useSessionToken = token.use;
export const useIsAdmin = (): boolean => isAdminToken(token.use());

/** A user with a jwtToken came back (sign-in, refresh, switch, login-as): keep the token. */
export const startSession = (user: TAuthUser): void => {
  localTokenStore.set(user.jwtToken);
  emitSessionEvent('started');
  token.set(user.jwtToken);
};

export const clearSession = (): void => {
  localTokenStore.clear();
  emitSessionEvent('ended');
  token.set(null);
};

/** SPEC 2: land on dashboard-summary; if already there, reload the page instead. */
export const landOnDashboard = (): void => {
  if (window.location.pathname === DASHBOARD_PATH) window.location.reload();
  else navigateTo(DASHBOARD_PATH);
};

export const signIn = async (credentials: { email: string; password: string }): Promise<void> => {
  const user = await api.post('auth/authenticate', { body: credentials });
  startSession(user);
  landOnDashboard();
};

export const switchAccount = async (accountId: string): Promise<void> => {
  const user = await api.get('account/set-active-account/{id}', { path: { id: accountId } });
  startSession(user);
  landOnDashboard();
};

export const loginAs = async (accountId: string): Promise<void> => {
  const user = await api.post('auth/authenticate-with/{id}', { path: { id: accountId } });
  startSession(user);
  landOnDashboard();
};

export const signOut = async (): Promise<void> => {
  try {
    await api.post('auth/logout');
  } catch (error) {
    console.warn('logout call failed; the session is cleared anyway', error);
  }
  clearSession();
  navigateTo(SIGN_IN_PATH);
};
