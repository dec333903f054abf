import { and, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assertOwned } from '../../platform/resource';
import type { TenantScope } from '../../platform/tenancy';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { students } from './student.table';

/** Students now studying in each class: what its capacity already holds. */
export const seatedIn = (db: Db, schoolClassIds: string[]) =>
  db
    .select({ id: students.schoolClassId, n: sql<number>`count(*)::int` })
    .from(students)
    .where(
      and(
        inArray(students.schoolClassId, schoolClassIds),
        isNull(students.deletedAt),
        notInArray(students.studyState, ['Cancelled', 'StudyCompleted']),
      ),
    )
    .groupBy(students.schoolClassId);

/**
 * The classes' rows, locked in id order so two writers never wait on each other in a circle;
 * a writer that waits here reads the seats only after the first one commits (class-seat.service).
 */
export const lockClasses = (tx: Db, ids: string[]) =>
  tx
    .select({ id: schoolClasses.id, name: schoolClasses.name, capacity: schoolClasses.capacity })
    .from(schoolClasses)
    .where(inArray(schoolClasses.id, ids))
    .orderBy(schoolClasses.id)
    .for('update');

/** The class a student is put in must be the caller's and of the student's branch. */
export const assertClassOfBranch = (tx: Db, scope: TenantScope, schoolClassId: string, branchId: string) =>
  assertOwned(tx, schoolClasses, scope, schoolClassId, 'sınıf', branchId);
