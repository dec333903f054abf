import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError, badRequest } from './errors';
import { idempotencyKeys } from './idempotency.table';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > 100) throw badRequest('İşlem anahtarı en fazla 100 karakter olabilir.');
  return key;
};

/** JSON with object keys sorted, so the same request hashes the same however it was spelled. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

/**
 * What a key is bound to: who sent which request (method, route, path parameters, query and
 * body). A key is the client's promise that a retry is the same request; a different
 * request under the same key is a client bug, never a replay of someone else's answer.
 */
export const requestHashOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(
      canonical([
        request.auth?.userId ?? null,
        request.auth?.accountId ?? null,
        request.method,
        request.routeOptions.url ?? request.url,
        request.params ?? null,
        request.query ?? null,
        request.body ?? null,
      ]),
    )
    .digest('hex');

export const keyReusedRefusal = (): AppError =>
  new AppError(422, {
    title: 'Uyarı',
    message:
      'Bu işlem anahtarı (Idempotency-Key) başka bir istekle kullanılmış. Aynı anahtar yalnızca aynı isteğin tekrarı için gönderilebilir.',
    errors: ['İşlem anahtarı başka bir istekle kullanılmış.'],
  });

/**
 * Runs a write at most once per key. The key's row is inserted first, inside the
 * write's transaction: a concurrent request with the same key waits on that row's
 * unique index until the first commits, then finds it and replays its answer; if the
 * first rolled back, the second goes ahead as if it were first. The same key with another
 * request (requestHashOf) answers 422 and writes nothing.
 */
export const onceForKey = async <T extends object>(
  db: Db,
  reply: FastifyReply,
  target: { businessId: string; scope: string; key: string | null },
  write: (tx: Db) => Promise<{ status: number; body: T }>,
): Promise<T> => {
  const { key } = target;
  if (!key)
    return db.transaction(async (tx) => {
      const answer = await write(tx);
      reply.code(answer.status);
      return answer.body;
    });
  const requestHash = requestHashOf(reply.request);
  const answer = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        businessId: target.businessId,
        scope: target.scope,
        key,
        status: 'pending',
        requestHash,
        response: {},
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.businessId, target.businessId),
            eq(idempotencyKeys.scope, target.scope),
            eq(idempotencyKeys.key, key),
          ),
        );
      if (earlier!.requestHash !== null && earlier!.requestHash !== requestHash) throw keyReusedRefusal();
      return { status: Number(earlier!.status), body: earlier!.response as T, replayed: true };
    }
    const result = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: String(result.status), response: result.body })
      .where(
        and(
          eq(idempotencyKeys.businessId, target.businessId),
          eq(idempotencyKeys.scope, target.scope),
          eq(idempotencyKeys.key, key),
        ),
      );
    return { ...result, replayed: false };
  });
  reply.code(answer.status);
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return answer.body;
};
