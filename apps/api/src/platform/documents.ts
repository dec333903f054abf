import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema } from '@panel/shared/common/answers';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Db } from '../db/client';
import { requireAuth } from './auth';
import { deleteAudited, insertAudited } from './crud';
import { badRequest, notFound } from './errors';
import { type OwnedTable, ownedBy } from './resource';
import { type TenantScope, tenantOf } from './tenancy';

/** Documents are papers, not archives: 10 MB is plenty and keeps rows small. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const DOCUMENT_LIMIT = {
  maxBytes: DOCUMENT_MAX_BYTES,
  noFile: 'Lütfen Dosya Seçiniz!',
  tooLarge: 'Dosya 10 MB’tan büyük olamaz.',
};

/**
 * The one file of a multipart upload, read whole: refused, with the message the screen
 * shows, when the request carries no file or the file is over the limit (10 MB unless said).
 */
export const readUploadedFile = async (
  request: FastifyRequest,
  limit: { maxBytes: number; noFile: string; tooLarge: string } = DOCUMENT_LIMIT,
): Promise<{ fileName: string; content: Buffer }> => {
  if (!request.isMultipart()) throw badRequest(limit.noFile);
  const file = await request.file({ limits: { fileSize: limit.maxBytes, files: 1 } });
  if (!file) throw badRequest(limit.noFile);
  const content = await file.toBuffer().catch(() => {
    throw badRequest(limit.tooLarge);
  });
  // toBuffer refuses an oversize file already; a cut-off stream must never pass for the whole file.
  if (file.file.truncated) throw badRequest(limit.tooLarge);
  return { fileName: file.filename, content };
};

const OCTET_STREAM = 'application/octet-stream';

/** The types a document is served back as; anything else downloads as plain bytes. */
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/tiff',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/**
 * A document's type from its content, never the uploader's claim: a file sent as a PDF that
 * holds HTML would otherwise be served back as whatever it claimed.
 */
export const sniffDocumentType = async (content: Buffer): Promise<string> => {
  const found = await fileTypeFromBuffer(content);
  return found && DOCUMENT_TYPES.has(found.mime) ? found.mime : OCTET_STREAM;
};

/** Rows stored before sniffing carry the client's claim: served only if it is on the list. */
const servedType = (stored: string) => (DOCUMENT_TYPES.has(stored) ? stored : OCTET_STREAM);

// Bidirectional controls make a name read other than it is ("...exe" shown as "...pdf"); C0
// controls and DEL have no place in a name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The name a document keeps: the last part of the client's path, without unsafe characters. */
export const cleanFileName = (raw: string): string => {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const name = base.replace(UNSAFE_NAME_CHARACTERS, '').trim().replace(/^\.+/, '');
  return name.slice(0, 200) || 'dosya';
};

/**
 * A record's document as its list answers it (the content is fetched by its download); the
 * upload time is ISO text.
 */
export const ZDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});

/** The download's answer: the file, served as one of the known types or as plain bytes. */
const documentFileAnswer = {
  description: 'Dosya',
  content: Object.fromEntries(
    [...DOCUMENT_TYPES, OCTET_STREAM].map((type) => [type, { schema: z.string() }]),
  ),
};

/** Sends a document's bytes as a download under its own name. */
const sendDocument = (reply: FastifyReply, doc: { fileName: string; mimeType: string; content: Buffer }) =>
  reply
    .header('content-type', servedType(doc.mimeType))
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`)
    .send(doc.content);

type DocumentTable = OwnedTable & {
  branchId: PgColumn;
  fileName: PgColumn;
  mimeType: PgColumn;
  sizeBytes: PgColumn;
  content: PgColumn;
  uploadedBy: PgColumn;
  createdAt: PgColumn;
};

/**
 * The four calls of a record's documents: GET {path}/{ownerId} (list), POST {path}/{ownerId}
 * (multipart upload), GET {path}/download/{id}, GET {path}/delete/{id}. The owner (a class,
 * a student) is looked up through `getOwner`, which applies the tenant scope.
 */
export const registerDocumentRoutes = (
  app: FastifyInstance,
  spec: {
    path: string;
    entity: string;
    table: DocumentTable;
    /** The table's column that names the owner. */
    ownerKey: 'schoolClassId' | 'studentId' | 'expenseId' | 'revenueId' | 'incomingInvoiceId';
    view: ActionKey;
    manage: ActionKey;
    getOwner: (db: Db, scope: TenantScope, id: string) => Promise<{ id: string; branchId: string }>;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { table: D } = spec;
  const ownerColumn = (D as unknown as Record<string, PgColumn>)[spec.ownerKey]!;
  const view = { permission: spec.view };
  const manage = { permission: spec.manage };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  const getDocumentOrThrow = async (scope: TenantScope, id: string) => {
    const [row] = await db
      .select({
        id: D.id,
        fileName: D.fileName,
        mimeType: D.mimeType,
        content: D.content,
      })
      .from(D)
      .where(and(eq(D.id, id), ownedBy(D, scope)));
    if (!row) throw notFound();
    return row as { id: string; fileName: string; mimeType: string; content: Buffer };
  };

  api.get(
    `${spec.path}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: z.array(ZDocumentSchema) } } },
    async (request) => {
      const owner = await spec.getOwner(db, scopeOf(request), request.params.id);
      const rows = (await db
        .select({
          id: D.id,
          fileName: D.fileName,
          mimeType: D.mimeType,
          sizeBytes: D.sizeBytes,
          createdAt: D.createdAt,
        })
        .from(D)
        .where(eq(ownerColumn, owner.id))
        .orderBy(desc(D.createdAt))) as {
        id: string;
        fileName: string;
        mimeType: string;
        sizeBytes: number;
        createdAt: Date;
      }[];
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );

  api.get(
    `${spec.path}/download/:id`,
    { config: view, schema: { params: ZIdParamsSchema, response: { 200: documentFileAnswer } } },
    async (request, reply) => {
      return sendDocument(reply, await getDocumentOrThrow(scopeOf(request), request.params.id));
    },
  );

  api.post(
    `${spec.path}/:id`,
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZIdMessageAnswerSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const owner = await spec.getOwner(db, scope, request.params.id);
      const { fileName: uploadedName, content } = await readUploadedFile(request);
      if (content.length === 0) throw badRequest('Dosya boş.');
      const fileName = cleanFileName(uploadedName);
      const mimeType = await sniffDocumentType(content);
      const result = await insertAudited(db, request, {
        entity: spec.entity,
        table: D,
        values: {
          businessId: scope.businessId,
          branchId: owner.branchId,
          [spec.ownerKey]: owner.id,
          fileName,
          mimeType,
          sizeBytes: content.length,
          content,
          uploadedBy: request.auth?.accountId ?? null,
        },
        after: { ownerId: owner.id, fileName, sizeBytes: content.length },
      });
      return { ...result, message: 'Doküman yüklendi.' };
    },
  );

  api.get(
    `${spec.path}/delete/:id`,
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      const { content: _content, ...before } = await getDocumentOrThrow(scopeOf(request), request.params.id);
      await deleteAudited(db, request, { entity: spec.entity, table: D, before });
      return { message: 'Doküman silindi.' };
    },
  );
};
