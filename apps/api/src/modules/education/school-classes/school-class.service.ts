import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { preparedPer } from '../../../platform/prepared';
import type { TenantScope } from '../../../platform/tenancy';
import { schoolClasses } from './school-class.table';

/** One class by id in a business (and branch), built once per database (platform/prepared). */
const classById = preparedPer((db) => {
  const query = (inBranch: boolean) =>
    db
      .select({
        id: schoolClasses.id,
        name: schoolClasses.name,
        branchId: schoolClasses.branchId,
        semesterId: schoolClasses.semesterId,
        classroomId: schoolClasses.classroomId,
      })
      .from(schoolClasses)
      .where(
        and(
          eq(schoolClasses.id, sql.placeholder('id')),
          eq(schoolClasses.businessId, sql.placeholder('businessId')),
          inBranch ? eq(schoolClasses.branchId, sql.placeholder('branchId')) : undefined,
        ),
      )
      .prepare(inBranch ? 'school_class_by_id_in_branch' : 'school_class_by_id');
  return { inBusiness: query(false), inBranch: query(true) };
});

export const getSchoolClassOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const queries = classById(db);
  const [row] = await (scope.branchId ? queries.inBranch : queries.inBusiness).execute({
    id,
    businessId: scope.businessId,
    branchId: scope.branchId,
  });
  if (!row) throw notFound();
  return row;
};

/** A class closed at term end leaves the selects (its students are the students module's to complete). */
export const closeSchoolClass = (tx: Db, id: string) =>
  tx.update(schoolClasses).set({ isActive: false }).where(eq(schoolClasses.id, id));
