import { INVITATION_CONTACT_MESSAGE } from '@panel/shared/accounts/contracts';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { ZStudentInvitationSchema, ZStudentUserSchema } from '@panel/shared/students/contracts';
import { zEmail, zMobilePhone, zOptional } from '@panel/shared/validation/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { refuseNarrow } from '../../platform/scope';
import { tenantOf } from '../../platform/tenancy';
import { listStudentInvitations, listStudentUsers } from './student-user.queries';
import { inviteStudentUser } from './student-user.service';

const ZInviteSchema = z
  .object({
    /** 'student' for the student's own sign-in, or the parent link's id. */
    who: z.union([z.literal('student'), z.uuid()], { error: 'Lütfen Kullanıcı Seçiniz!' }),
    email: zOptional(zEmail()),
    phone: zOptional(zMobilePhone()),
  })
  .refine((v) => v.email || v.phone, { message: INVITATION_CONTACT_MESSAGE, path: ['email'] });

/** The student's and their parents' own sign-ins, given by invitation (SPEC 7 user tab calls). */
export const studentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  /** Whose sign-ins a student has is no narrow account's business. */
  const wideScopeOf = (request: Parameters<typeof requireAuth>[0]) => {
    const scope = tenantOf(requireAuth(request));
    refuseNarrow(scope);
    return scope;
  };

  /** Accounts of the student and of their parents. */
  app.get(
    '/student/:id/users',
    {
      config: { permission: ACTIONS.students.view },
      schema: { params: ZIdParamsSchema, response: { 200: z.array(ZStudentUserSchema) } },
    },
    async (request) => listStudentUsers(db, wideScopeOf(request), request.params.id),
  );

  /** SPEC 7 invitation/account?studentId: the client keeps the ones not yet accepted (state false). */
  app.get(
    '/invitation/account',
    {
      config: { permission: ACTIONS.students.view },
      schema: {
        querystring: z.object({ studentId: z.uuid() }),
        response: { 200: z.array(ZStudentInvitationSchema) },
      },
    },
    async (request) => listStudentInvitations(db, wideScopeOf(request), request.query.studentId),
  );

  app.post(
    '/student/:id/users/invite',
    {
      config: { permission: ACTIONS.students.manage },
      schema: { params: ZIdParamsSchema, body: ZInviteSchema, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => ({
      ...(await inviteStudentUser(app, request, requireAuth(request), request.params.id, request.body)),
      message: 'Davet gönderildi.',
    }),
  );
};
