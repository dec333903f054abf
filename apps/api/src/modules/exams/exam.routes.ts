import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { UPLOAD_MAX_BYTES } from '@panel/shared/exams/constants';
import {
  ZCancellationInputSchema,
  ZCancellationKeySchema,
  ZCancellationSchema,
  ZCancellationsAnswerSchema,
  ZCreatedSchema,
  ZExamInputSchema,
  ZExamListQuerySchema,
  ZExamPageSchema,
  ZExamResultPageSchema,
  ZExamResultQuerySchema,
  ZExamSchema,
  ZExamTypeInputSchema,
  ZExamTypeSchema,
  ZExamUploadSchema,
  ZLineMatchAnswerSchema,
  ZLineMatchSchema,
  ZOpticalFormInputSchema,
  ZOpticalFormPageSchema,
  ZOpticalFormSchema,
  ZUnmatchedPageSchema,
  ZUploadAnswerSchema,
} from '@panel/shared/exams/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { requireAuth } from '../../platform/auth';
import { readUploadedFile } from '../../platform/documents';
import { badRequest } from '../../platform/errors';
import { type TenantScope, tenantOf } from '../../platform/tenancy';
import {
  createExam,
  createForm,
  deleteForm,
  examView,
  findExams,
  findForms,
  getExamOrThrow,
  getFormOrThrow,
  updateForm,
} from './exam.service';
import {
  addCancellation,
  findResults,
  findUnmatched,
  findUploads,
  matchLine,
  removeCancellation,
  updateExam,
  uploadFile,
} from './exam-result.service';
import { createExamType, deleteExamType, findExamTypes, updateExamType } from './exam-type.service';

const NO_FILE_MESSAGE = 'Lütfen optik okuyucu dosyasını seçiniz.';
const TOO_LARGE_MESSAGE = `Dosya ${UPLOAD_MAX_BYTES / 1024 / 1024} MB’tan büyük olamaz.`;
const ZLineParamsSchema = z.object({
  id: z.uuid({ message: 'Geçersiz kayıt.' }),
  lineId: z.uuid({ message: 'Geçersiz kayıt.' }),
});

/** The reader's file: the raw body (text/plain, any encoding) or a multipart file. */
const fileOf = async (request: FastifyRequest): Promise<Buffer> => {
  if (request.isMultipart()) {
    const limit = { maxBytes: UPLOAD_MAX_BYTES, noFile: NO_FILE_MESSAGE, tooLarge: TOO_LARGE_MESSAGE };
    return (await readUploadedFile(request, limit)).content;
  }
  if (Buffer.isBuffer(request.body)) return request.body;
  throw badRequest(NO_FILE_MESSAGE, {
    errors: [
      'Dosya: optik okuyucunun dosyası text/plain gövde veya çok parçalı (multipart) dosya olarak gönderilmelidir.',
    ],
  });
};

