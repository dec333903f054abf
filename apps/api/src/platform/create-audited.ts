import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditedWrite } from './crud';

/**
 * Inserts a record and writes its audit row in one transaction. The audit keeps what was
 * asked (`after`, the input rather than the derived columns); the answer is the new id.
 */
export const createAudited = <T extends PgTable & { id: PgColumn }>(
  db: Db,
  request: FastifyRequest,
  record: { entity: string; table: T; values: PgInsertValue<T>; after: unknown },
): Promise<{ id: string }> => {
  const { entity, table, values, after } = record;
  return auditedWrite(db, request, { action: 'create', entity }, async (tx) => {
    const [row] = (await tx.insert(table).values(values).returning({ id: table.id })) as { id: string }[];
    return { id: row!.id, after, result: { id: row!.id } };
  });
};
