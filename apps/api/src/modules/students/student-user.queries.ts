import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import type { InvitationStatus } from '@panel/shared/students/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TenantScope } from '../../platform/tenancy';
import { inBusiness } from '../../platform/tenancy';
import { accounts } from '../accounts/account.table';
import { invitations } from '../accounts/invitations/invitation.table';
import { users } from '../users/user.table';
import { getStudentOrThrow } from './student.queries';
import { parents, studentParents } from './student.table';

const statusOf = (i: { state: boolean; cancelledAt: Date | null; expiresAt: Date }): InvitationStatus =>
  i.state ? 'Accepted' : i.cancelledAt ? 'Cancelled' : i.expiresAt < new Date() ? 'Expired' : 'Pending';

const parentIdsOf = async (db: Db, studentId: string) =>
  (
    await db
      .select({ parentId: studentParents.parentId })
      .from(studentParents)
      .where(eq(studentParents.studentId, studentId))
  ).map((p) => p.parentId);

/** Accounts of the student and of their parents. */
export const listStudentUsers = async (db: Db, scope: TenantScope, studentId: string) => {
  const student = await getStudentOrThrow(db, scope, studentId);
  const parentIds = await parentIdsOf(db, student.id);
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
        inBusiness(accounts.businessId, scope),
        or(
          eq(accounts.studentId, student.id),
          parentIds.length > 0 ? inArray(accounts.parentId, parentIds) : undefined,
        ),
      ),
    );
  return rows.map((r) => ({ ...r, role: r.role as Role, roleLabel: roleLabels[r.role as Role] ?? r.role }));
};

/** Every invitation of the student's family, newest first, with its state in words. */
export const listStudentInvitations = async (db: Db, scope: TenantScope, studentId: string) => {
  const student = await getStudentOrThrow(db, scope, studentId);
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
    role: r.role as Role,
    status: statusOf(r),
    roleLabel: roleLabels[r.role as Role] ?? r.role,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
};

/** The parent behind one of the student's parent links, or undefined when the link is not theirs. */
export const parentIdOfLink = async (db: Db, studentId: string, linkId: string) => {
  const [link] = await db
    .select({ parentId: studentParents.parentId })
    .from(studentParents)
    .where(and(eq(studentParents.id, linkId), eq(studentParents.studentId, studentId)));
  return link?.parentId;
};
