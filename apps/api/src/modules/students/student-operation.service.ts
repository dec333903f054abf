import type {
  TTransferInput,
  ZClassAssignmentSchema,
  ZStudyStateChangeSchema,
} from '@panel/shared/students/contracts';
import { STUDY_TRANSITIONS, type StudyState, studyTransitionMessage } from '@panel/shared/students/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { announce } from '../../platform/area-events';
import { auditedWrite } from '../../platform/crud';
import { badRequest } from '../../platform/errors';
import { assertBranchInScope } from '../../platform/resource';
import { businessScope } from '../../platform/scope';
import type { TenantScope } from '../../platform/tenancy';
import { closeSchoolClass, getSchoolClassOrThrow } from '../education/school-classes/school-class.service';
import { assertClassHasRoom } from './class-seat.service';
import { getStudentOrThrow, liveStudents, studentsInScope } from './student.queries';
import { students, studentTransfers } from './student.table';
import { branchNameOf, classClosingState } from './student-operation.queries';

type TClassAssignment = z.infer<typeof ZClassAssignmentSchema>;
type TStudyStateChange = z.infer<typeof ZStudyStateChangeSchema>;

/** Puts chosen students in a class; answers how many joined it and the class's name. */
export const assignStudentsToClass = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  body: TClassAssignment,
) => {
  const { schoolClassId, studentIds } = body;
  const chosen = await studentsInScope(db, scope, studentIds);
  const klass = await getSchoolClassOrThrow(db, scope, schoolClassId).catch(() => {
    throw badRequest('Seçilen sınıf bu kuruma ait değil.');
  });
  const wrongBranch = chosen.find((s) => s.branchId !== klass.branchId);
  if (wrongBranch)
    throw badRequest(`${wrongBranch.name} bu sınıfın şubesinde kayıtlı değil. Önce öğrenciyi nakledin.`);
  const closed = chosen.find((s) => s.studyState === 'Cancelled' || s.studyState === 'StudyCompleted');
  if (closed) throw badRequest(`${closed.name} için kayıt kapanmış; sınıfa atanamaz.`);
  const joining = chosen.filter((s) => s.schoolClassId !== klass.id);
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'student-class', entityId: klass.id, before: chosen },
    async (tx) => {
      await assertClassHasRoom(tx, scope, klass.id, klass.branchId, joining.length);
      await tx
        .update(students)
        .set({
          schoolClassId: klass.id,
          // DOMAIN: a class assigned means studying has started (a frozen student stays frozen).
          studyState: sql`case when ${students.studyState} in ('Draft', 'WillStudy') then 'OnStudy' else ${students.studyState} end`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            students.id,
            joining.map((s) => s.id),
          ),
        );
      // Their sales that were waiting for the term start with the class too.
      await announce(tx, 'studentsStartedStudying', { studentIds: joining.map((s) => s.id) });
      return { id: klass.id, after: body, result: null };
    },
  );
  return { joined: joining.length, className: klass.name };
};

/** Moves chosen students to a study state; answers how many changed. */
export const changeStudyState = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  body: TStudyStateChange,
) => {
  const { studentIds, studyState } = body;
  const chosen = await studentsInScope(db, scope, studentIds);
  const refused = chosen.find(
    (s) => s.studyState !== studyState && !STUDY_TRANSITIONS[s.studyState].includes(studyState),
  );
  if (refused)
    throw badRequest(
      `${refused.name}: ${studyTransitionMessage(refused.studyState, studyState as StudyState)}`,
    );
  const changing = chosen.filter((s) => s.studyState !== studyState);
  await auditedWrite(
    db,
    request,
    {
      action: 'update',
      entity: 'study-state',
      entityId: changing[0]?.id ?? chosen[0]!.id,
      before: chosen,
    },
    async (tx) => {
      if (changing.length > 0)
        await tx
          .update(students)
          .set({ studyState, updatedAt: sql`now()` })
          .where(
            inArray(
              students.id,
              changing.map((s) => s.id),
            ),
          );
      return { id: chosen[0]!.id, after: body, result: null };
    },
  );
  return { changed: changing.length };
};

/**
 * Closing a class at term end: its studying students complete their study and the class
 * leaves the selects. Frozen students complete too; cancelled ones stay cancelled.
 * Answers the class's name and how many completed.
 */
export const closeClassAtTermEnd = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  schoolClassId: string,
) => {
  const klass = await getSchoolClassOrThrow(db, scope, schoolClassId);
  const state = await classClosingState(db, klass.id);
  if (!state!.isActive) throw badRequest(`${state!.name} sınıfı zaten kapatılmış.`);
  const completing = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolClassId, klass.id),
        liveStudents(scope),
        inArray(students.studyState, ['OnStudy', 'Freeze', 'WillStudy']),
      ),
    );
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'class-closure', entityId: klass.id },
    async (tx) => {
      if (completing.length > 0)
        await tx
          .update(students)
          .set({ studyState: 'StudyCompleted', updatedAt: sql`now()` })
          .where(
            inArray(
              students.id,
              completing.map((s) => s.id),
            ),
          );
      await closeSchoolClass(tx, klass.id);
      return { id: klass.id, after: { completed: completing.length }, result: null };
    },
  );
  return { className: state!.name, completed: completing.length };
};

/**
 * Relocate and handover move a student to another branch of the business (the class,
 * which belongs to the old branch, is left); outgoing closes the enrolment; incoming
 * records where a student came from. Every kind is kept as history. Answers the student,
 * whether they moved, and the target branch when they did.
 */
export const transferStudent = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TTransferInput,
) => {
  const student = await getStudentOrThrow(db, scope, input.studentId);
  const moves = input.kind === 'Relocate' || input.kind === 'Handover';
  if (moves) {
    if (!input.toBranchId) throw badRequest('Lütfen Hedef Şube Seçiniz!');
    if (input.toBranchId === student.branchId) throw badRequest('Öğrenci zaten bu şubede kayıtlı.');
    // The target is any branch of the business: a branch account hands students over to others.
    await assertBranchInScope(db, businessScope(scope.businessId), input.toBranchId);
  }
  if (
    input.kind === 'Outgoing' &&
    (student.studyState === 'Cancelled' || student.studyState === 'StudyCompleted')
  )
    throw badRequest('Öğrencinin kaydı zaten kapanmış.');
  const target = moves ? await branchNameOf(db, input.toBranchId!) : undefined;
  await auditedWrite(
    db,
    request,
    { action: 'create', entity: 'student-transfer', before: student },
    async (tx) => {
      const [row] = await tx
        .insert(studentTransfers)
        .values({
          businessId: scope.businessId,
          studentId: student.id,
          kind: input.kind,
          fromBranchId: input.kind === 'Incoming' ? null : student.branchId,
          toBranchId: moves ? input.toBranchId : input.kind === 'Incoming' ? student.branchId : null,
          date: input.date,
          note: input.note,
          createdBy: request.auth?.accountId ?? null,
        })
        .returning({ id: studentTransfers.id });
      if (moves)
        await tx
          .update(students)
          .set({ branchId: input.toBranchId!, schoolClassId: null, updatedAt: sql`now()` })
          .where(eq(students.id, student.id));
      if (input.kind === 'Outgoing')
        await tx
          .update(students)
          .set({ studyState: 'Cancelled', schoolClassId: null, updatedAt: sql`now()` })
          .where(eq(students.id, student.id));
      return { id: row!.id, after: input, result: null };
    },
  );
  return { student, moves, target };
};
