import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { schoolClasses } from './school-class.table';

export const getSchoolClassOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      branchId: schoolClasses.branchId,
      semesterId: schoolClasses.semesterId,
      classroomId: schoolClasses.classroomId,
    })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, id), ownedBy(schoolClasses, scope)));
  if (!row) throw notFound();
  return row;
};
