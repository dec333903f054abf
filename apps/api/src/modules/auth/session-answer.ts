import type { TAuthUser } from '@panel/shared/auth/contracts';
import type { FastifyReply } from 'fastify';
import { setRefreshCookie } from '../../platform/cookies';
import type { SessionTokens } from './session.service';

/**
 * Hands a new session to the browser: the refresh token goes in its cookie (for the app's
 * refresh lifetime), the user with the access token is what the route answers.
 */
export const answerSession = (reply: FastifyReply, session: SessionTokens): TAuthUser => {
  setRefreshCookie(reply, session.refreshToken, reply.server.config.refreshTokenTtlDays);
  return session.user;
};
