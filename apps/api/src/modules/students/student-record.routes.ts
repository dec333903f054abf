import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  STUDENT_TRANSFER_SORTS,
  ZStudentNoteInputSchema,
  ZStudentNoteSchema,
  ZStudentTransferPageSchema,
} from '@panel/shared/students/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { registerDocumentRoutes } from '../../platform/documents';
import { refuseNarrow } from '../../platform/scope';
import { tenantOf } from '../../platform/tenancy';
import { getStudentOrThrow } from './student.queries';
import { studentDocuments } from './student.table';
import { studentNotesOf } from './student-note.queries';
import { createStudentNote, deleteStudentNote, updateStudentNote } from './student-note.service';
import { findStudentTransfers } from './student-transfer.queries';

const S = ACTIONS.students;

/** Notes, documents and the transfer history: what staff keep about a student. */
export const studentRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: S.view };
  const manage = { permission: S.manage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** SPEC 7: pinned notes first, then the newest. */
  app.get(
    '/student-note/student/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: z.array(ZStudentNoteSchema) } } },
    async (request) => {
      const student = await getStudentOrThrow(db, scopeOf(request), request.params.id);
      return (await studentNotesOf(db, [student.id])).map(({ studentId: _, createdAt, ...note }) => ({
        ...note,
        createdAt: createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/student-note',
    { config: manage, schema: { body: ZStudentNoteInputSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => ({
      ...(await createStudentNote(db, request, scopeOf(request), request.body)),
      message: 'Not eklendi.',
    }),
  );

  app.post(
    '/student-note/update',
    {
      config: manage,
      schema: {
        body: ZStudentNoteInputSchema.extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const { id, studentId: _student, ...input } = request.body;
      await updateStudentNote(db, request, scopeOf(request), id, input);
      return { id, message: 'Not güncellendi.' };
    },
  );

  app.get(
    '/student-note/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteStudentNote(db, request, scopeOf(request), request.params.id);
      return { message: 'Not silindi.' };
    },
  );

  registerDocumentRoutes(app, {
    path: '/student-document',
    entity: 'student-document',
    table: studentDocuments,
    ownerKey: 'studentId',
    view: S.view,
    manage: S.manage,
    // Documents (identity papers, reports) stay with the branch's staff, not a class's teacher.
    getOwner: (db, scope, id) => {
      refuseNarrow(scope);
      return getStudentOrThrow(db, scope, id);
    },
  });

  app.get(
    '/education/student/transfer',
    {
      config: view,
      schema: {
        querystring: listQueryWithSort(STUDENT_TRANSFER_SORTS).extend({ studentId: z.uuid().optional() }),
        response: { 200: ZStudentTransferPageSchema },
      },
    },
    (request) => {
      const scope = scopeOf(request);
      refuseNarrow(scope);
      return findStudentTransfers(db, scope, request.query);
    },
  );
};
