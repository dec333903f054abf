import {
  MAJOR_SORTS,
  ZIdParamsSchema,
  ZMajorInputSchema,
  ZMajorPageSchema,
  ZMajorSchema,
} from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findMajors, getMajorOrThrow } from './major.queries';
import { createMajor, deleteMajor, updateMajor } from './major.service';

export const majorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.majors };

  app.get(
    '/admin/major',
    { config, schema: { querystring: listQueryWithSort(MAJOR_SORTS), response: { 200: ZMajorPageSchema } } },
    (request) => findMajors(db, request.query),
  );
  app.get(
    '/admin/major/:id',
    { config, schema: { params: ZIdParamsSchema, response: { 200: ZMajorSchema } } },
    (request) => getMajorOrThrow(db, request.params.id),
  );
  app.post(
    '/admin/major',
    { config, schema: { body: ZMajorInputSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => ({
      ...(await createMajor(db, request, request.body)),
      message: 'Branş kaydedildi.',
    }),
  );
  app.post(
    '/admin/major/update',
    {
      config,
      schema: { body: ZMajorInputSchema.extend({ id: z.uuid() }), response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await updateMajor(db, request, id, input);
      return { id, message: 'Branş güncellendi.' };
    },
  );
  app.get(
    '/admin/major/delete/:id',
    { config, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteMajor(db, request, request.params.id);
      return { message: 'Branş silindi.' };
    },
  );
};
