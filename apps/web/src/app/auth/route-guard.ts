import { type ActionKey, isSelfAction } from '@panel/shared/permissions/keys';
import { redirect } from 'react-router';
import { localTokenStore } from '../../api/http-client';
import { HOMEPAGE_PATH } from '../navigation';
import { queryClient } from '../query-client';
import { actionsQuery } from './use-session-data';

/**
 * A route the account may not open takes the 403 flow (SPEC 8: to the homepage route), as
 * the server's answer would, before its page loads or calls anything.
 */
export const requirePermission = async (key: ActionKey): Promise<void> => {
  if (isSelfAction(key)) return;
  // Without a token the session check sends the user to sign-in; nothing to decide here.
  if (!localTokenStore.get()) return;
  let actions: readonly string[];
  try {
    actions = await queryClient.ensureQueryData(actionsQuery);
  } catch (error) {
    // The server still guards every call; a failed load must not lock the user out.
    console.warn('could not load the account actions', error);
    return;
  }
  if (!actions.includes(key)) throw redirect(HOMEPAGE_PATH);
};
