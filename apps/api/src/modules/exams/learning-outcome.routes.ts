import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { fileAnswer, ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import {
  ZImportQuerySchema,
  ZLearningOutcomePageSchema,
  ZLearningOutcomePoolInputSchema,
  ZLearningOutcomePoolPageSchema,
  ZLearningOutcomePoolQuerySchema,
  ZLearningOutcomePoolSchema,
  ZOutcomeImportAnswerSchema,
} from '@panel/shared/exams/learning-outcomes';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile } from '../../platform/documents';
import { sendXlsxFile } from '../../platform/excel';
import { findOutcomes, findPools, getPoolOrThrow } from './learning-outcome.queries';
import {
  buildOutcomeTemplate,
  createPool,
  deletePool,
  importOutcomes,
  updatePool,
} from './learning-outcome.service';

/**
 * Learning-outcome pools under /examapi: kept by the provider's admins (`admin.*`: the pools
 * are product-wide, see learning-outcome.table.ts); every business's exam screens read the
 * outcomes through GET /learning-outcomes to put them on questions.
 */
export const learningOutcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const admin = { permission: ACTIONS.admin.learningOutcomes };

  app.get(
    '/learning-outcome-pools',
    {
      config: admin,
      schema: {
        querystring: ZLearningOutcomePoolQuerySchema,
        response: { 200: ZLearningOutcomePoolPageSchema },
      },
    },
    (request) => findPools(db, request.query),
  );
  app.get(
    '/learning-outcome-pools/import-template',
    { config: admin, schema: { response: { 200: fileAnswer('xlsx') } } },
    async (_request, reply) => sendXlsxFile(reply, 'kazanim-aktarim-ornegi', await buildOutcomeTemplate()),
  );
  app.get(
    '/learning-outcome-pools/:id',
    { config: admin, schema: { params: ZIdParamsSchema, response: { 200: ZLearningOutcomePoolSchema } } },
    async (request) => {
      const pool = await getPoolOrThrow(db, request.params.id);
      return { ...pool, updatedAt: pool.updatedAt.toISOString() };
    },
  );
  app.post(
    '/learning-outcome-pools',
    {
      config: admin,
      schema: { body: ZLearningOutcomePoolInputSchema, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => ({
      ...(await createPool(db, request, request.body)),
      message: 'Kazanım havuzu kaydedildi.',
    }),
  );
  app.put(
    '/learning-outcome-pools/:id',
    {
      config: admin,
      schema: {
        params: ZIdParamsSchema,
        body: ZLearningOutcomePoolInputSchema,
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => ({
      ...(await updatePool(db, request, request.params.id, request.body)),
      message: 'Kazanım havuzu güncellendi.',
    }),
  );
  app.delete(
    '/learning-outcome-pools/:id',
    { config: admin, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deletePool(db, request, request.params.id);
      return { message: 'Kazanım havuzu silindi.' };
    },
  );
  app.post(
    '/learning-outcome-pools/:id/import',
    {
      config: admin,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZImportQuerySchema,
        response: { 200: ZOutcomeImportAnswerSchema },
        description:
          'Kazanımları Excel’den aktarır (çok parçalı dosya). dryRun=true önizlemeyi ve satır hatalarını döner, hiçbir şey kaydetmez.',
      },
    },
    async (request) => {
      await getPoolOrThrow(db, request.params.id);
      const { content } = await readUploadedFile(request);
      const dryRun = request.query.dryRun === 'true';
      const out = await importOutcomes(db, request, request.params.id, content, dryRun);
      const message = dryRun
        ? out.errors.length > 0
          ? `${new Set(out.errors.map((e) => e.row)).size} satırda hata var.`
          : `${out.outcomes.length} kazanım kontrol edildi, hata yok.`
        : `${out.added} kazanım eklendi, ${out.updated} kazanım güncellendi.`;
      return { ...out, message };
    },
  );

  app.get(
    '/learning-outcomes',
    {
      config: { permission: ACTIONS.exams.view },
      schema: {
        querystring: ZLearningOutcomePoolQuerySchema.extend({ poolId: z.uuid().optional() }),
        response: { 200: ZLearningOutcomePageSchema },
      },
    },
    (request) => findOutcomes(db, request.query),
  );
};
