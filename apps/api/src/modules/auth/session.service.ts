import { randomBytes, randomUUID } from 'node:crypto';
import type { TAuthUser } from '@panel/shared/auth/contracts';
import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AccessClaims } from '../../platform/request-context';
import { hashToken } from '../../platform/secrets';
import { type AccountRow, getAccountForUser } from '../accounts/account.queries';
import { getUser, rememberAccount } from '../users/user.service';
import type { users } from '../users/user.table';
import { authSessions } from './auth-session.table';
import { refreshTokens } from './refresh-token.table';
import { sessionState } from './session.queries';
import { announceSessionsEnded, cachedSessionCheck } from './session-cache';

export type UserRow = typeof users.$inferSelect;

const newRawToken = (): string => randomBytes(32).toString('base64url');

export type SessionTokens = { user: TAuthUser; refreshToken: string };

type IssueParams = {
  app: FastifyInstance;
  user: UserRow;
  account: AccountRow | null;
  impersonatorUserId?: string | null;
  /** Continue an existing family (rotation) instead of starting a new sign-in. */
  familyId?: string;
};

export const toAuthUser = (user: UserRow, jwtToken: string): TAuthUser => ({
  jwtToken,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  loggedInUser: `${user.firstName} ${user.lastName}`,
});

/** Signs an access token for the account and stores a new refresh token of the family. */
export const issueSession = async (db: Db, params: IssueParams): Promise<SessionTokens> => {
  const { app, user, account } = params;
  const sessionId = params.familyId ?? randomUUID();
  if (!params.familyId) {
    await db.insert(authSessions).values({
      id: sessionId,
      userId: user.id,
      accountId: account?.id ?? null,
      impersonatorUserId: params.impersonatorUserId ?? null,
    });
  }
  const claims: AccessClaims = {
    sub: user.id,
    sid: sessionId,
    acc: account?.id ?? null,
    biz: account?.businessId ?? null,
    br: account?.branchId ?? null,
    role: account?.role ?? null,
    // An impersonated session acts as the account, never with the admin's rights.
    is_admin: user.isAdmin && !params.impersonatorUserId ? 'True' : 'False',
    ...(params.impersonatorUserId ? { imp: params.impersonatorUserId } : {}),
  };
  const jwtToken = app.jwt.sign(claims);
  const refreshToken = newRawToken();
  await db.insert(refreshTokens).values({
    familyId: sessionId,
    userId: user.id,
    accountId: account?.id ?? null,
    impersonatorUserId: params.impersonatorUserId ?? null,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + app.config.refreshTokenTtlDays * 86_400_000),
  });
  return { user: toAuthUser(user, jwtToken), refreshToken };
};

/**
 * A sign-in without a refresh token (the mobile API's): its row makes the token live while
 * the session, the user and the account are (isSessionLive), and sign-out or disabling ends it.
 */
export const startSession = async (
  db: Db,
  params: { userId: string; accountId: string },
): Promise<string> => {
  const id = randomUUID();
  await db.insert(authSessions).values({ id, userId: params.userId, accountId: params.accountId });
  return id;
};

export type RotateResult =
  | { ok: true; tokens: SessionTokens }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'inactive' };

/**
 * Spends a refresh token and issues the next one of its family. The conditional update
 * lets exactly one of several concurrent uses win; any other use of a spent token is
 * treated as theft and revokes the whole family.
 */
export const rotateRefreshToken = async (
  db: Db,
  app: FastifyInstance,
  raw: string,
): Promise<RotateResult> => {
  const tokenHash = hashToken(raw);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!spent) {
    const [known] = await db
      .select({
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known) return { ok: false, reason: 'unknown' };
    if (known.usedAt || known.revokedAt) {
      await revokeFamily(db, known.familyId);
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: 'expired' };
  }
  const user = await getUser(db, spent.userId);
  const account = spent.accountId ? await getAccountForUser(db, spent.userId, spent.accountId) : null;
  if (!user?.isActive || (spent.accountId && !account)) {
    await revokeFamily(db, spent.familyId);
    return { ok: false, reason: 'inactive' };
  }
  const tokens = await issueSession(db, {
    app,
    user,
    account,
    impersonatorUserId: spent.impersonatorUserId,
    familyId: spent.familyId,
  });
  return { ok: true, tokens };
};

