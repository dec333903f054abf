import { randomBytes } from 'node:crypto';
import { PASSWORD_MESSAGES } from '@panel/shared/auth/passwords';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MailSender } from '../../integrations/mail/mail';
import { writeAudit } from '../../platform/audit';
import { badRequest, tooManyRequests } from '../../platform/errors';
import type { AuthContext } from '../../platform/request-context';
import { hashToken } from '../../platform/secrets';
import { getAccountForUser, getStartingAccount } from '../accounts/account.queries';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../users/password';
import { assertAcceptablePassword } from '../users/password-rules';
import { findUserByEmail, getUser, normaliseEmail, setPasswordHash } from '../users/user.service';
import { claimAttempt, clearThrottle, hitThrottle } from './auth-throttle';
import { passwordResetCodes } from './password-reset.table';
import { endSessionsOfUser, issueSession, type SessionTokens } from './session.service';

export const WRONG_CREDENTIALS = 'E-posta adresi veya şifre hatalı.';
const RESET_CODE_TTL_MS = 30 * 60_000;

const throttleMessage = (seconds: number): string =>
  `Çok fazla hatalı giriş denemesi yapıldı. Lütfen ${seconds < 60 ? `${seconds} saniye` : `${Math.ceil(seconds / 60)} dakika`} sonra tekrar deneyin.`;

/** One attempt under the configured growing delay, or 429 with the wait. */
const claimAttemptOrThrow = async (db: Db, app: FastifyInstance, key: string): Promise<void> => {
  const limits = app.config.authThrottle;
  const claim = await claimAttempt(db, key, {
    freeAttempts: limits.freeFailures,
    firstDelaySeconds: limits.firstDelaySeconds,
    maxDelaySeconds: limits.windowSeconds,
  });
  if (!claim.allowed)
    throw tooManyRequests(throttleMessage(claim.retryAfterSeconds), claim.retryAfterSeconds);
};

type SignInParams = { app: FastifyInstance; email: string; password: string; ip: string };

/** Where sign-in attempts at one e-mail from one address are counted. */
export const signInPairKey = (email: string, ip: string): string => `signin:${normaliseEmail(email)}|${ip}`;

/**
 * Checks the credentials under two throttles kept in the database: attempts per address
 * (a fixed window, whatever the e-mail), and a growing delay per e-mail and address pair.
 * The pair, not the e-mail alone: someone guessing from elsewhere slows himself down and
 * never locks the owner out of his own sign-in. Each attempt is claimed before the password
 * is checked, so a parallel burst gets no more guesses than a sequence.
 */
export const signIn = async (db: Db, params: SignInParams): Promise<SessionTokens> => {
  const user = await checkCredentials(db, params);
  const account = await getStartingAccount(db, user.id, user.lastAccountId);
  if (!account && !user.isAdmin) {
    throw badRequest(
      'Hesabınıza tanımlı aktif bir kurum yetkisi bulunmuyor. Lütfen kurumunuzla iletişime geçin.',
      {
        title: 'Giriş Başarısız',
      },
    );
  }
  return issueSession(db, { app: params.app, user, account });
};

/**
 * The credential check of every sign-in (the panel's and the mobile one), under the same
 * throttles: the active user whose password matches, or the one refusal for any miss.
 */
export const checkCredentials = async (db: Db, params: SignInParams) => {
  const { app, ip } = params;
  const limits = app.config.authThrottle;
  const email = normaliseEmail(params.email);
  const pairKey = signInPairKey(email, ip);

  const perIp = await hitThrottle(db, `ip:${ip}`, limits.windowSeconds);
  if (perIp.count > limits.ipAttemptLimit)
    throw tooManyRequests(throttleMessage(perIp.retryAfterSeconds), perIp.retryAfterSeconds);
  await claimAttemptOrThrow(db, app, pairKey);

  const user = await findUserByEmail(db, email);
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, params.password);
  else await burnPasswordCheck(params.password);
  if (!user || !valid || !user.isActive) throw badRequest(WRONG_CREDENTIALS, { title: 'Giriş Başarısız' });
  await clearThrottle(db, pairKey);
  return user;
};

const RESET_REQUESTS_PER_EMAIL = 3;

/** Reset work still running after its answer went out: tests and shutdown wait for it. */
const pendingResetWork = new Set<Promise<void>>();

export const settlePasswordResetWork = async (): Promise<void> => {
  await Promise.allSettled([...pendingResetWork]);
};

const throttleResetCalls = async (db: Db, app: FastifyInstance, keys: { key: string; limit: number }[]) => {
  const { windowSeconds } = app.config.authThrottle;
  for (const { key, limit } of keys) {
    const state = await hitThrottle(db, key, windowSeconds);
    if (state.count > limit) {
      throw tooManyRequests(
        `Çok fazla şifre yenileme isteği yapıldı. Lütfen ${Math.ceil(state.retryAfterSeconds / 60)} dakika sonra tekrar deneyin.`,
        state.retryAfterSeconds,
      );
    }
  }
};

