import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TAuthUser } from '@panel/shared/auth/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AccessClaims } from '../../platform/request-context';
import { type AccountRow, getAccountForUser } from '../accounts/account.queries';
import { refreshTokens } from './refresh-token.table';
import { users } from './user.table';

export type UserRow = typeof users.$inferSelect;

export const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('base64url');

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
  const claims: AccessClaims = {
    sub: user.id,
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
    familyId: params.familyId ?? randomUUID(),
    userId: user.id,
    accountId: account?.id ?? null,
    impersonatorUserId: params.impersonatorUserId ?? null,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + app.config.refreshTokenTtlDays * 86_400_000),
  });
  return { user: toAuthUser(user, jwtToken), refreshToken };
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
  const [user] = await db.select().from(users).where(eq(users.id, spent.userId));
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

export const revokeFamily = async (db: Db, familyId: string): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
};

/** Sign-out: the family of the presented token ends, whatever state its token is in. */
export const revokeByRawToken = async (db: Db, raw: string): Promise<void> => {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(raw)));
  if (row) await revokeFamily(db, row.familyId);
};

export const revokeAllForUser = async (db: Db, userId: string): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
};
