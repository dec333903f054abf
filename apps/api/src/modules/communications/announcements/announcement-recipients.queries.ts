/**
 * Read-only lookups across areas for an announcement: who its target reaches (students,
 * parents and staff through their accounts) and the names of the targets. Kept in a query
 * file because it reads other areas' tables; it writes none.
 */
import type { AnnouncementAudience, AnnouncementTarget } from '@panel/shared/communications/announcements';
import { ANNOUNCEMENT_MESSAGES } from '@panel/shared/communications/announcements';
import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { ownClassIds, type TenantScope } from '../../../platform/scope';
import { inBusiness, ofBusiness } from '../../../platform/tenancy';
import { accounts } from '../../accounts/account.table';
import { branches } from '../../administration/branches/branch.table';
import { schoolClassTeachers } from '../../education/class-teachers/class-teacher.table';
import { lessonProgramEntries } from '../../education/lesson-programs/lesson-program.table';
import { schoolClasses } from '../../education/school-classes/school-class.table';
import { studentParents, students } from '../../students/student.table';

/*
 * Read-only lookups over other areas' tables (students, accounts, classes): the recipients of
 * an announcement are resolved in one statement instead of walking each area's service row
 * by row. Nothing here writes outside communications.
 */

export type Target = { kind: AnnouncementTarget; ids: string[] };

/** Students whose families a target reaches: live ones, and for wide targets only those still studying. */
const targetStudents = (businessId: string, target: Target): SQL => {
  const base = and(ofBusiness(students.businessId, businessId), isNull(students.deletedAt));
  const studying = notInArray(students.studyState, ['Cancelled', 'StudyCompleted']);
  const where =
    target.kind === 'Business'
      ? and(base, studying)
      : target.kind === 'Branch'
        ? and(base, studying, inArray(students.branchId, target.ids))
        : target.kind === 'Class'
          ? and(base, studying, inArray(students.schoolClassId, target.ids))
          : and(base, inArray(students.id, target.ids));
  return sql`(select ${students.id} from ${students} where ${where})`;
};

/** The classes a class or student target is about: their teachers are its staff. */
const targetClasses = (businessId: string, target: Target): SQL =>
  target.kind === 'Class'
    ? sql`(select ${schoolClasses.id} from ${schoolClasses}
            where ${and(ofBusiness(schoolClasses.businessId, businessId), inArray(schoolClasses.id, target.ids))})`
    : sql`(select ${students.schoolClassId} from ${students}
            where ${and(ofBusiness(students.businessId, businessId), inArray(students.id, target.ids))})`;

const staffOf = (businessId: string, target: Target): SQL => {
  const staff = and(
    ofBusiness(accounts.businessId, businessId),
    eq(accounts.isActive, true),
    notInArray(accounts.role, ['Parent', 'Student']),
  );
  if (target.kind === 'Business') return staff!;
  if (target.kind === 'Branch') return and(staff, inArray(accounts.branchId, target.ids))!;
  const classes = targetClasses(businessId, target);
  return and(
    staff,
    inArray(
      accounts.personnelId,
      sql`(select ${schoolClassTeachers.personnelId} from ${schoolClassTeachers}
            where ${schoolClassTeachers.schoolClassId} in ${classes}
           union
           select ${lessonProgramEntries.personnelId} from ${lessonProgramEntries}
            where ${lessonProgramEntries.schoolClassId} in ${classes})`,
    ),
  )!;
};

/**
 * The users an announcement goes to: the target's students' own sign-ins (audience student),
 * their parents' sign-ins (audience parent), or both and the target's staff (audience all).
 * Accounts link a sign-in to its student or parent (accepted invitations).
 */
