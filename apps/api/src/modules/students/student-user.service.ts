import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';
import type { AuthContext } from '../../platform/request-context';
import { tenantOf } from '../../platform/tenancy';
import { createInvitation } from '../accounts/invitations/invitation.service';
import { getStudentOrThrow } from './student.queries';
import { parentIdOfLink } from './student-user.queries';

/** Invites the student ('student') or one of their parents (the link's id) to their own sign-in. */
export const inviteStudentUser = async (
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  studentId: string,
  body: { who: string; email: string | null; phone: string | null },
) => {
  const { db } = app;
  const scope = tenantOf(auth);
  const student = await getStudentOrThrow(db, scope, studentId);
  const { who, email, phone } = body;
  let parentId: string | undefined;
  if (who !== 'student') {
    parentId = await parentIdOfLink(db, student.id, who);
    if (!parentId) throw badRequest('Seçilen veli bu öğrenciye bağlı değil.');
  }
  return createInvitation(
    app,
    request,
    { ...scope, accountId: auth.accountId },
    { email, phone, branchId: student.branchId, role: who === 'student' ? 'Student' : 'Parent' },
    // Every invitation of a student's family carries the student, so the user tab lists it.
    { studentId: student.id, parentId },
  );
};
