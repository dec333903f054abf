import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MailSender } from '../../integrations/mail/mail';
import { writeAudit } from '../../platform/audit';
import { badRequest, tooManyRequests } from '../../platform/errors';
import { getStartingAccount } from '../accounts/account.queries';
import { clearThrottle, hitThrottle, peekThrottle } from './auth-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { passwordResetCodes } from './password-reset.table';
import { hashToken, issueSession, revokeAllForUser, type SessionTokens } from './session.service';
import { users } from './user.table';

export const WRONG_CREDENTIALS = 'E-posta adresi veya şifre hatalı.';
const RESET_CODE_TTL_MS = 30 * 60_000;

const throttleMessage = (seconds: number): string =>
  `Çok fazla hatalı giriş denemesi yapıldı. Lütfen ${Math.ceil(seconds / 60)} dakika sonra tekrar deneyin.`;

// Not the Turkish locale: it would turn the I of ADMIN@ into a dotless ı.
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: Db, email: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
};

type SignInParams = { app: FastifyInstance; email: string; password: string; ip: string };

/**
 * Checks the credentials under two throttles kept in the database: attempts per IP, and
 * failures per email (a correct password does not unlock an email that is over its limit).
 */
export const signIn = async (db: Db, params: SignInParams): Promise<SessionTokens> => {
  const { app, ip } = params;
  const limits = app.config.authThrottle;
  const email = normaliseEmail(params.email);
  const emailKey = `email:${email}`;

  const perIp = await hitThrottle(db, `ip:${ip}`, limits.windowSeconds);
  if (perIp.count > limits.ipAttemptLimit)
    throw tooManyRequests(throttleMessage(perIp.retryAfterSeconds), perIp.retryAfterSeconds);
  const perEmail = await peekThrottle(db, emailKey, limits.windowSeconds);
  if (perEmail.count >= limits.emailFailureLimit) {
    throw tooManyRequests(throttleMessage(perEmail.retryAfterSeconds), perEmail.retryAfterSeconds);
  }

  const user = await findUserByEmail(db, email);
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, params.password);
  else await burnPasswordCheck(params.password);
  if (!user || !valid || !user.isActive) {
    await hitThrottle(db, emailKey, limits.windowSeconds);
    throw badRequest(WRONG_CREDENTIALS, { title: 'Giriş Başarısız' });
  }
  await clearThrottle(db, emailKey);
  const account = await getStartingAccount(db, user.id, user.lastAccountId);
  if (!account && !user.isAdmin) {
    throw badRequest(
      'Hesabınıza tanımlı aktif bir kurum yetkisi bulunmuyor. Lütfen kurumunuzla iletişime geçin.',
      {
        title: 'Giriş Başarısız',
      },
    );
  }
  return issueSession(db, { app, user, account });
};

/** Always answers the same way, so the form does not reveal which emails exist. */
export const requestPasswordReset = async (
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
    await params.mail.send(tx, {
      to: user.email,
      subject: 'Şifre sıfırlama',
      body: `Merhaba ${user.firstName},\n\nŞifrenizi yenilemek için 30 dakika içinde bu bağlantıyı açın:\n${params.publicUrl}/new-password/${code}\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
    });
    await writeAudit(tx, params.request, {
      action: 'password-reset-requested',
      entity: 'user',
      entityId: user.id,
      userId: user.id,
    });
  });
};

export const INVALID_RESET_CODE =
  'Şifre yenileme bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';

/** Spends a reset code once: the conditional update lets only one of two racing uses pass. */
export const resetPassword = async (
  db: Db,
  params: { code: string; password: string; request: FastifyRequest },
): Promise<void> => {
  const passwordHash = await hashPassword(params.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetCodes.codeHash, hashToken(params.code)),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetCodes.userId });
    if (!spent) throw badRequest(INVALID_RESET_CODE);
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, spent.userId));
    // A new password ends every session: whoever knew the old one is signed out.
    await revokeAllForUser(tx, spent.userId);
    await writeAudit(tx, params.request, {
      action: 'password-reset',
      entity: 'user',
      entityId: spent.userId,
      userId: spent.userId,
    });
  });
};
