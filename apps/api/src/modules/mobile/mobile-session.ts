import { MOBILE_COOKIE, MOBILE_MESSAGES, MOBILE_TOKEN_SECONDS } from '@panel/shared/mobile/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { SESSION_ENDED } from '../../platform/auth';
import { badRequest, unauthorized } from '../../platform/errors';
import { type AccessClaims, contextFromClaims } from '../../platform/request-context';
import { getAccountForUser, listAccountsOfUser } from '../accounts/account.queries';
import { checkCredentials } from '../auth/auth.service';
import { isSessionLive, revokeFamily, startSession } from '../auth/session.service';

/**
 * The mobile API's own session (SPEC 7, 9): a token in an httpOnly cookie that lives two
 * hours, for parent and student accounts only, never refreshed (SPEC 4). It is a row of
 * auth_sessions like a panel sign-in, so signing out, disabling the user or closing the
 * account ends it at once (auth/session.service isSessionLive, with its cache).
 */

const MOBILE_ROLES: readonly string[] = ['Parent', 'Student'];
const COOKIE_PATH = '/mobileapi';

export const mobileSignIn = async (
  db: Db,
  params: { app: FastifyInstance; email: string; password: string; ip: string },
): Promise<string> => {
  const user = await checkCredentials(db, params);
  const entries = (await listAccountsOfUser(db, user.id, null)).filter((e) => MOBILE_ROLES.includes(e.role));
  const entry = entries.find((e) => e.id === user.lastAccountId) ?? entries[0];
  const account = entry ? await getAccountForUser(db, user.id, entry.id) : null;
  if (!account) throw badRequest(MOBILE_MESSAGES.staffAccount, { title: 'Giriş Başarısız' });
  const sid = await startSession(db, { userId: user.id, accountId: account.id });
  const claims: AccessClaims = {
    sub: user.id,
    sid,
    acc: account.id,
    biz: account.businessId,
    br: account.branchId,
    role: account.role,
    is_admin: 'False',
    mob: true,
  };
  return params.app.jwt.sign(claims, { expiresIn: MOBILE_TOKEN_SECONDS });
};

export const setMobileCookie = (request: FastifyRequest, reply: FastifyReply, token: string): void => {
  reply.setCookie(MOBILE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: MOBILE_TOKEN_SECONDS,
  });
};

export const clearMobileCookie = (reply: FastifyReply): void => {
  reply.clearCookie(MOBILE_COOKIE, { path: COOKIE_PATH });
};

const verifiedClaims = (request: FastifyRequest): AccessClaims | null => {
  const token = request.cookies[MOBILE_COOKIE];
  if (!token) return null;
  try {
    const claims = request.server.jwt.verify<AccessClaims>(token);
    // A panel token copied into the cookie is not a mobile token.
    return claims.mob === true && claims.role !== null && MOBILE_ROLES.includes(claims.role) ? claims : null;
  } catch {
    return null;
  }
};

/** The guard of every signed-in mobile route: the cookie's live session, or 401 (no refresh). */
export const authenticateMobile = async (request: FastifyRequest): Promise<void> => {
  const claims = verifiedClaims(request);
  if (!claims) throw unauthorized('Bu işlem için giriş yapmalısınız.');
  if (!(await isSessionLive(request.server.db, claims))) throw unauthorized(SESSION_ENDED);
  request.auth = contextFromClaims(claims);
};

/** Ends the cookie's session, if it still names one. */
export const mobileSignOut = async (db: Db, request: FastifyRequest): Promise<void> => {
  const claims = verifiedClaims(request);
  if (claims) await revokeFamily(db, claims.sid);
};
