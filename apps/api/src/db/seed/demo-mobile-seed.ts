import { foldTurkish } from '@panel/shared/common/text';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../../modules/accounts/account.table';
import { schoolClasses } from '../../modules/education/school-classes/school-class.table';
import { linkParent, nextStudentNumbers, refreshSearchKey } from '../../modules/students/student.service';
import { parents, students } from '../../modules/students/student.table';
import { users } from '../../modules/users/user.table';
import { firstId } from '../../platform/first-id';
import type { Db } from '../client';
import { DEMO_PARENT } from './demo-rollcall-seed';

/** Fatma Aksoy's second child, in Kadıköy's 10-A: the mobile pages' child switch. */
export const DEMO_SECOND_CHILD = {
  firstName: 'Zeynep',
  lastName: 'Aksoy',
  citizenId: '20000001586',
} as const;

/** The demo student's sign-in: Ali Aksoy of 9-A, on the mobile pages. */
export const DEMO_STUDENT = 'ali.aksoy@demo.test';

/**
 * Gives the demo parent a second child (10-A, whose lessons and teachers the education seed
 * placed), so the mobile pages' child picker has a choice, and Ali a student sign-in. Runs
 * after the roll-call seed.
 */
export const seedDemoMobile = async (tx: Db, businessId: string, branchId: string, passwordHash: string) => {
  const [parent] = await tx
    .select({ parent: parents, studentId: accounts.studentId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .innerJoin(parents, eq(parents.id, accounts.parentId))
    .where(and(eq(users.email, DEMO_PARENT), eq(accounts.role, 'Parent')));
  const tenA = await firstId(
    tx,
    schoolClasses,
    and(eq(schoolClasses.branchId, branchId), eq(schoolClasses.name, '10-A')),
  );
  if (!parent || !tenA) return;
  const [studentNo] = await nextStudentNumbers(tx, businessId, 1);
  const [student] = await tx
    .insert(students)
    .values({
      businessId,
      branchId,
      studentNo: studentNo!,
      ...DEMO_SECOND_CHILD,
      gender: 'Female',
      birthDate: '2010-02-14',
      educationLevel: 'HighSchool',
      origin: 'Domestic',
      schoolClassId: tenA,
      studyState: 'OnStudy',
      searchKey: '',
      sortKey: '',
    })
    .returning({ id: students.id });
  const p = parent.parent;
  await linkParent(tx, businessId, student!.id, {
    firstName: p.firstName,
    lastName: p.lastName,
    citizenId: p.citizenId,
    mobilePhone: p.mobilePhone ?? '',
    email: p.email,
    occupation: p.occupation,
    relation: 'Mother',
    isAdult: true,
    isPaymentPerson: true,
  });
  await refreshSearchKey(tx, student!.id);

  // Ali himself, as a student user invited from his user tab leaves him.
  if (!parent.studentId) return;
  const [ali] = await tx
    .insert(users)
    .values({
      email: DEMO_STUDENT,
      firstName: 'Ali',
      lastName: 'Aksoy',
      passwordHash,
      userType: 'Student',
      searchKey: foldTurkish(`Ali Aksoy ${DEMO_STUDENT}`),
    })
    .returning({ id: users.id });
  await tx
    .insert(accounts)
    .values({ userId: ali!.id, businessId, branchId, role: 'Student', studentId: parent.studentId });
};