/** Finds the user and, for a known active one, stores a code and mails the link. */
const deliverPasswordReset = async (
  db: Db,
  params: { email: string; mail: MailSender; publicUrl: string; request: FastifyRequest },
): Promise<void> => {
  const user = await findUserByEmail(db, params.email);
  if (!user?.isActive) return;
  const code = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    });
    await writeAudit(tx, params.request, {
      action: 'password-reset-requested',
      entity: 'user',
      entityId: user.id,
      userId: user.id,
    });
  });
  // After the commit: a slow mail provider holds no transaction (and no PGlite session).
  await params.mail.send(db, {
    to: user.email,
    subject: 'Şifre sıfırlama',
    body: `Merhaba ${user.firstName},\n\nŞifrenizi yenilemek için 30 dakika içinde bu bağlantıyı açın:\n${params.publicUrl}/new-password/${code}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
  });
};

/**
 * Always answers the same way and in the same time, so the form does not reveal which
 * e-mails exist: the answer waits only for the throttles (the same two statements for any
 * e-mail); looking the user up, storing the code and mailing run after it. A crash in
 * between loses that one mail, and the user asks again.
 */
export const requestPasswordReset = async (
  db: Db,
  params: { app: FastifyInstance; email: string; ip: string; request: FastifyRequest },
): Promise<void> => {
  const { app, ip } = params;
  const email = normaliseEmail(params.email);
  await throttleResetCalls(db, app, [
    { key: `reset-ip:${ip}`, limit: app.config.authThrottle.ipAttemptLimit },
    { key: `reset-email:${email}`, limit: RESET_REQUESTS_PER_EMAIL },
  ]);
  const work = deliverPasswordReset(db, {
    email,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    request: params.request,
  })
    .catch((error: unknown) => params.request.log.error({ err: error }, 'password reset mail failed'))
    .finally(() => pendingResetWork.delete(work));
  pendingResetWork.add(work);
};

export const INVALID_RESET_CODE =
  'Şifre yenileme bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';

const resetCodeCondition = (code: string) =>
  and(
    eq(passwordResetCodes.codeHash, hashToken(code)),
    isNull(passwordResetCodes.usedAt),
    gt(passwordResetCodes.expiresAt, sql`now()`),
  );

/**
 * Spends a reset code once. The code is checked before anything costly (a wrong one costs
 * one indexed read, never a password hash), calls are throttled per address, and the
 * conditional update lets only one of two racing uses pass.
 */
export const resetPassword = async (
  db: Db,
  params: { app: FastifyInstance; code: string; password: string; ip: string; request: FastifyRequest },
): Promise<void> => {
  const { app } = params;
  await throttleResetCalls(db, app, [
    { key: `new-password-ip:${params.ip}`, limit: app.config.authThrottle.ipAttemptLimit },
  ]);
  const [pending] = await db
    .select({ userId: passwordResetCodes.userId })
    .from(passwordResetCodes)
    .where(resetCodeCondition(params.code));
  if (!pending) throw badRequest(INVALID_RESET_CODE);
  const user = await getUser(db, pending.userId);
  if (!user?.isActive) throw badRequest(INVALID_RESET_CODE);
  assertAcceptablePassword(params.password, { owner: user });
  if (await verifyPassword(user.passwordHash, params.password)) {
    throw badRequest(PASSWORD_MESSAGES.current, { errors: [PASSWORD_MESSAGES.current] });
  }
  const passwordHash = await hashPassword(params.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(resetCodeCondition(params.code))
      .returning({ userId: passwordResetCodes.userId });
    if (!spent) throw badRequest(INVALID_RESET_CODE);
    await setPasswordHash(tx, spent.userId, passwordHash);
    // A new password ends every session: whoever knew the old one is signed out.
    await endSessionsOfUser(tx, spent.userId);
    await writeAudit(tx, params.request, {
      action: 'password-reset',
      entity: 'user',
      entityId: spent.userId,
      userId: spent.userId,
    });
  });
};

export const WRONG_CURRENT_PASSWORD = 'Mevcut şifreniz hatalı.';

/**
 * The signed-in user's own password change. Wrong current passwords are throttled per user
 * with the sign-in's growing delay (a stolen session cannot guess the password fast); the
 * new one must pass the shared rules; every other session ends and this one continues.
 */
export const changePassword = async (
  db: Db,
  params: {
    app: FastifyInstance;
    auth: AuthContext;
    currentPassword: string;
    newPassword: string;
    request: FastifyRequest;
  },
): Promise<SessionTokens> => {
  const { app, auth } = params;
  if (auth.impersonatorUserId) throw badRequest('Başka bir hesap adına girişte şifre değiştirilemez.');
  const key = `change-password:${auth.userId}`;
  await claimAttemptOrThrow(db, app, key);
  const user = await getUser(db, auth.userId);
  if (!user) throw badRequest(WRONG_CURRENT_PASSWORD);
  if (!(await verifyPassword(user.passwordHash, params.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD);
  }
  await clearThrottle(db, key);
  assertAcceptablePassword(params.newPassword, { owner: user, currentPassword: params.currentPassword });
  const passwordHash = await hashPassword(params.newPassword);
  const account = auth.accountId ? await getAccountForUser(db, user.id, auth.accountId) : null;
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    // Other devices signed in with the old password are signed out; this one continues.
    await endSessionsOfUser(tx, user.id);
    await writeAudit(tx, params.request, { action: 'change-password', entity: 'user', entityId: user.id });
    return issueSession(tx, { app, user, account });
  });
};
