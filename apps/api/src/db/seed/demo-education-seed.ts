import { foldTurkish } from '@panel/shared/common/text';
import { schoolClassName, schoolClassSortKey } from '@panel/shared/education/enums';
import { inArray } from 'drizzle-orm';
import { majors } from '../../modules/administration/majors/major.table';
import { majorPlans, schoolClassTeachers } from '../../modules/education/class-teachers/class-teacher.table';
import { classrooms } from '../../modules/education/classrooms/classroom.table';
import { lessonProgramEntries } from '../../modules/education/lesson-programs/lesson-program.table';
import { lessonTimes } from '../../modules/education/lesson-times/lesson-time.table';
import { schoolClasses } from '../../modules/education/school-classes/school-class.table';
import { semesters } from '../../modules/education/semesters/semester.table';
import { servicePrices, services } from '../../modules/education/services/service.table';
import { timePeriods } from '../../modules/education/time-periods/time-period.table';
import { employmentEvents, personnel, personnelMajors } from '../../modules/personnel/personnel.table';
import type { Db } from '../client';

const SLOTS = [
  ['08:30', '09:10'],
  ['09:20', '10:00'],
  ['10:10', '10:50'],
  ['11:00', '11:40'],
  ['12:30', '13:10'],
  ['13:20', '14:00'],
] as const;

const TEACHERS = [
  { firstName: 'Elif', lastName: 'Kaya', major: 'Matematik' },
  { firstName: 'Can', lastName: 'Demir', major: 'Fizik' },
  { firstName: 'Zeynep', lastName: 'Arslan', major: 'Türk Dili ve Edebiyatı' },
  { firstName: 'Emre', lastName: 'Çelik', major: 'İngilizce' },
] as const;

/**
 * A term of one demo branch, so the education screens open with something on them: lesson
 * times, rooms, classes 9-A, 9-B and 10-A, four teachers with their majors, assignments, a
 * few program cells, and the services the branch sells. The second business stays empty.
 */
export const seedDemoEducation = async (
  tx: Db,
  businessId: string,
  branchId: string,
  semesterStart: string,
) => {
  const year = Number(semesterStart.slice(0, 4));
  const [semester] = await tx
    .insert(semesters)
    .values({
      businessId,
      name: `${year}-${year + 1} Eğitim Yılı`,
      searchKey: foldTurkish(`${year}-${year + 1} Eğitim Yılı`),
      startsOn: semesterStart,
      endsOn: `${year + 1}-06-26`,
    })
    .returning();
  await tx
    .insert(timePeriods)
    .values(['Tam Gün', 'Hafta Sonu'].map((name) => ({ businessId, name, searchKey: foldTurkish(name) })));
  const slots = await tx
    .insert(lessonTimes)
    .values(SLOTS.map(([startsAt, endsAt], i) => ({ businessId, branchId, slotNo: i + 1, startsAt, endsAt })))
    .returning();
  const rooms = await tx
    .insert(classrooms)
    .values(
      ['Derslik 101', 'Derslik 102', 'Derslik 201', 'Fizik Laboratuvarı'].map((name) => ({
        businessId,
        branchId,
        name,
        searchKey: foldTurkish(name),
        capacity: 30,
      })),
    )
    .returning();
  const classes = await tx
    .insert(schoolClasses)
    .values(
      (
        [
          ['9', 'A', 0],
          ['9', 'B', 1],
          ['10', 'A', 2],
        ] as const
      ).map(([gradeLevel, section, room]) => ({
        businessId,
        branchId,
        semesterId: semester!.id,
        classroomId: rooms[room]!.id,
        gradeLevel,
        section,
        educationLevel: 'HighSchool',
        capacity: 28,
        name: schoolClassName(gradeLevel, section),
        searchKey: foldTurkish(schoolClassName(gradeLevel, section)),
        sortKey: schoolClassSortKey(gradeLevel, section),
      })),
    )
    .returning();
  const majorRows = await tx
    .select({ id: majors.id, name: majors.name })
    .from(majors)
    .where(
      inArray(
        majors.name,
        TEACHERS.map((t) => t.major),
      ),
    );
  const majorId = (name: string) => majorRows.find((m) => m.name === name)!.id;
  for (const [i, t] of TEACHERS.entries()) {
    const [person] = await tx
      .insert(personnel)
      .values({
        businessId,
        branchId,
        firstName: t.firstName,
        lastName: t.lastName,
        searchKey: foldTurkish(`${t.firstName} ${t.lastName}`),
        gender: i % 2 === 0 ? 'Female' : 'Male',
        title: `${t.major} Öğretmeni`,
        isTeacher: true,
        employmentState: 'Working',
        employmentStartDate: semesterStart,
      })
      .returning();
    await tx.insert(employmentEvents).values({
      businessId,
      personnelId: person!.id,
      fromState: 'Undefined',
      toState: 'Working',
      date: semesterStart,
    });
    await tx.insert(personnelMajors).values({ personnelId: person!.id, majorId: majorId(t.major) });
    for (const klass of classes) {
      await tx.insert(schoolClassTeachers).values({
        businessId,
        branchId,
        schoolClassId: klass.id,
        personnelId: person!.id,
        majorId: majorId(t.major),
        weeklyHours: 4,
      });
      await tx.insert(majorPlans).values({
        businessId,
        branchId,
        schoolClassId: klass.id,
        majorId: majorId(t.major),
        plannedHours: 5,
      });
    }
    // Teacher i takes slot i+1 in every class on a different day: no one is in two places.
    for (const [c, klass] of classes.entries())
      await tx.insert(lessonProgramEntries).values({
        businessId,
        branchId,
        semesterId: semester!.id,
        schoolClassId: klass.id,
        weekday: c + 1,
        lessonTimeId: slots[i]!.id,
        majorId: majorId(t.major),
        personnelId: person!.id,
        classroomId: klass.classroomId,
      });
  }
  const sold = await tx
    .insert(services)
    .values(
      (
        [
          ['Eğitim Ücreti', 'Education', 10],
          ['Yayın Seti', 'PublicationStationery', 0],
          ['Öğle Yemeği', 'Food', 10],
          ['Okul Servisi', 'Shuttle', 20],
        ] as const
      ).map(([name, itemKind, vatRate]) => ({
        businessId,
        name,
        itemKind,
        vatRate,
        searchKey: foldTurkish(name),
      })),
    )
    .returning();
  const prices = [18_500_000, 750_000, 3_200_000, 2_400_000];
  await tx.insert(servicePrices).values(
    sold.map((s, i) => ({
      businessId,
      branchId,
      serviceId: s.id,
      semesterId: semester!.id,
      price: prices[i]!,
    })),
  );
};
