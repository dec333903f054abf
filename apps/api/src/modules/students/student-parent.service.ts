import type { TParentInput } from '@panel/shared/students/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite, deleteAudited, updateAudited } from '../../platform/crud';
import { badRequest } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { getStudentOrThrow } from './student.queries';
import {
  clearPaymentPerson,
  linkParent,
  parentRecordOf,
  parentSearchKey,
  refreshSearchKey,
} from './student.service';
import { parents, studentParents } from './student.table';
import { findParent, getParentLinkOrThrow } from './student-parent.queries';

export const addStudentParent = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  studentId: string,
  input: TParentInput,
) => {
  await getStudentOrThrow(db, scope, studentId);
  return auditedWrite(db, request, { action: 'create', entity: 'student-parent' }, async (tx) => {
    const linked = await linkParent(tx, scope.businessId, studentId, input);
    await refreshSearchKey(tx, studentId);
    return { id: linked.linkId, after: input, result: linked };
  });
};

export const updateStudentParent = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  studentId: string,
  linkId: string,
  input: TParentInput,
) => {
  const before = await getParentLinkOrThrow(db, scope, studentId, linkId);
  // The same person may be a parent of siblings: a changed citizen id must not collide.
  const other = input.citizenId
    ? await findParent(db, scope.businessId, { citizenId: input.citizenId })
    : null;
  if (other && other.id !== before.parentId)
    throw badRequest(`Bu T.C. kimlik numarası başka bir veliye ait: ${other.firstName} ${other.lastName}.`);
  await updateAudited(
    db,
    request,
    { entity: 'student-parent', id: linkId, before, after: input },
    async (tx) => {
      const { person, link } = parentRecordOf(input);
      await tx
        .update(parents)
        .set({ ...person, searchKey: parentSearchKey(input) })
        .where(eq(parents.id, before.parentId));
      if (link.isPaymentPerson) await clearPaymentPerson(tx, studentId);
      await tx.update(studentParents).set(link).where(eq(studentParents.id, linkId));
      // The parent is one person of the business: each of their children is found by the new name.
      const children = await tx
        .select({ studentId: studentParents.studentId })
        .from(studentParents)
        .where(eq(studentParents.parentId, before.parentId));
      for (const child of children) await refreshSearchKey(tx, child.studentId);
    },
  );
};

export const deleteStudentParent = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  studentId: string,
  linkId: string,
) => {
  const before = await getParentLinkOrThrow(db, scope, studentId, linkId);
  // The parent stays a person of the business: siblings and payments may point at them.
  await deleteAudited(db, request, { entity: 'student-parent', table: studentParents, before }, (tx) =>
    refreshSearchKey(tx, studentId),
  );
};
