import { foldTurkish } from '@panel/shared/common/text';
import { DEFAULT_ALERT_TEMPLATES, DEFAULT_ALERT_THRESHOLDS } from '@panel/shared/roll-calls/roll-call';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../../modules/accounts/account.table';
import { schoolClassTeachers } from '../../modules/education/class-teachers/class-teacher.table';
import { lessonProgramEntries } from '../../modules/education/lesson-programs/lesson-program.table';
import { lessonTimes } from '../../modules/education/lesson-times/lesson-time.table';
import { schoolClasses } from '../../modules/education/school-classes/school-class.table';
import { personnel } from '../../modules/personnel/personnel.table';
import { rollCallAlertRules } from '../../modules/roll-calls/roll-call.table';
import { linkParent, nextStudentNumbers, refreshSearchKey } from '../../modules/students/student.service';
import { students } from '../../modules/students/student.table';
import { users } from '../../modules/users/user.table';
import { firstId } from '../../platform/first-id';
import type { Db } from '../client';

/** The demo teacher's sign-in: Elif Kaya, who teaches mathematics to 9-A. */
export const DEMO_TEACHER = 'elif.kaya@demo.test';
/** The demo parent's sign-in: Fatma Aksoy, mother of Ali Aksoy in 9-A, as an accepted invitation leaves her. */
export const DEMO_PARENT = 'fatma.aksoy@demo.test';

const PUPILS = [
  ['Ali', 'Aksoy', 'Male', 'Fatma', '0(532) 111 22 01'],
  ['Ece', 'Bulut', 'Female', 'Hülya', '0(532) 111 22 02'],
  ['Mert', 'Coşkun', 'Male', 'Sevgi', '0(532) 111 22 03'],
  ['Selin', 'Doğan', 'Female', 'Aynur', '0(532) 111 22 04'],
] as const;

/** A citizen id that passes the checksum, from nine leading digits. */
const citizenId = (nine: string) => {
  const d = Array.from(nine, Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
};

/**
 * Roll call on any day the demo is opened: Elif Kaya gets a sign-in and a 9-A lesson on
 * every day of the week (her Monday first slot, the last slot the other days, where no
 * other lesson of hers is), 9-A gets a few more students with their mothers' phones, and
 * the branch's absence and late alerts are on.
 */
export const seedDemoRollCall = async (
  tx: Db,
  businessId: string,
  branchId: string,
  passwordHash: string,
) => {
  const teacher = await firstId(
    tx,
    personnel,
    and(
      eq(personnel.businessId, businessId),
      eq(personnel.firstName, 'Elif'),
      eq(personnel.lastName, 'Kaya'),
    ),
  );
  const [nineA] = await tx
    .select({
      id: schoolClasses.id,
      semesterId: schoolClasses.semesterId,
      classroomId: schoolClasses.classroomId,
    })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.branchId, branchId), eq(schoolClasses.name, '9-A')));
  const lastSlot = await firstId(
    tx,
    lessonTimes,
    and(eq(lessonTimes.branchId, branchId), eq(lessonTimes.slotNo, 6)),
  );
  if (!teacher || !nineA || !lastSlot) return;

  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_TEACHER,
      firstName: 'Elif',
      lastName: 'Kaya',
      userType: 'Personnel',
      passwordHash,
      searchKey: foldTurkish(`Elif Kaya ${DEMO_TEACHER}`),
    })
    .returning({ id: users.id });
  await tx
    .insert(accounts)
    .values({ userId: user!.id, businessId, branchId, role: 'Teacher', personnelId: teacher });

  const [assignment] = await tx
    .select({ majorId: schoolClassTeachers.majorId })
    .from(schoolClassTeachers)
    .where(
      and(eq(schoolClassTeachers.schoolClassId, nineA.id), eq(schoolClassTeachers.personnelId, teacher)),
    );
  await tx
    .update(schoolClassTeachers)
    .set({ weeklyHours: 7 })
    .where(
      and(eq(schoolClassTeachers.schoolClassId, nineA.id), eq(schoolClassTeachers.personnelId, teacher)),
    );
  await tx.insert(lessonProgramEntries).values(
    [2, 3, 4, 5, 6, 7].map((weekday) => ({
      businessId,
      branchId,
      semesterId: nineA.semesterId,
      schoolClassId: nineA.id,
      weekday,
      lessonTimeId: lastSlot,
      majorId: assignment!.majorId,
      personnelId: teacher,
      classroomId: nineA.classroomId,
    })),
  );

  const numbers = await nextStudentNumbers(tx, businessId, PUPILS.length);
  for (const [i, [firstName, lastName, gender, mother, phone]] of PUPILS.entries()) {
    const [student] = await tx
      .insert(students)
      .values({
        businessId,
        branchId,
        studentNo: numbers[i]!,
        firstName,
        lastName,
        citizenId: citizenId(`2000000${10 + i}`),
        gender,
        birthDate: '2011-05-10',
        educationLevel: 'HighSchool',
        origin: 'Domestic',
        schoolClassId: nineA.id,
        studyState: 'OnStudy',
        searchKey: '',
        sortKey: '',
      })
      .returning({ id: students.id });
    const { parentId } = await linkParent(tx, businessId, student!.id, {
      firstName: mother,
      lastName,
      citizenId: citizenId(`3000000${10 + i}`),
      mobilePhone: phone,
      email: null,
      occupation: null,
      relation: 'Mother',
      isAdult: true,
      isPaymentPerson: true,
    });
    await refreshSearchKey(tx, student!.id);
    if (i === 0) {
      const [parentUser] = await tx
        .insert(users)
        .values({
          email: DEMO_PARENT,
          firstName: mother,
          lastName,
          passwordHash,
          userType: 'Parent',
          searchKey: foldTurkish(`${mother} ${lastName} ${DEMO_PARENT}`),
        })
        .returning({ id: users.id });
      await tx.insert(accounts).values({
        userId: parentUser!.id,
        businessId,
        branchId,
        role: 'Parent',
        studentId: student!.id,
        parentId,
      });
    }
  }

  await tx.insert(rollCallAlertRules).values(
    (['Absence', 'Late', 'ConsecutiveAbsences', 'TermAbsenceDays'] as const).map((kind) => ({
      businessId,
      branchId,
      kind,
      isEnabled: kind === 'Absence' || kind === 'Late',
      threshold: DEFAULT_ALERT_THRESHOLDS[kind],
      sendDelayMinutes: 0,
      template: DEFAULT_ALERT_TEMPLATES[kind],
    })),
  );
};
