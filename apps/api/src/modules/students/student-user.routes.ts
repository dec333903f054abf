import { INVITATION_CONTACT_MESSAGE } from '@panel/shared/accounts/contracts';
import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { zEmail, zMobilePhone, zOptional } from '@panel/shared/validation/zod';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { refuseNarrow } from '../../platform/scope';
import { tenantOf } from '../../platform/tenancy';
import { accounts } from '../accounts/account.table';
import { createInvitation } from '../accounts/invitations/invitation.service';
import { invitations } from '../accounts/invitations/invitation.table';
import { users } from '../auth/user.table';
import { getStudentOrThrow } from './student.service';
import { parents, studentParents } from './student.table';

const ZInviteSchema = z
  .object({
    /** 'student' for the student's own sign-in, or the parent link's id. */
    who: z.union([z.literal('student'), z.uuid()], { error: 'Lütfen Kullanıcı Seçiniz!' }),
    email: zOptional(zEmail()),
    phone: zOptional(zMobilePhone()),
  })
  .refine((v) => v.email || v.phone, { message: INVITATION_CONTACT_MESSAGE, path: ['email'] });

const statusOf = (i: { state: boolean; cancelledAt: Date | null; expiresAt: Date }) =>
  i.state ? 'Accepted' : i.cancelledAt ? 'Cancelled' : i.expiresAt < new Date() ? 'Expired' : 'Pending';

/** The student's and their parents' own sign-ins, given by invitation (SPEC 7 user tab calls). */
export const studentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  const parentIdsOf = async (studentId: string) =>
    (
      await db
        .select({ parentId: studentParents.parentId })
        .from(studentParents)
        .where(eq(studentParents.studentId, studentId))
    ).map((p) => p.parentId);

  /** Accounts of the student and of their parents. */
  app.get(
    '/student/:id/users',
    { config: { permission: ACTIONS.students.view }, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = scopeOf(request);
      refuseNarrow(scope);
      const student = await getStudentOrThrow(db, scope, request.params.id);
      const parentIds = await parentIdsOf(student.id);
      const rows = await db
        .select({
          id: accounts.id,
          role: accounts.role,
          isActive: accounts.isActive,
          email: users.email,
          name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          parentName: sql<string | null>`${parents.firstName} || ' ' || ${parents.lastName}`,
        })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .leftJoin(parents, eq(parents.id, accounts.parentId))
        .where(
          and(
            eq(accounts.businessId, scope.businessId),
            or(
              eq(accounts.studentId, student.id),
              parentIds.length > 0 ? inArray(accounts.parentId, parentIds) : undefined,
            ),
          ),
        );
      return rows.map((r) => ({ ...r, roleLabel: roleLabels[r.role as Role] ?? r.role }));
    },
  );

  /** SPEC 7 invitation/account?studentId: the client keeps the ones not yet accepted (state false). */
  app.get(
    '/invitation/account',
    {
      config: { permission: ACTIONS.students.view },
      schema: { querystring: z.object({ studentId: z.uuid() }) },
    },
    async (request) => {
      const scope = scopeOf(request);
      refuseNarrow(scope);
      const student = await getStudentOrThrow(db, scope, request.query.studentId);
      const rows = await db
        .select({
          id: invitations.id,
          email: invitations.email,
          phone: invitations.phone,
          role: invitations.role,
          state: invitations.state,
          cancelledAt: invitations.cancelledAt,
          expiresAt: invitations.expiresAt,
          createdAt: invitations.createdAt,
        })
        .from(invitations)
        .where(eq(invitations.studentId, student.id))
        .orderBy(desc(invitations.createdAt));
      return rows.map((r) => ({
        ...r,
        status: statusOf(r),
        roleLabel: roleLabels[r.role as Role] ?? r.role,
      }));
    },
  );

  app.post(
    '/student/:id/users/invite',
    {
      config: { permission: ACTIONS.students.manage },
      schema: { params: ZIdParamsSchema, body: ZInviteSchema },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const student = await getStudentOrThrow(db, scope, request.params.id);
      const { who, email, phone } = request.body;
      let parentId: string | undefined;
      if (who !== 'student') {
        const [link] = await db
          .select({ parentId: studentParents.parentId })
          .from(studentParents)
          .where(and(eq(studentParents.id, who), eq(studentParents.studentId, student.id)));
        if (!link) throw badRequest('Seçilen veli bu öğrenciye bağlı değil.');
        parentId = link.parentId;
      }
      const result = await createInvitation(
        app,
        request,
        { ...scope, accountId: auth.accountId },
        { email, phone, branchId: student.branchId, role: who === 'student' ? 'Student' : 'Parent' },
        // Every invitation of a student's family carries the student, so the user tab lists it.
        { studentId: student.id, parentId },
      );
      return { ...result, message: 'Davet gönderildi.' };
    },
  );
};
