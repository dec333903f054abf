import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { getStudentOrThrow } from './student.service';
import { studentParents } from './student.table';

/** A parent link of a student in the caller's scope: the whole row, what the audit records. */
export const getParentLinkOrThrow = async (db: Db, scope: TenantScope, studentId: string, linkId: string) => {
  await getStudentOrThrow(db, scope, studentId);
  const [link] = await db
    .select()
    .from(studentParents)
    .where(and(eq(studentParents.id, linkId), eq(studentParents.studentId, studentId)));
  if (!link) throw notFound();
  return link;
};
