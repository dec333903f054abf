import type { TStudentNoteInput } from '@panel/shared/students/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite, deleteAudited, updateAudited } from '../../platform/crud';
import type { TenantScope } from '../../platform/tenancy';
import { getStudentOrThrow } from './student.queries';
import { studentNotes } from './student.table';
import { getStudentNoteOrThrow } from './student-note.queries';

export const createStudentNote = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TStudentNoteInput,
) => {
  const student = await getStudentOrThrow(db, scope, input.studentId);
  return auditedWrite(db, request, { action: 'create', entity: 'student-note' }, async (tx) => {
    const [row] = await tx
      .insert(studentNotes)
      .values({
        ...input,
        businessId: scope.businessId,
        branchId: student.branchId,
        createdBy: request.auth?.accountId ?? null,
      })
      .returning({ id: studentNotes.id });
    return { id: row!.id, after: input, result: { id: row!.id } };
  });
};

export const updateStudentNote = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: Omit<TStudentNoteInput, 'studentId'>,
) => {
  const before = await getStudentNoteOrThrow(db, scope, id);
  await updateAudited(db, request, { entity: 'student-note', id, before, after: input }, (tx) =>
    tx.update(studentNotes).set(input).where(eq(studentNotes.id, id)),
  );
};

export const deleteStudentNote = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const before = await getStudentNoteOrThrow(db, scope, id);
  await deleteAudited(db, request, { entity: 'student-note', table: studentNotes, before });
};
