import { MAJOR_SORTS, ZIdParamsSchema, ZMajorInputSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findMajors, getMajorOrThrow } from './major.queries';
import { createMajor, deleteMajor, updateMajor } from './major.service';

export const majorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.majors };

  app.get('/admin/major', { config, schema: { querystring: listQueryWithSort(MAJOR_SORTS) } }, (request) =>
    findMajors(db, request.query),
  );
  app.get('/admin/major/:id', { config, schema: { params: ZIdParamsSchema } }, (request) =>
    getMajorOrThrow(db, request.params.id),
  );
  app.post('/admin/major', { config, schema: { body: ZMajorInputSchema } }, async (request) => ({
    ...(await createMajor(db, request, request.body)),
    message: 'Branş kaydedildi.',
  }));
  app.post(
    '/admin/major/update',
    { config, schema: { body: ZMajorInputSchema.extend({ id: z.uuid() }) } },
    async (request) => {
      const { id, ...input } = request.body;
      await updateMajor(db, request, id, input);
      return { id, message: 'Branş güncellendi.' };
    },
  );
  app.get('/admin/major/delete/:id', { config, schema: { params: ZIdParamsSchema } }, async (request) => {
    await deleteMajor(db, request, request.params.id);
    return { message: 'Branş silindi.' };
  });
};