/**
 * Ends the live sessions `where.sessions` picks and the live refresh tokens `where.tokens`
 * picks, once the other instances are told sessions are ending.
 */
const revokeLive = async (
  db: Db,
  where: { sessions: SQL | undefined; tokens: SQL | undefined },
): Promise<void> => {
  await announceSessionsEnded(db);
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(where.sessions, isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(where.tokens, isNull(refreshTokens.revokedAt)));
};

export const revokeFamily = (db: Db, familyId: string): Promise<void> =>
  revokeLive(db, { sessions: eq(authSessions.id, familyId), tokens: eq(refreshTokens.familyId, familyId) });

/** The user a refresh token was issued to, whatever state the token is in. */
export const userOfRefreshToken = async (db: Db, raw: string): Promise<string | null> => {
  const [row] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(raw)));
  return row?.userId ?? null;
};

/**
 * A session in the account the user chose (a switch, an invitation accepted): the account is
 * remembered for the next sign-in in the transaction that issues the tokens.
 */
export const enterAccount = (db: Db, accountId: string, params: IssueParams) =>
  db.transaction(async (tx) => {
    await rememberAccount(tx, params.user.id, accountId);
    return issueSession(tx, params);
  });

/** A provider admin signed in as an account: the audit record commits with the session it opens. */
export const impersonate = (
  db: Db,
  request: FastifyRequest,
  params: IssueParams & { account: AccountRow; impersonatorUserId: string },
) =>
  db.transaction(async (tx) => {
    const { user, account } = params;
    await writeAudit(tx, request, {
      action: 'login-as',
      entity: 'account',
      entityId: account.id,
      after: { userId: user.id, businessId: account.businessId, role: account.role },
    });
    return issueSession(tx, params);
  });

/** Sign-out: every session of the user ends, on every device. */
export const signOutEverywhere = (db: Db, userId: string) =>
  db.transaction((tx) => endSessionsOfUser(tx, userId));

/**
 * Ends every session of the user at once: the access tokens already handed out stop at
 * their next request (see isSessionLive) and no refresh token of theirs rotates again.
 * Sessions an admin opened as this user, and those this user opened as someone else, too.
 * Called on sign-out, on disabling the user and on a password change or reset.
 */
export const endSessionsOfUser = (db: Db, userId: string): Promise<void> =>
  revokeLive(db, {
    sessions: or(eq(authSessions.userId, userId), eq(authSessions.impersonatorUserId, userId)),
    tokens: or(eq(refreshTokens.userId, userId), eq(refreshTokens.impersonatorUserId, userId)),
  });

/** Ends every session in the account (closing or changing it): its other accounts go on. */
export const endSessionsOfAccount = (db: Db, accountId: string): Promise<void> =>
  revokeLive(db, {
    sessions: eq(authSessions.accountId, accountId),
    tokens: eq(refreshTokens.accountId, accountId),
  });

/** A user disabled or an account closed (accounts announces it): the user signs in again, if at all. */
export const endSessionsOnWithdrawal = (tx: Db, { userId }: { userId: string }) =>
  endSessionsOfUser(tx, userId);

/** Whether the token's session, user and account are still live (session.queries.ts), cached. */
export const isSessionLive = async (
  db: Db,
  claims: Pick<AccessClaims, 'sid' | 'sub' | 'role' | 'br'>,
): Promise<boolean> => {
  const { sid, sub, role, br } = claims;
  if (!sid) return false;
  return cachedSessionCheck(`${sid}|${sub}|${role}|${br}`, async () => {
    const rows = await sessionState(db).execute({ sid, userId: sub, role, branchId: br });
    return rows.length > 0;
  });
};
