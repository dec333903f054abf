import type { TSchoolClassInput } from '@panel/shared/education/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../platform/errors';
import { preparedPer } from '../../../platform/prepared';
import { assertOwned } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { ofBusiness } from '../../../platform/tenancy';
import { classrooms } from '../classrooms/classroom.table';
import { semesters } from '../semesters/semester.table';
import { timePeriods } from '../time-periods/time-period.table';
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
          ofBusiness(schoolClasses.businessId, sql.placeholder('businessId')),
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

/** What a class points at must be the caller's, and its room must seat its capacity. */
export const assertSchoolClassInput = async (db: Db, scope: TenantScope, input: TSchoolClassInput) => {
  await assertOwned(db, semesters, scope, input.semesterId, 'dönem');
  await assertOwned(db, timePeriods, scope, input.timePeriodId, 'zaman dilimi');
  await assertOwned(db, classrooms, scope, input.classroomId, 'derslik', input.branchId);
  if (input.classroomId) {
    const [room] = await db
      .select({ name: classrooms.name, capacity: classrooms.capacity })
      .from(classrooms)
      .where(eq(classrooms.id, input.classroomId));
    if (room && input.capacity > room.capacity)
      throw badRequest(
        `Sınıf kontenjanı (${input.capacity}) ${room.name} dersliğinin kapasitesinden (${room.capacity}) büyük olamaz.`,
      );
  }
};
