import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailableReason } from '../db/unavailable';

/**
 * The spec's error body (SPEC 3, 8): every non-2xx answer has this shape, in Turkish, and
 * always carries `errors` as a list: each problem found, or the one reason of a refusal.
 */
export type ErrorBody = {
  title: string;
  message: string;
  errors: string[];
  /** Structured problems a screen shows as a table (the student import's cells). */
  details?: unknown;
};

/** A refusal's body: a single reason is also its only listed problem. */
export const errorBody = (
  title: string,
  message: string,
  errors: string[] = [message],
  details?: unknown,
): ErrorBody => ({ title, message, errors, ...(details === undefined ? {} : { details }) });

export class AppError extends Error {
  readonly body: ErrorBody;
  constructor(
    readonly statusCode: number,
    body: { title: string; message: string; errors?: string[]; details?: unknown },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.body = errorBody(body.title, body.message, body.errors, body.details);
  }
}

export const badRequest = (message: string, extra: { title?: string; errors?: string[] } = {}): AppError =>
  new AppError(400, {
    title: extra.title ?? 'Uyarı',
    message,
    ...(extra.errors ? { errors: extra.errors } : {}),
  });

export const unauthorized = (message = 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.'): AppError =>
  new AppError(401, { title: 'Oturum', message });

export const forbidden = (message = 'Bu işlem için yetkiniz bulunmuyor.'): AppError =>
  new AppError(403, { title: 'Yetki', message });

/** Also the answer for rows of another tenant: their existence is not revealed. */
export const notFound = (message = 'Kayıt bulunamadı.'): AppError =>
  new AppError(404, { title: 'Uyarı', message });

export const tooManyRequests = (message: string, retryAfterSeconds: number): AppError =>
  new AppError(429, { title: 'Çok Fazla Deneme', message }, { 'retry-after': String(retryAfterSeconds) });

/** The database could not be reached or dropped the connection: nothing was done, try again. */
export const databaseUnavailable = (): AppError =>
  new AppError(
    503,
    {
      title: 'Hizmet Kullanılamıyor',
      message: 'Veritabanına şu anda ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    },
    { 'retry-after': '5' },
  );

const INTERNAL: ErrorBody = errorBody(
  'Sunucu Hatası!',
  'Beklenmeyen bir hata oluştu.\nLütfen biraz sonra tekrar deneyin.',
  [],
);

export const NOT_FOUND_BODY: ErrorBody = errorBody('Uyarı', 'İstenen adres bulunamadı.');

/**
 * Turkish answers for the database's own refusals. A module names its unique keys here,
 * so a race that slips past its own checks still answers 400 with a clear reason.
 */
const UNIQUE_MESSAGES = new Map<string, string>();
export const describeUniqueKey = (constraint: string, message: string): void => {
  UNIQUE_MESSAGES.set(constraint, message);
};

type PgFailure = { code?: string; constraint?: string; constraint_name?: string };

/** The PostgreSQL error under a driver's or drizzle's wrapping, if there is one. */
const pgFailureOf = (error: unknown): PgFailure | null => {
  for (let e = error as (PgFailure & { cause?: unknown }) | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(e.code)) return e;
    e = e.cause as typeof e;
  }
  return null;
};

export const databaseRefusal = (error: unknown): AppError | null => {
  const failure = pgFailureOf(error);
  if (failure?.code === '23505') {
    const constraint = failure.constraint ?? failure.constraint_name ?? '';
    return badRequest(UNIQUE_MESSAGES.get(constraint) ?? 'Bu bilgilerle bir kayıt zaten var.');
  }
  if (failure?.code === '23503') {
    return badRequest('Bu kayıt başka kayıtlarda kullanıldığı için silinemez veya değiştirilemez.');
  }
  return null;
};

/**
 * Runs a delete that the database refuses while another record points at the row (a foreign
 * key), answering `message` then. The refusal is the database's own, so the owning area need
 * not count other areas' tables, and a row added meanwhile cannot slip past a count.
 */
export const refusedWhileReferenced = async <T>(work: () => Promise<T>, message: string): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (pgFailureOf(error)?.code === '23503') throw badRequest(message);
    throw error;
  }
};

export const UNREADABLE_UPLOAD_MESSAGE = 'Gönderilen dosya okunamadı. Lütfen dosyayı tekrar seçip yükleyin.';

/**
 * A multipart body the parser (busboy, under @fastify/multipart) cannot read: no boundary,
 * a boundary that never closes, a broken part header. It throws plain errors with these
 * messages, which are the client's fault and answer 400, not 500.
 */
const isMalformedMultipart = (error: FastifyError, request: FastifyRequest): boolean =>
  // The content type, not request.isMultipart(): that exists only where the multipart plugin is.
  /^multipart\//i.test(request.headers['content-type'] ?? '') &&
  error.statusCode === undefined &&
  /multipart|part header|boundary/i.test(error.message);

export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    const refusal = databaseRefusal(error);
    if (refusal) return reply.status(refusal.statusCode).send(refusal.body);
    const unavailableReason = databaseUnavailableReason(error);
    if (unavailableReason) {
      request.log.warn({ reason: unavailableReason }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply.status(503).headers(unavailable.headers).send(unavailable.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = [...new Set(error.validation.map((v) => v.message ?? 'Geçersiz değer.'))];
      return reply.status(400).send(errorBody('Uyarı', 'Lütfen formdaki hataları düzeltin.', errors));
    }
    if (isMalformedMultipart(error, request))
      return reply.status(400).send(errorBody('Uyarı', UNREADABLE_UPLOAD_MESSAGE));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send(INTERNAL);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody('Uyarı', 'Gönderilen dosya veya veri çok büyük.'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type ...): never leak their English text.
      return reply
        .status(400)
        .send(errorBody('Uyarı', 'İstek okunamadı. Lütfen girdiğiniz bilgileri kontrol edin.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(INTERNAL);
  });
};