/**
 * The exam API (/examapi, SPEC 7): optical forms, exams, cancellations, reader uploads and
 * results. Also the documented integration point for reader software.
 */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.exams.view };
  const manage = { permission: ACTIONS.exams.manage };
  const upload = { permission: ACTIONS.exams.upload };
  const results = { permission: ACTIONS.exams.results };
  const scope = (request: FastifyRequest) => tenantOf(requireAuth(request));

  // The reader's file comes as bytes: its encoding (UTF-8 or Windows-1254) is found here, not by Fastify.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['text/plain', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  /**
   * The writes of a record the exam screens keep (exam types, optical forms, exams): POST path,
   * PUT path/:id and DELETE path/:id, each leaving its audit row and answering the record's id
   * with a notice. An exam's update re-scores its results, so it has a route of its own.
   */
  const registerAuditedWrites = <I>(
    path: string,
    record: {
      /** The audit log's name for the entity. */
      entity: string;
      /** What the notices call one record: `Sınav türü`. */
      label: string;
      input: z.ZodType<I>;
      create: (db: Db, scope: TenantScope, input: I) => Promise<{ id: string }>;
      /** Both answer the record as it was before. */
      update?: (db: Db, scope: TenantScope, id: string, input: I) => Promise<unknown>;
      remove?: (db: Db, scope: TenantScope, id: string) => Promise<unknown>;
    },
  ) => {
    const { entity, label, update, remove } = record;
    app.post(
      path,
      { config: manage, schema: { body: record.input, response: { 200: ZCreatedSchema } } },
      async (request) => {
        // The provider's type of a generic body stays unresolved; the schema above is I's.
        const input = request.body as I;
        const created = await record.create(db, scope(request), input);
        await writeAudit(db, request, {
          action: 'create',
          entity,
          entityId: created.id,
          before: null,
          after: input,
        });
        return { ...created, message: `${label} kaydedildi.` };
      },
    );
    if (update)
      app.put(
        `${path}/:id`,
        {
          config: manage,
          schema: { params: ZIdParamsSchema, body: record.input, response: { 200: ZCreatedSchema } },
        },
        async (request) => {
          const { id } = request.params;
          const input = request.body as I;
          const before = await update(db, scope(request), id, input);
          await writeAudit(db, request, { action: 'update', entity, entityId: id, before, after: input });
          return { id, message: `${label} güncellendi.` };
        },
      );
    if (remove)
      app.delete(
        `${path}/:id`,
        { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZCreatedSchema } } },
        async (request) => {
          const { id } = request.params;
          const before = await remove(db, scope(request), id);
          await writeAudit(db, request, { action: 'delete', entity, entityId: id, before, after: null });
          return { id, message: `${label} silindi.` };
        },
      );
  };

  app.get(
    '/exam-types',
    { config: view, schema: { response: { 200: z.array(ZExamTypeSchema) } } },
    (request) => findExamTypes(db, scope(request)),
  );
  registerAuditedWrites('/exam-types', {
    entity: 'exam-type',
    label: 'Sınav türü',
    input: ZExamTypeInputSchema,
    create: createExamType,
    update: updateExamType,
    remove: deleteExamType,
  });

  app.get(
    '/optical-forms',
    { config: view, schema: { querystring: ZListQuerySchema, response: { 200: ZOpticalFormPageSchema } } },
    async (request) => {
      const page = await findForms(db, scope(request), request.query);
      return { ...page, _data: page._data.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })) };
    },
  );
  app.get(
    '/optical-forms/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZOpticalFormSchema } } },
    async (request) => {
      const form = await getFormOrThrow(db, scope(request), request.params.id);
      return { ...form, createdAt: form.createdAt.toISOString() };
    },
  );
  registerAuditedWrites('/optical-forms', {
    entity: 'exam-optical-form',
    label: 'Optik form',
    input: ZOpticalFormInputSchema,
    create: createForm,
    update: updateForm,
    remove: deleteForm,
  });

  app.get(
    '/exams',
    { config: view, schema: { querystring: ZExamListQuerySchema, response: { 200: ZExamPageSchema } } },
    (request) => findExams(db, scope(request), request.query),
  );
  app.get(
    '/exams/:id',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: ZExamSchema } } },
    async (request) => examView(await getExamOrThrow(db, scope(request), request.params.id)),
  );
  registerAuditedWrites('/exams', {
    entity: 'exam',
    label: 'Sınav',
    input: ZExamInputSchema,
    create: createExam,
  });

  app.put(
    '/exams/:id',
    {
      config: manage,
      schema: {
        params: ZIdParamsSchema,
        body: ZExamInputSchema,
        response: { 200: ZCreatedSchema },
        description:
          'Sınavı günceller ve okunmuş sonuçları yeni anahtar, katsayı, ceza ve taban puanla yeniden puanlar. Sonuç okunduktan sonra optik form, eşleştirme ve bölüm düzeni değişmez.',
      },
    },
    async (request) => {
      const saved = await updateExam(db, request, scope(request), request.params.id, request.body);
      return {
        id: saved.id,
        message: saved.rescored ? 'Sınav kaydedildi; sonuçlar yeniden puanlandı.' : 'Sınav kaydedildi.',
      };
    },
  );

  app.get(
    '/exams/:id/cancellations',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: z.array(ZCancellationSchema) } } },
    async (request) => (await getExamOrThrow(db, scope(request), request.params.id)).cancellations,
  );
  app.post(
    '/exams/:id/cancellations',
    {
      config: manage,
      schema: {
        params: ZIdParamsSchema,
        body: ZCancellationInputSchema,
        response: { 200: ZCancellationsAnswerSchema },
      },
    },
    async (request) => ({
      cancellations: await addCancellation(db, request, scope(request), request.params.id, request.body),
      message: 'Soru iptali kaydedildi; sınav yeniden puanlandı.',
    }),
  );
  app.delete(
    '/exams/:id/cancellations',
    {
      config: manage,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZCancellationKeySchema,
        response: { 200: ZCancellationsAnswerSchema },
      },
    },
    async (request) => ({
      cancellations: await removeCancellation(db, request, scope(request), request.params.id, request.query),
      message: 'Soru iptali kaldırıldı; sınav yeniden puanlandı.',
    }),
  );

  app.post(
    '/exams/:id/uploads',
    {
      config: upload,
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        params: ZIdParamsSchema,
        response: { 200: ZUploadAnswerSchema },
        description:
          'Optik okuyucu dosyası: text/plain gövde (UTF-8 veya Windows-1254) ya da çok parçalı (multipart) dosya.',
      },
    },
    async (request) => {
      const s = scope(request);
      // The exam is checked before the body is read: a stranger's id costs no file read.
      await getExamOrThrow(db, s, request.params.id);
      const content = await fileOf(request);
      return uploadFile(db, request, s, request.params.id, content);
    },
  );
  app.get(
    '/exams/:id/uploads',
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: z.array(ZExamUploadSchema) } } },
    (request) => findUploads(db, scope(request), request.params.id),
  );
  app.get(
    '/exams/:id/unmatched',
    {
      config: upload,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZListQuerySchema,
        response: { 200: ZUnmatchedPageSchema },
      },
    },
    (request) => findUnmatched(db, scope(request), request.params.id, request.query),
  );
  app.post(
    '/exams/:id/lines/:lineId/match',
    {
      config: upload,
      schema: {
        params: ZLineParamsSchema,
        body: ZLineMatchSchema,
        response: { 200: ZLineMatchAnswerSchema },
      },
    },
    async (request) => ({
      ...(await matchLine(
        db,
        request,
        scope(request),
        request.params.id,
        request.params.lineId,
        request.body.studentId,
      )),
      message: 'Satır öğrenciyle eşleştirildi ve puanlandı.',
    }),
  );

  app.get(
    '/exams/:id/results',
    {
      config: results,
      schema: {
        params: ZIdParamsSchema,
        querystring: ZExamResultQuerySchema,
        response: { 200: ZExamResultPageSchema },
      },
    },
    (request) => findResults(db, scope(request), request.params.id, request.query),
  );
};
