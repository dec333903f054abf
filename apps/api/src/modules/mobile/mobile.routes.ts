import {
  MOBILE_MESSAGES,
  ZMobileAnnouncementsSchema,
  ZMobileAttendanceSchema,
  ZMobileBalanceSchema,
  ZMobileExamResultsSchema,
  ZMobileLessonProgramSchema,
  ZMobileMeSchema,
  ZMobileReadParamsSchema,
  ZMobileSignInSchema,
  ZMobileStudentParamsSchema,
  ZMobileTeacherListSchema,
} from '@panel/shared/mobile/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/auth';
import type { RouteAccess } from '../../platform/permissions';
import type { AuthContext } from '../../platform/request-context';
import {
  getMobileAnnouncements,
  getMobileAttendance,
  getMobileBalance,
  getMobileExamResults,
  getMobileLessonProgram,
  getMobileMe,
  getMobileTeacherList,
  markMobileAnnouncementRead,
} from './mobile.service';
import {
  authenticateMobile,
  clearMobileCookie,
  mobileSignIn,
  mobileSignOut,
  setMobileCookie,
} from './mobile-session';

/**
 * The mobile API's guard: every route but sign-in and sign-out needs the mobile cookie
 * (mobile-session.ts), never the panel's bearer token. Its routes join the route table,
 * without a panel permission: what a parent reaches is his children, checked in each call.
 */
export const installMobileGuard = (app: FastifyInstance, table: RouteAccess[]): void => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const open = !!route.config?.public;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        public: open,
        permission: null,
        body: (route.schema as { body?: unknown } | undefined)?.body ?? null,
      });
    }
    if (open) return;
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [authenticateMobile, ...existing];
  });
};

const ZMessageSchema = z.object({ message: z.string() });

/** SPEC 2 and 7: the parent and student pages' calls, one per page. */
export const mobileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/authenticate',
    { config: { public: true }, schema: { body: ZMobileSignInSchema, response: { 200: ZMessageSchema } } },
    async (request, reply) => {
      const token = await mobileSignIn(db, { app, ...request.body, ip: request.ip });
      setMobileCookie(request, reply, token);
      return { message: '' };
    },
  );

  app.post(
    '/sign-out',
    { config: { public: true }, schema: { response: { 200: ZMessageSchema } } },
    async (request, reply) => {
      await mobileSignOut(db, request);
      clearMobileCookie(reply);
      return { message: MOBILE_MESSAGES.signedOut };
    },
  );

  app.get('/me', { schema: { response: { 200: ZMobileMeSchema } } }, async (request) =>
    getMobileMe(db, requireAuth(request)),
  );

  /** GET student/{student_id}/{page}: a page about one child of the caller's (mobile.service). */
  const childPage = <A extends z.ZodType>(
    page: string,
    answer: A,
    read: (db: Db, auth: AuthContext, studentId: string) => Promise<z.output<A>>,
  ) => {
    // read is checked against the answer's schema where it is passed; here any answer will do.
    const response: z.ZodType = answer;
    app.get(
      `/student/:student_id/${page}`,
      { schema: { params: ZMobileStudentParamsSchema, response: { 200: response } } },
      async (request) => read(db, requireAuth(request), request.params.student_id),
    );
  };

  childPage('lesson-program', ZMobileLessonProgramSchema, getMobileLessonProgram);
  childPage('teacher-list', ZMobileTeacherListSchema, getMobileTeacherList);
  childPage('exam-results', ZMobileExamResultsSchema, getMobileExamResults);
  childPage('attendance', ZMobileAttendanceSchema, getMobileAttendance);
  childPage('balance', ZMobileBalanceSchema, getMobileBalance);

  app.get('/announcements', { schema: { response: { 200: ZMobileAnnouncementsSchema } } }, async (request) =>
    getMobileAnnouncements(db, requireAuth(request)),
  );

  app.post(
    '/announcements/:detail_id/read',
    { schema: { params: ZMobileReadParamsSchema, response: { 200: z.object({ unread: z.number() }) } } },
    async (request) => markMobileAnnouncementRead(db, requireAuth(request), request.params.detail_id),
  );
};
