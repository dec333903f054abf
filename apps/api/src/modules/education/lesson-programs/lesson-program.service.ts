import type { TLessonProgramEntry, TLessonProgramPlace } from '@panel/shared/education/contracts';
import { type Weekday, weekdayLabels } from '@panel/shared/education/enums';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite, deleteAudited, updateAudited } from '../../../platform/crud';
import { badRequest, describeUniqueKey, notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { ownedBy } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { classrooms } from '../classrooms/classroom.table';
import { lessonTimes } from '../lesson-times/lesson-time.table';
import { getSchoolClassOrThrow } from '../school-classes/school-class.service';
import { schoolClasses } from '../school-classes/school-class.table';
import { classWeek, pairAssignment } from './lesson-program.queries';
import { lessonProgramEntries } from './lesson-program.table';

describeUniqueKey(
  'lesson_program_class_slot_key',
  'Sınıfın bu ders saati az önce dolduruldu. Lütfen programı yenileyin.',
);
describeUniqueKey('lesson_program_teacher_slot_key', 'Öğretmen bu ders saatinde başka bir sınıfta derste.');
describeUniqueKey('lesson_program_classroom_slot_key', 'Derslik bu ders saatinde başka bir sınıfa ayrılmış.');

const E = lessonProgramEntries;

/** SPEC 7 GET lesson-program/{id}: a class's week, with its branch's slots. */
export const getClassProgram = async (db: Db, scope: TenantScope, schoolClassId: string) => {
  const klass = await getSchoolClassOrThrow(db, scope, schoolClassId);
  const q = classWeek(db);
  const [slots, entries, assignments] = await Promise.all([
    q.slots.execute({ branchId: klass.branchId }),
    (scope.branchId ? q.entriesInBranch : q.entriesInBusiness).execute({
      schoolClassId: klass.id,
      businessId: scope.businessId,
      branchId: scope.branchId,
    }),
    q.assignments.execute({ schoolClassId: klass.id }),
  ]);
  return { schoolClass: klass, lessonTimes: slots, entries: entries as TLessonProgramEntry[], assignments };
};

type Cell = { schoolClassId: string; weekday: number; lessonTimeId: string };

const slotText = (weekday: number, slotNo: number) =>
  `${weekdayLabels[weekday as Weekday]} ${slotNo}. ders saatinde`;

/**
 * The rules of a cell (DOMAIN "Education"): the slot is the class's branch's, the pair is
 * assigned to the class and has hours left, and neither the teacher nor the classroom is
 * elsewhere in that slot. Each refusal names the clash.
 */
const assertPlaceable = async (
  db: Db,
  klass: { id: string; name: string; branchId: string; semesterId: string },
  place: TLessonProgramPlace,
  exceptId?: string,
) => {
  const [slot] = await db
    .select({ slotNo: lessonTimes.slotNo })
    .from(lessonTimes)
    .where(and(eq(lessonTimes.id, place.lessonTimeId), eq(lessonTimes.branchId, klass.branchId)));
  if (!slot) throw badRequest('Seçilen ders saati bu sınıfın şubesine ait değil.');
  const at = slotText(place.weekday, slot.slotNo);
  // Another class's lesson in the same semester, day and slot (the cell being replaced aside).
  const inSlotElsewhere = [
    eq(E.semesterId, klass.semesterId),
    eq(E.weekday, place.weekday),
    eq(E.lessonTimeId, place.lessonTimeId),
    ne(E.schoolClassId, klass.id),
    exceptId ? ne(E.id, exceptId) : undefined,
  ];

  const assignment = await pairAssignment(db, klass.id, place, exceptId);
  if (!assignment)
    throw badRequest(
      `Öğretmen bu branşla ${klass.name} sınıfına atanmamış. Önce Sınıf Öğretmenleri ekranından atama yapın.`,
    );

  const [busyTeacher] = await db
    .select({ className: schoolClasses.name })
    .from(E)
    .innerJoin(schoolClasses, eq(schoolClasses.id, E.schoolClassId))
    .where(and(eq(E.personnelId, place.personnelId), ...inSlotElsewhere));
  if (busyTeacher)
    throw badRequest(`${assignment.teacherName} ${at} ${busyTeacher.className} sınıfında derste.`, {
      title: 'Öğretmen Çakışması',
    });

  if (place.classroomId) {
    const [busyRoom] = await db
      .select({ className: schoolClasses.name, roomName: classrooms.name })
      .from(E)
      .innerJoin(schoolClasses, eq(schoolClasses.id, E.schoolClassId))
      .innerJoin(classrooms, eq(classrooms.id, E.classroomId))
      .where(and(eq(E.classroomId, place.classroomId), ...inSlotElsewhere));
    if (busyRoom)
      throw badRequest(`${busyRoom.roomName} dersliği ${at} ${busyRoom.className} sınıfına ayrılmış.`, {
        title: 'Derslik Çakışması',
      });
  }

  // A cell being replaced gives its hour back when it is the same pair.
  if (assignment.placed >= assignment.weeklyHours)
    throw badRequest(
      `${assignment.teacherName} ${klass.name} sınıfında ${assignment.majorName} için haftada ${assignment.weeklyHours} saat atanmış; hepsi programda.`,
    );
};

const classOf = async (db: Db, scope: TenantScope, schoolClassId: string) => {
  const klass = await getSchoolClassOrThrow(db, scope, schoolClassId).catch(() => {
    throw badRequest('Seçilen sınıf bu kuruma ait değil.');
  });
  const [full] = await db
    .select({ name: schoolClasses.name })
    .from(schoolClasses)
    .where(eq(schoolClasses.id, klass.id));
  return { ...klass, name: full!.name };
};

const occupantOf = async (db: Db, cell: Cell) =>
  (
    await db
      .select({ id: E.id, personnelId: E.personnelId, majorId: E.majorId })
      .from(E)
      .where(
        and(
          eq(E.schoolClassId, cell.schoolClassId),
          eq(E.weekday, cell.weekday),
          eq(E.lessonTimeId, cell.lessonTimeId),
        ),
      )
  )[0];

/** Puts a lesson in a cell; a lesson already there is replaced. */
export const placeLesson = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  place: TLessonProgramPlace,
) => {
  const klass = await classOf(db, scope, place.schoolClassId);
  if (place.classroomId) {
    const room = await firstId(
      db,
      classrooms,
      and(eq(classrooms.id, place.classroomId), eq(classrooms.branchId, klass.branchId)),
    );
    if (!room) throw badRequest('Seçilen derslik bu sınıfın şubesine ait değil.');
  }
  const classroomId = place.classroomId ?? klass.classroomId;
  const occupant = await occupantOf(db, place);
  await assertPlaceable(db, klass, { ...place, classroomId }, occupant?.id);
  return auditedWrite(
    db,
    request,
    {
      action: occupant ? 'update' : 'create',
      entity: 'lesson-program',
      entityId: occupant?.id,
      before: occupant,
    },
    async (tx) => {
      if (occupant) await tx.delete(E).where(eq(E.id, occupant.id));
      const [row] = await tx
        .insert(E)
        .values({
          ...place,
          classroomId,
          businessId: scope.businessId,
          branchId: klass.branchId,
          semesterId: klass.semesterId,
        })
        .returning({ id: E.id });
      return { id: row!.id, after: place, result: { id: row!.id } };
    },
  );
};

const getEntryOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select()
    .from(E)
    .where(and(eq(E.id, id), ownedBy(E, scope)));
  if (!row) throw notFound();
  return row;
};

/** Drags a lesson to another cell of its class; the target must be empty. */
export const moveLesson = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  move: { id: string; weekday: number; lessonTimeId: string },
) => {
  const entry = await getEntryOrThrow(db, scope, move.id);
  const klass = await classOf(db, scope, entry.schoolClassId);
  const target = {
    schoolClassId: entry.schoolClassId,
    weekday: move.weekday,
    lessonTimeId: move.lessonTimeId,
  };
  const occupant = await occupantOf(db, target);
  if (occupant && occupant.id !== entry.id)
    throw badRequest('Hedef ders saati dolu. Önce oradaki dersi kaldırın veya başka bir saate taşıyın.');
  await assertPlaceable(
    db,
    klass,
    {
      ...target,
      weekday: move.weekday as TLessonProgramPlace['weekday'],
      majorId: entry.majorId,
      personnelId: entry.personnelId,
      classroomId: entry.classroomId,
    },
    entry.id,
  );
  await updateAudited(
    db,
    request,
    { entity: 'lesson-program', id: entry.id, before: entry, after: move },
    (tx) =>
      tx.update(E).set({ weekday: move.weekday, lessonTimeId: move.lessonTimeId }).where(eq(E.id, entry.id)),
  );
};

export const removeLesson = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const entry = await getEntryOrThrow(db, scope, id);
  await deleteAudited(db, request, { entity: 'lesson-program', table: E, before: entry });
};
