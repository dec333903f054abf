import { ZAuthUserSchema, ZPasswordSchema, ZSignOutAnswerSchema } from '@panel/shared/auth/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, SESSION_ENDED } from '../../platform/auth';
import { clearRefreshCookie, readRefreshCookie } from '../../platform/cookies';
import { badRequest, notFound } from '../../platform/errors';
import type { AccessClaims } from '../../platform/request-context';
import { getActiveAccount } from '../accounts/account.queries';
import { getUser } from '../users/user.service';
import { INVALID_RESET_CODE, requestPasswordReset, resetPassword, signIn } from './auth.service';
import {
  impersonate,
  isSessionLive,
  rotateRefreshToken,
  signOutEverywhere,
  userOfRefreshToken,
} from './session.service';
import { answerSession } from './session-answer';

const ZCredentialsSchema = z.object({
  email: z.string().trim().min(1, 'Lütfen E-mail Adresi Giriniz').max(200),
  password: z.string().min(1, 'Lütfen Şifre Giriniz!').max(200),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/auth/authenticate',
    { config: { public: true }, schema: { body: ZCredentialsSchema, response: { 200: ZAuthUserSchema } } },
    async (request, reply) => {
      const session = await signIn(db, { app, ...request.body, ip: request.ip });
      return answerSession(reply, session);
    },
  );

  app.post(
    '/auth/refresh-token',
    { config: { public: true }, schema: { response: { 200: ZAuthUserSchema } } },
    async (request, reply) => {
      const raw = readRefreshCookie(request);
      // The spec's client sends the user to sign-in on a 400 from this call.
      if (!raw) throw badRequest(SESSION_ENDED, { title: 'Oturum' });
      const result = await rotateRefreshToken(db, app, raw);
      if (!result.ok) {
        clearRefreshCookie(reply);
        throw badRequest(SESSION_ENDED, { title: 'Oturum' });
      }
      return answerSession(reply, result.tokens);
    },
  );

  app.get(
    '/auth/:token/verify',
    {
      config: { public: true },
      schema: {
        params: z.object({ token: z.string().min(1).max(4000) }),
        response: { 200: z.object({ isValid: z.boolean(), isAdmin: z.boolean() }) },
      },
    },
    async (request) => {
      let claims: AccessClaims;
      try {
        claims = app.jwt.verify<AccessClaims>(request.params.token);
      } catch {
        return { isValid: false, isAdmin: false };
      }
      const isValid = await isSessionLive(db, claims);
      return { isValid, isAdmin: isValid && claims.is_admin === 'True' };
    },
  );

  // Signing out ends every session of the user at once (other devices, other accounts and
  // access tokens already handed out), whether the call carries the refresh cookie or only
  // the bearer token.
  app.post(
    '/auth/logout',
    { config: { public: true }, schema: { response: { 200: ZSignOutAnswerSchema } } },
    async (request, reply) => {
      const raw = readRefreshCookie(request);
      let userId = raw ? await userOfRefreshToken(db, raw) : null;
      if (!userId && request.headers.authorization) {
        userId = await request
          .jwtVerify<AccessClaims>()
          .then((claims) => claims.sub)
          .catch(() => null);
      }
      const signedOut = userId;
      if (signedOut) await signOutEverywhere(db, signedOut);
      clearRefreshCookie(reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { public: true },
      schema: {
        body: z.object({ email: z.string().trim().min(1, 'Lütfen E-mail Adresi Giriniz').max(200) }),
        response: { 200: ZMessageAnswerSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(db, { app, email: request.body.email, ip: request.ip, request });
      return {
        message:
          'E-posta adresiniz kayıtlıysa şifre yenileme bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.',
      };
    },
  );

  app.post(
    '/auth/new-password',
    {
      config: { public: true },
      schema: {
        body: z.object({ code: z.string().min(1, INVALID_RESET_CODE).max(200), password: ZPasswordSchema }),
        response: { 200: ZMessageAnswerSchema },
      },
    },
    async (request) => {
      await resetPassword(db, { app, ...request.body, ip: request.ip, request });
      return { message: 'Şifreniz yenilendi. Yeni şifrenizle giriş yapabilirsiniz.' };
    },
  );

  app.post(
    '/auth/authenticate-with/:id',
    {
      config: { permission: ACTIONS.admin.loginAs },
      schema: { params: z.object({ id: z.uuid() }), response: { 200: ZAuthUserSchema } },
    },
    async (request, reply) => {
      const admin = requireAuth(request);
      const account = await getActiveAccount(db, request.params.id);
      if (!account) throw notFound();
      const user = await getUser(db, account.userId);
      if (!user?.isActive) throw notFound();
      const session = await impersonate(db, request, {
        app,
        user,
        account,
        impersonatorUserId: admin.userId,
      });
      return answerSession(reply, session);
    },
  );
};
