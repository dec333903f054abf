import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZClassProgramSchema, ZLessonProgramPlaceSchema } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { tenantOf } from '../../../platform/tenancy';
import { getClassProgram, moveLesson, placeLesson, removeLesson } from './lesson-program.service';

export const lessonProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.education.programView };
  const manage = { permission: ACTIONS.education.programManage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  app.get(
    '/lesson-program/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZClassProgramSchema } } },
    (request) => getClassProgram(db, scopeOf(request), request.params.id),
  );
  app.post(
    '/education/lesson-program',
    {
      config: manage,
      schema: { body: ZLessonProgramPlaceSchema, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => ({
      ...(await placeLesson(db, request, scopeOf(request), request.body)),
      message: 'Ders programa yerleştirildi.',
    }),
  );
  app.post(
    '/education/lesson-program/move',
    {
      config: manage,
      schema: {
        body: ZLessonProgramPlaceSchema.pick({ weekday: true, lessonTimeId: true }).extend({ id: z.uuid() }),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      await moveLesson(db, request, scopeOf(request), request.body);
      return { id: request.body.id, message: 'Ders taşındı.' };
    },
  );
  app.get(
    '/education/lesson-program/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await removeLesson(db, request, scopeOf(request), request.params.id);
      return { message: 'Ders programdan çıkarıldı.' };
    },
  );
};
