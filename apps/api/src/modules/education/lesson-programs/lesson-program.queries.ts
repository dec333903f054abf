import type { TLessonProgramEntry, TLessonProgramPlace } from '@panel/shared/education/contracts';
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPer } from '../../../platform/prepared';
import { ofBusiness } from '../../../platform/tenancy';
import { majors } from '../../administration/majors/major.table';
import { personnel } from '../../personnel/personnel.table';
import { teacherName } from '../class-teachers/class-teacher.queries';
import { schoolClassTeachers } from '../class-teachers/class-teacher.table';
import { classrooms } from '../classrooms/classroom.table';
import { lessonTimes } from '../lesson-times/lesson-time.table';
import { schoolClasses } from '../school-classes/school-class.table';
import { lessonProgramEntries } from './lesson-program.table';

/** Reads of the weekly program with the names of its teachers, majors, classes and rooms. */

const E = lessonProgramEntries;

const entryColumns = {
  id: E.id,
  schoolClassId: E.schoolClassId,
  schoolClassName: schoolClasses.name,
  weekday: E.weekday,
  lessonTimeId: E.lessonTimeId,
  slotNo: lessonTimes.slotNo,
  startsAt: lessonTimes.startsAt,
  endsAt: lessonTimes.endsAt,
  majorId: E.majorId,
  majorName: majors.name,
  personnelId: E.personnelId,
  teacherName,
  classroomId: E.classroomId,
  classroomName: classrooms.name,
};

/** Program cells joined to everything a grid or a report shows. */
const joinedEntries = (db: Db) =>
  db
    .select(entryColumns)
    .from(E)
    .innerJoin(schoolClasses, eq(schoolClasses.id, E.schoolClassId))
    .innerJoin(lessonTimes, eq(lessonTimes.id, E.lessonTimeId))
    .innerJoin(majors, eq(majors.id, E.majorId))
    .innerJoin(personnel, eq(personnel.id, E.personnelId))
    .leftJoin(classrooms, eq(classrooms.id, E.classroomId));

/** Teacher, weekday, slot, class: the order of a grid and of the reports. */
const entryOrder = [
  asc(personnel.searchKey),
  asc(E.weekday),
  asc(lessonTimes.slotNo),
  asc(schoolClasses.sortKey),
];

/** Program cells with everything a grid or a report shows, in weekday and slot order. */
export const findEntries = (
  db: Db,
  where: SQL | undefined,
  limit = 5000,
  offset = 0,
): Promise<TLessonProgramEntry[]> =>
  joinedEntries(db)
    .where(where)
    .orderBy(...entryOrder)
    .limit(limit)
    .offset(offset);

/** A branch's lesson slots in their order: the rows of a week grid. */
export const branchLessonTimes = (db: Db, branchId: string | Placeholder) =>
  db
    .select({
      id: lessonTimes.id,
      slotNo: lessonTimes.slotNo,
      startsAt: lessonTimes.startsAt,
      endsAt: lessonTimes.endsAt,
    })
    .from(lessonTimes)
    .where(eq(lessonTimes.branchId, branchId))
    .orderBy(asc(lessonTimes.slotNo));

/** The class week's reads, built once per database (platform/prepared). */
export const classWeek = preparedPer((db) => {
  const entries = (inBranch: boolean) =>
    joinedEntries(db)
      .where(
        and(
          eq(E.schoolClassId, sql.placeholder('schoolClassId')),
          ofBusiness(E.businessId, sql.placeholder('businessId')),
          inBranch ? eq(E.branchId, sql.placeholder('branchId')) : undefined,
        ),
      )
      .orderBy(...entryOrder)
      .prepare(inBranch ? 'class_program_entries_in_branch' : 'class_program_entries');
  return {
    slots: branchLessonTimes(db, sql.placeholder('branchId')).prepare('branch_lesson_times'),
    entriesInBusiness: entries(false),
    entriesInBranch: entries(true),
    assignments: db
      .select({
        personnelId: schoolClassTeachers.personnelId,
        teacherName,
        majorId: schoolClassTeachers.majorId,
        majorName: majors.name,
        weeklyHours: schoolClassTeachers.weeklyHours,
      })
      .from(schoolClassTeachers)
      .innerJoin(personnel, eq(personnel.id, schoolClassTeachers.personnelId))
      .innerJoin(majors, eq(majors.id, schoolClassTeachers.majorId))
      .where(eq(schoolClassTeachers.schoolClassId, sql.placeholder('schoolClassId')))
      .orderBy(asc(majors.searchKey))
      .prepare('class_teacher_assignments'),
  };
});

/**
 * The class's assignment of a teacher and major, with his lessons of it already placed (the
 * cell being replaced, `exceptId`, not counted).
 */
export const pairAssignment = async (
  db: Db,
  schoolClassId: string,
  pair: Pick<TLessonProgramPlace, 'personnelId' | 'majorId'>,
  exceptId?: string,
) => {
  const [assignment] = await db
    .select({
      weeklyHours: schoolClassTeachers.weeklyHours,
      teacherName,
      majorName: majors.name,
      placed: sql<number>`(select count(*)::int from ${E} where ${E.schoolClassId} = ${schoolClassId}
        and ${E.personnelId} = ${pair.personnelId} and ${E.majorId} = ${pair.majorId}
        ${exceptId ? sql`and ${E.id} <> ${exceptId}` : sql``})`,
    })
    .from(schoolClassTeachers)
    .innerJoin(personnel, eq(personnel.id, schoolClassTeachers.personnelId))
    .innerJoin(majors, eq(majors.id, schoolClassTeachers.majorId))
    .where(
      and(
        eq(schoolClassTeachers.schoolClassId, schoolClassId),
        eq(schoolClassTeachers.personnelId, pair.personnelId),
        eq(schoolClassTeachers.majorId, pair.majorId),
      ),
    );
  return assignment;
};
