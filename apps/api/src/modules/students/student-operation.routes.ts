import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ACTIONS, type ActionKey } from '@panel/shared/permissions/keys';
import {
  ZClassAssignmentSchema,
  ZClassStudentSchema,
  ZStudyStateChangeSchema,
  ZTransferInputSchema,
} from '@panel/shared/students/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { type TenantScope, tenantOf } from '../../platform/tenancy';
import { listClassStudents } from './student-operation.queries';
import {
  assignStudentsToClass,
  changeStudyState,
  closeClassAtTermEnd,
  transferStudent,
} from './student-operation.service';

const S = ACTIONS.students;

/** Class assignment, study states and transfers: what changes where a student studies. */
export const studentOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  /** SPEC 7: the students of a class. */
  app.get(
    '/student/schoolclass/:id',
    {
      config: { permission: S.view },
      schema: { params: ZIdParamsSchema, response: { 200: z.array(ZClassStudentSchema) } },
    },
    (request) => listClassStudents(db, scopeOf(request), request.params.id),
  );

  /** POST {path}: an operation on chosen students, answered with what it did, in Turkish. */
  const operationRoute = <B extends z.ZodType>(
    path: string,
    permission: ActionKey,
    body: B,
    run: (request: FastifyRequest, scope: TenantScope, input: z.output<B>) => Promise<string>,
  ) =>
    app.post(
      path,
      { config: { permission }, schema: { body, response: { 200: ZMessageAnswerSchema } } },
      async (request) => ({ message: await run(request, scopeOf(request), request.body as z.output<B>) }),
    );

  operationRoute(
    '/education/student/class',
    S.classes,
    ZClassAssignmentSchema,
    async (request, scope, input) => {
      const { joined, className } = await assignStudentsToClass(db, request, scope, input);
      return `${joined} öğrenci ${className} sınıfına atandı.`;
    },
  );

  operationRoute(
    '/education/student/status',
    S.classes,
    ZStudyStateChangeSchema,
    async (request, scope, input) => {
      const { changed } = await changeStudyState(db, request, scope, input);
      return `${changed} öğrencinin okuma durumu güncellendi.`;
    },
  );

  app.post(
    '/education/student/class-closure/:id',
    {
      config: { permission: S.classes },
      schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } },
    },
    async (request) => {
      const { className, completed } = await closeClassAtTermEnd(
        db,
        request,
        scopeOf(request),
        request.params.id,
      );
      return { message: `${className} sınıfı kapatıldı; ${completed} öğrencinin eğitimi tamamlandı.` };
    },
  );

  operationRoute(
    '/education/student/transfer',
    S.transfer,
    ZTransferInputSchema,
    async (request, scope, input) => {
      const { student, moves, target } = await transferStudent(db, request, scope, input);
      return moves
        ? `${student.firstName} ${student.lastName} ${target!.name} şubesine aktarıldı.`
        : 'Nakil kaydedildi.';
    },
  );
};
