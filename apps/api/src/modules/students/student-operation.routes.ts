import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  ZClassAssignmentSchema,
  ZClassStudentSchema,
  ZStudyStateChangeSchema,
  ZTransferInputSchema,
} from '@panel/shared/students/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
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

  app.post(
    '/education/student/class',
    {
      config: { permission: S.classes },
      schema: { body: ZClassAssignmentSchema, response: { 200: ZMessageAnswerSchema } },
    },
    async (request) => {
      const { joined, className } = await assignStudentsToClass(db, request, scopeOf(request), request.body);
      return { message: `${joined} öğrenci ${className} sınıfına atandı.` };
    },
  );

  app.post(
    '/education/student/status',
    {
      config: { permission: S.classes },
      schema: { body: ZStudyStateChangeSchema, response: { 200: ZMessageAnswerSchema } },
    },
    async (request) => {
      const { changed } = await changeStudyState(db, request, scopeOf(request), request.body);
      return { message: `${changed} öğrencinin okuma durumu güncellendi.` };
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

  app.post(
    '/education/student/transfer',
    {
      config: { permission: S.transfer },
      schema: { body: ZTransferInputSchema, response: { 200: ZMessageAnswerSchema } },
    },
    async (request) => {
      const { student, moves, target } = await transferStudent(db, request, scopeOf(request), request.body);
      return {
        message: moves
          ? `${student.firstName} ${student.lastName} ${target!.name} şubesine aktarıldı.`
          : 'Nakil kaydedildi.',
      };
    },
  );
};
