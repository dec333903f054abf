import { redirect } from 'react-router';
import { isUnanswered, localTokenStore } from '../../api/http-client';
import { api, http } from '../http';
import { ADMIN_HOME_PATH, SIGN_IN_PATH } from '../navigation';
import { clearSession } from './session';
import { isAdminToken } from './token-claims';

const verify = (token: string) => api.get('auth/{token}/verify', { path: { token } });

/**
 * SPEC 2 and 4: every non-anonymous navigation checks the session. An expired access
 * token is refreshed once; a failed or token-less verification signs the user out.
 */
export const checkSessionLoader = async (): Promise<null> => {
  const token = localTokenStore.get();
  if (!token) {
    clearSession();
    throw redirect(SIGN_IN_PATH);
  }
  try {
    if ((await verify(token)).isValid) return null;
    const refreshed = await http.refresh();
    if (refreshed && (await verify(refreshed)).isValid) return null;
  } catch (error) {
    // No answer is not a "no": a check cut short by leaving the page, or a network blip,
    // keeps the session (every API call still checks the token itself).
    if (isUnanswered(error)) throw error;
    console.warn('session verification failed', error);
  }
  clearSession();
  throw redirect(SIGN_IN_PATH);
};

/** SPEC 2 and 6: admins are sent from the dashboard to the admin account summary. */
export const dashboardLoader = (): null => {
  if (isAdminToken(localTokenStore.get())) throw redirect(ADMIN_HOME_PATH);
  return null;
};
