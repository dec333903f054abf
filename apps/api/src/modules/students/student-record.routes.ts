import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { STUDENT_TRANSFER_SORTS, ZStudentNoteInputSchema } from '@panel/shared/students/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { auditedWrite } from '../../platform/crud';
import { registerDocumentRoutes } from '../../platform/documents';
import { notFound } from '../../platform/errors';
import { fetchPage, listOrder } from '../../platform/listing';
import { ownedBy } from '../../platform/resource';
import { refuseNarrow } from '../../platform/scope';
import { type TenantScope, tenantOf } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { getStudentOrThrow } from './student.service';
import { studentDocuments, studentNotes, students, studentTransfers } from './student.table';
import { studentNotesOf } from './student-note.queries';

const S = ACTIONS.students;
const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

/** Notes, documents and the transfer history: what staff keep about a student. */
export const studentRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: S.view };
  const manage = { permission: S.manage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  const getNoteOrThrow = async (scope: TenantScope, id: string) => {
    const [row] = await db
      .select()
      .from(studentNotes)
      .where(and(eq(studentNotes.id, id), ownedBy(studentNotes, scope)));
    if (!row) throw notFound();
    return row;
  };

  /** SPEC 7: pinned notes first, then the newest. */
  app.get(
    '/student-note/student/:id',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const student = await getStudentOrThrow(db, scopeOf(request), request.params.id);
      return (await studentNotesOf(db, [student.id])).map(({ studentId: _, ...note }) => note);
    },
  );

  app.post(
    '/student-note',
    { config: manage, schema: { body: ZStudentNoteInputSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const student = await getStudentOrThrow(db, scope, request.body.studentId);
      const result = await auditedWrite(
        db,
        request,
        { action: 'create', entity: 'student-note' },
        async (tx) => {
          const [row] = await tx
            .insert(studentNotes)
            .values({
              ...request.body,
              businessId: scope.businessId,
              branchId: student.branchId,
              createdBy: request.auth?.accountId ?? null,
            })
            .returning({ id: studentNotes.id });
          return { id: row!.id, after: request.body, result: { id: row!.id } };
        },
      );
      return { ...result, message: 'Not eklendi.' };
    },
  );

  app.post(
    '/student-note/update',
    { config: manage, schema: { body: ZStudentNoteInputSchema.extend({ id: z.uuid() }) } },
    async (request) => {
      const { id, studentId: _student, ...input } = request.body;
      const before = await getNoteOrThrow(scopeOf(request), id);
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'student-note', entityId: id, before },
        async (tx) => {
          await tx.update(studentNotes).set(input).where(eq(studentNotes.id, id));
          return { id, after: input, result: null };
        },
      );
      return { id, message: 'Not güncellendi.' };
    },
  );

  app.get(
    '/student-note/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const before = await getNoteOrThrow(scopeOf(request), request.params.id);
      await auditedWrite(
        db,
        request,
        { action: 'delete', entity: 'student-note', entityId: before.id, before },
        async (tx) => {
          await tx.delete(studentNotes).where(eq(studentNotes.id, before.id));
          return { id: before.id, result: null };
        },
      );
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
      },
    },
    (request) => {
      const scope = scopeOf(request);
      refuseNarrow(scope);
      // A transfer is seen by the business, and by a branch on either side of it.
      const where = and(
        eq(studentTransfers.businessId, scope.businessId),
        scope.branchId
          ? sql`(${studentTransfers.fromBranchId} = ${scope.branchId} or ${studentTransfers.toBranchId} = ${scope.branchId})`
          : undefined,
        request.query.studentId ? eq(studentTransfers.studentId, request.query.studentId) : undefined,
      );
      return fetchPage(request.query, {
        rows: (limit, offset) =>
          db
            .select({
              id: studentTransfers.id,
              studentId: studentTransfers.studentId,
              studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
              studentNo: students.studentNo,
              kind: studentTransfers.kind,
              fromBranchName: fromBranch.name,
              toBranchName: toBranch.name,
              date: studentTransfers.date,
              note: studentTransfers.note,
              createdAt: studentTransfers.createdAt,
            })
            .from(studentTransfers)
            .innerJoin(students, eq(students.id, studentTransfers.studentId))
            .leftJoin(fromBranch, eq(fromBranch.id, studentTransfers.fromBranchId))
            .leftJoin(toBranch, eq(toBranch.id, studentTransfers.toBranchId))
            .where(where)
            .orderBy(
              ...listOrder(
                request.query,
                { date: studentTransfers.date, studentName: students.sortKey },
                [desc(studentTransfers.createdAt)],
                [studentTransfers.id],
              ),
            )
            .limit(limit)
            .offset(offset),
        total: async () =>
          (await db.select({ n: sql<number>`count(*)::int` }).from(studentTransfers).where(where))[0]?.n ?? 0,
      });
    },
  );
};
