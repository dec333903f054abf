import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth';
import { auditedWrite } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { ownedBy } from '../../../platform/resource';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { getSchoolClassOrThrow } from './school-class.service';
import { schoolClassDocuments as D } from './school-class.table';

/** Class documents are papers, not archives: 10 MB is plenty and keeps rows small. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const listColumns = {
  id: D.id,
  fileName: D.fileName,
  mimeType: D.mimeType,
  sizeBytes: D.sizeBytes,
  createdAt: D.createdAt,
};

export const schoolClassDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const view = { permission: ACTIONS.education.structureView };
  const manage = { permission: ACTIONS.education.classDocuments };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  const getDocumentOrThrow = async (scope: TenantScope, id: string) => {
    const [row] = await db
      .select()
      .from(D)
      .where(and(eq(D.id, id), ownedBy(D, scope)));
    if (!row) throw notFound();
    return row;
  };

  /** SPEC 7 GET school-class-document/{id}: the documents of a class. */
  app.get(
    '/school-class-document/:id',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const klass = await getSchoolClassOrThrow(db, scopeOf(request), request.params.id);
      return db.select(listColumns).from(D).where(eq(D.schoolClassId, klass.id)).orderBy(desc(D.createdAt));
    },
  );

  app.get(
    '/school-class-document/download/:id',
    { config: view, schema: { params: ZIdParamsSchema } },
    async (request, reply) => {
      const doc = await getDocumentOrThrow(scopeOf(request), request.params.id);
      return reply
        .header('content-type', doc.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`)
        .send(doc.content);
    },
  );

  app.post(
    '/school-class-document/:id',
    { config: manage, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const scope = scopeOf(request);
      const klass = await getSchoolClassOrThrow(db, scope, request.params.id);
      if (!request.isMultipart()) throw badRequest('Lütfen Dosya Seçiniz!');
      const file = await request.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest('Lütfen Dosya Seçiniz!');
      const content = await file.toBuffer().catch(() => {
        throw badRequest('Dosya 10 MB’tan büyük olamaz.');
      });
      if (file.file.truncated) throw badRequest('Dosya 10 MB’tan büyük olamaz.');
      if (content.length === 0) throw badRequest('Dosya boş.');
      const fileName = file.filename.slice(0, 200) || 'dosya';
      const result = await auditedWrite(
        db,
        request,
        { action: 'create', entity: 'school-class-document' },
        async (tx) => {
          const [row] = await tx
            .insert(D)
            .values({
              businessId: scope.businessId,
              branchId: klass.branchId,
              schoolClassId: klass.id,
              fileName,
              mimeType: file.mimetype || 'application/octet-stream',
              sizeBytes: content.length,
              content,
              uploadedBy: request.auth?.accountId ?? null,
            })
            .returning({ id: D.id });
          return {
            id: row!.id,
            after: { schoolClassId: klass.id, fileName, sizeBytes: content.length },
            result: { id: row!.id },
          };
        },
      );
      return { ...result, message: 'Doküman yüklendi.' };
    },
  );

  app.get(
    '/school-class-document/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema } },
    async (request) => {
      const doc = await getDocumentOrThrow(scopeOf(request), request.params.id);
      const { content: _content, ...before } = doc;
      await auditedWrite(
        db,
        request,
        { action: 'delete', entity: 'school-class-document', entityId: doc.id, before },
        async (tx) => {
          await tx.delete(D).where(eq(D.id, doc.id));
          return { id: doc.id, result: null };
        },
      );
      return { message: 'Doküman silindi.' };
    },
  );
};