export const recipientUserIds = async (
  db: Db,
  businessId: string,
  audience: AnnouncementAudience,
  target: Target,
): Promise<string[]> => {
  const reached = targetStudents(businessId, target);
  const live = and(ofBusiness(accounts.businessId, businessId), eq(accounts.isActive, true));
  const studentUsers = db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(live, eq(accounts.role, 'Student'), inArray(accounts.studentId, reached)));
  const parentUsers = db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(
      and(
        live,
        eq(accounts.role, 'Parent'),
        inArray(
          accounts.parentId,
          sql`(select ${studentParents.parentId} from ${studentParents}
                where ${studentParents.studentId} in ${reached})`,
        ),
      ),
    );
  const staffUsers = db.select({ userId: accounts.userId }).from(accounts).where(staffOf(businessId, target));
  const rows =
    audience === 'Student'
      ? await studentUsers
      : audience === 'Parent'
        ? await parentUsers
        : await studentUsers.union(parentUsers).union(staffUsers);
  return [...new Set(rows.map((r) => r.userId))];
};

/**
 * Checks that the target lies in the business and within what the caller may reach, and
 * answers the branch it belongs to when it is all in one branch. A branch account reaches
 * its branch only; a teacher his own classes and their students.
 */
export const checkTarget = async (db: Db, scope: TenantScope, target: Target): Promise<string | null> => {
  const ids = [...new Set(target.ids)];
  if (target.kind === 'Business') {
    if (scope.branchId) throw badRequest(ANNOUNCEMENT_MESSAGES.businessTargetNeedsBusinessScope);
    return null;
  }
  if (scope.kind === 'classes' && target.kind === 'Branch')
    throw badRequest(ANNOUNCEMENT_MESSAGES.outsideClasses);
  const found: { id: string; branchId: string; mine: boolean }[] =
    target.kind === 'Branch'
      ? await db
          .select({ id: branches.id, branchId: branches.id, mine: sql<boolean>`true` })
          .from(branches)
          .where(and(inBusiness(branches.businessId, scope), inArray(branches.id, ids)))
      : target.kind === 'Class'
        ? await db
            .select({
              id: schoolClasses.id,
              branchId: schoolClasses.branchId,
              mine:
                scope.kind === 'classes'
                  ? sql<boolean>`${schoolClasses.id} in ${ownClassIds(scope)}`
                  : sql<boolean>`true`,
            })
            .from(schoolClasses)
            .where(and(inBusiness(schoolClasses.businessId, scope), inArray(schoolClasses.id, ids)))
        : await db
            .select({
              id: students.id,
              branchId: students.branchId,
              mine:
                scope.kind === 'classes'
                  ? sql<boolean>`coalesce(${students.schoolClassId} in ${ownClassIds(scope)}, false)`
                  : sql<boolean>`true`,
            })
            .from(students)
            .where(
              and(
                inBusiness(students.businessId, scope),
                isNull(students.deletedAt),
                inArray(students.id, ids),
              ),
            );
  if (found.length !== ids.length) throw badRequest(ANNOUNCEMENT_MESSAGES.targetNotFound);
  if (scope.branchId && found.some((f) => f.branchId !== scope.branchId))
    throw badRequest(ANNOUNCEMENT_MESSAGES.outsideBranch);
  if (found.some((f) => !f.mine)) throw badRequest(ANNOUNCEMENT_MESSAGES.outsideClasses);
  const branchIds = new Set(found.map((f) => f.branchId));
  return branchIds.size === 1 ? [...branchIds][0]! : null;
};

/** The names of a target's branches, classes or students, for the edit form's selects. */
export const targetNames = async (
  db: Db,
  businessId: string,
  kind: AnnouncementTarget,
  ids: string[],
): Promise<{ id: string; name: string }[]> => {
  if (kind === 'Business' || ids.length === 0) return [];
  if (kind === 'Branch')
    return db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(and(ofBusiness(branches.businessId, businessId), inArray(branches.id, ids)));
  if (kind === 'Class')
    return db
      .select({ id: schoolClasses.id, name: schoolClasses.name })
      .from(schoolClasses)
      .where(and(ofBusiness(schoolClasses.businessId, businessId), inArray(schoolClasses.id, ids)));
  return db
    .select({ id: students.id, name: sql<string>`${students.firstName} || ' ' || ${students.lastName}` })
    .from(students)
    .where(and(ofBusiness(students.businessId, businessId), inArray(students.id, ids)));
};
