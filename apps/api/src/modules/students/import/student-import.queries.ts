import { foldTurkish } from '@panel/shared/common/text';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ofBusiness } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { schoolClasses } from '../../education/school-classes/school-class.table';
import { semesters } from '../../education/semesters/semester.table';
import { timePeriods } from '../../education/time-periods/time-period.table';
import { students } from '../student.table';

/** The business's names a sheet may use, folded for matching as the user typed them. */
export const loadChoices = async (db: Db, businessId: string) => {
  const [branchRows, semesterRows, periodRows, classRows] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(ofBusiness(branches.businessId, businessId)),
    db
      .select({ id: semesters.id, name: semesters.name })
      .from(semesters)
      .where(ofBusiness(semesters.businessId, businessId)),
    db
      .select({ id: timePeriods.id, name: timePeriods.name })
      .from(timePeriods)
      .where(ofBusiness(timePeriods.businessId, businessId)),
    db
      .select({
        id: schoolClasses.id,
        name: schoolClasses.name,
        branchId: schoolClasses.branchId,
        semesterId: schoolClasses.semesterId,
        capacity: schoolClasses.capacity,
      })
      .from(schoolClasses)
      .where(ofBusiness(schoolClasses.businessId, businessId)),
  ]);
  const byName = <T extends { name: string }>(rows: T[]) =>
    new Map(rows.map((r) => [foldTurkish(r.name), r]));
  return {
    branches: byName(branchRows),
    semesters: byName(semesterRows),
    timePeriods: byName(periodRows),
    classes: classRows,
    lists: { branchRows, semesterRows, periodRows, classRows },
  };
};

/** Which of these citizen ids a live student of the business already holds. */
export const savedCitizenIds = (db: Db, businessId: string, citizenIds: string[]) =>
  db
    .select({ citizenId: students.citizenId })
    .from(students)
    .where(
      and(
        ofBusiness(students.businessId, businessId),
        sql`${students.citizenId} = any(${sql.param(citizenIds)}::text[])`,
        isNull(students.deletedAt),
      ),
    );
