import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The spec's error body (SPEC 3, 8): every non-2xx answer has this shape, in Turkish. */
export type ErrorBody = { title?: string; message?: string; errors?: string[] };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message ?? body.title ?? `HTTP ${statusCode}`);
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

const INTERNAL: ErrorBody = {
  title: 'Sunucu Hatası!',
  message: 'Beklenmeyen bir hata oluştu.\nLütfen biraz sonra tekrar deneyin.',
};

export const NOT_FOUND_BODY: ErrorBody = { title: 'Uyarı', message: 'İstenen adres bulunamadı.' };

export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = [...new Set(error.validation.map((v) => v.message ?? 'Geçersiz değer.'))];
      return reply
        .status(400)
        .send({ title: 'Uyarı', message: 'Lütfen formdaki hataları düzeltin.', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send(INTERNAL);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ title: 'Uyarı', message: 'Gönderilen dosya veya veri çok büyük.' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type ...): never leak their English text.
      return reply
        .status(400)
        .send({ title: 'Uyarı', message: 'İstek okunamadı. Lütfen girdiğiniz bilgileri kontrol edin.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(INTERNAL);
  });
};
