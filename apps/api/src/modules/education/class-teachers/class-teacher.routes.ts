import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import {
  ZMajorDistributionSchema,
  ZMajorPlanInputSchema,
  ZSchoolClassTeacherInputSchema,
  ZSchoolClassTeacherPageSchema,
  ZSchoolClassTeacherSchema,
  ZTeacherMajorsSchema,
} from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import {
  findAssignments,
  getAssignmentOrThrow,
  getMajorDistribution,
  listTeacherMajors,
} from './class-teacher.queries';
import {
  createAssignment,
  deleteAssignment,
  saveMajorPlan,
  updateAssignmentHours,
} from './class-teacher.service';

export const classTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.education.programView };
  const manage = { permission: ACTIONS.education.programManage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  app.get(
    '/education/schoolclass-teacher',
    {
      config: view,
      schema: {
        querystring: ZListQuerySchema.extend({
          schoolClassId: z.uuid().optional(),
          personnelId: z.uuid().optional(),
          semesterId: z.uuid().optional(),
          branchId: z.uuid().optional(),
        }),
        response: { 200: ZSchoolClassTeacherPageSchema },
      },
    },
    (request) => findAssignments(db, scopeOf(request), request.query),
  );

  /** SPEC 7: the majors a teacher teaches, for the assignment form's select. */
  app.get(
    '/schoolclass-teacher/teacher-majors/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZTeacherMajorsSchema } } },
    (request) => listTeacherMajors(db, scopeOf(request), request.params.id),
  );

  app.get(
    '/education/schoolclass-teacher/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZSchoolClassTeacherSchema } } },
    (request) => getAssignmentOrThrow(db, scopeOf(request), request.params.id),
  );

  app.post(
    '/education/schoolclass-teacher',
    {
      config: manage,
      schema: { body: ZSchoolClassTeacherInputSchema, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => ({
      ...(await createAssignment(db, request, scopeOf(request), request.body)),
      message: 'Öğretmen sınıfa atandı.',
    }),
  );

  app.post(
    '/education/schoolclass-teacher/update',
    {
      config: manage,
      schema: {
        body: z.object({ id: z.uuid(), weeklyHours: ZSchoolClassTeacherInputSchema.shape.weeklyHours }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const id = await updateAssignmentHours(db, request, scopeOf(request), request.body);
      return { id, message: 'Haftalık ders saati güncellendi.' };
    },
  );

  app.get(
    '/education/schoolclass-teacher/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteAssignment(db, request, scopeOf(request), request.params.id);
      return { message: 'Öğretmen ataması kaldırıldı.' };
    },
  );

  app.get(
    '/education/major-distribution',
    {
      config: view,
      schema: {
        querystring: z.object({ semesterId: z.uuid(), branchId: z.uuid().optional() }),
        response: { 200: ZMajorDistributionSchema },
      },
    },
    (request) => getMajorDistribution(db, scopeOf(request), request.query),
  );

  app.post(
    '/education/major-distribution',
    { config: manage, schema: { body: ZMajorPlanInputSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await saveMajorPlan(db, request, scopeOf(request), request.body);
      return { message: 'Planlanan ders saati kaydedildi.' };
    },
  );
};
