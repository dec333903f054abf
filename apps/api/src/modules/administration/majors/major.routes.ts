import { MAJOR_SORTS, ZIdParamsSchema, ZMajorInputSchema } from '@panel/shared/administration/contracts';
import { listQueryWithSort } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { fetchPage, listOrder, searchOver, turkishOrder } from '../../../platform/listing';
import { majors } from './major.table';

const getMajorOrThrow = async (db: Db, id: string) => {
  const [row] = await db.select().from(majors).where(eq(majors.id, id));
  if (!row) throw notFound();
  return row;
};

/** Two majors may not share a name, whatever its case or Turkish letters. */
const assertUniqueName = async (db: Db, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: majors.id })
    .from(majors)
    .where(eq(majors.searchKey, foldTurkish(name)));
  if (row && row.id !== exceptId) throw badRequest(`"${name}" adında bir branş zaten var.`);
};

export const majorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.admin.majors };

  app.get('/admin/major', { config, schema: { querystring: listQueryWithSort(MAJOR_SORTS) } }, (request) => {
    const where = searchOver(request.query._searchTerm, majors.searchKey);
    return fetchPage(request.query, {
      rows: (limit, offset) =>
        db
          .select({ id: majors.id, name: majors.name, isActive: majors.isActive })
          .from(majors)
          .where(where)
          .orderBy(
            ...listOrder(
              request.query,
              { name: turkishOrder(majors.name) },
              [asc(majors.searchKey), asc(majors.id)],
              [majors.id],
            ),
          )
          .limit(limit)
          .offset(offset),
      total: async () => (await db.select({ n: count() }).from(majors).where(where))[0]?.n ?? 0,
    });
  });
  app.get('/admin/major/:id', { config, schema: { params: ZIdParamsSchema } }, async (request) => {
    const { id, name, isActive } = await getMajorOrThrow(db, request.params.id);
    return { id, name, isActive };
  });
  app.post('/admin/major', { config, schema: { body: ZMajorInputSchema } }, async (request) => {
    await assertUniqueName(db, request.body.name);
    const result = await auditedWrite(db, request, { action: 'create', entity: 'major' }, async (tx) => {
      const [row] = await tx
        .insert(majors)
        .values({ ...request.body, searchKey: foldTurkish(request.body.name) })
        .returning({ id: majors.id });
      return { id: row!.id, after: request.body, result: { id: row!.id } };
    });
    return { ...result, message: 'Branş kaydedildi.' };
  });
  app.post(
    '/admin/major/update',
    { config, schema: { body: ZMajorInputSchema.extend({ id: z.uuid() }) } },
    async (request) => {
      const { id, ...input } = request.body;
      const before = await getMajorOrThrow(db, id);
      await assertUniqueName(db, input.name, id);
      await auditedWrite(
        db,
        request,
        { action: 'update', entity: 'major', entityId: id, before },
        async (tx) => {
          await tx
            .update(majors)
            .set({ ...input, searchKey: foldTurkish(input.name) })
            .where(eq(majors.id, id));
          return { id, after: input, result: null };
        },
      );
      return { id, message: 'Branş güncellendi.' };
    },
  );
  app.get('/admin/major/delete/:id', { config, schema: { params: ZIdParamsSchema } }, async (request) => {
    const before = await getMajorOrThrow(db, request.params.id);
    await auditedWrite(
      db,
      request,
      { action: 'delete', entity: 'major', entityId: before.id, before },
      async (tx) => {
        await tx.delete(majors).where(eq(majors.id, before.id));
        return { id: before.id, result: null };
      },
    );
    return { message: 'Branş silindi.' };
  });
};
