import { foldTurkish } from '@panel/shared/common/text';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { ofBusiness } from '../../platform/tenancy';
import { getStudentOrThrow, parentColumns } from './student.queries';
import { parents, studentParents } from './student.table';

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

/** The business's parent with this citizen id, or with this phone and the same name. */
export const findParent = async (
  db: Db,
  businessId: string,
  by: { citizenId?: string | null; mobilePhone?: string | null; firstName?: string; lastName?: string },
) => {
  const columns = { id: parents.id, ...parentColumns };
  if (by.citizenId) {
    const [row] = await db
      .select(columns)
      .from(parents)
      .where(and(ofBusiness(parents.businessId, businessId), eq(parents.citizenId, by.citizenId)));
    if (row) return row;
  }
  if (!by.mobilePhone) return null;
  const candidates = await db
    .select(columns)
    .from(parents)
    .where(and(ofBusiness(parents.businessId, businessId), eq(parents.mobilePhone, by.mobilePhone)))
    .limit(10);
  // A family often shares one phone: without names, the phone alone finds the only holder.
  if (!by.firstName) return candidates.length === 1 ? candidates[0]! : null;
  const name = foldTurkish(`${by.firstName} ${by.lastName ?? ''}`);
  return candidates.find((c) => foldTurkish(`${c.firstName} ${c.lastName}`) === name) ?? null;
};
