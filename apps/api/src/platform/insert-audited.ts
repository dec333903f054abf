import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditedWrite } from './crud';

/**
 * Inserts a record and writes its audit row in one transaction; the audit keeps what was
 * asked (`after`), the answer is the new id. `afterInsert` writes the record's own rows (a
 * pool's outcomes) inside the same transaction, once the id is known.
 */
export const insertAudited = <T extends PgTable & { id: PgColumn }>(
  db: Db,
  request: FastifyRequest,
  record: { entity: string; table: T; values: PgInsertValue<T>; after: unknown },
  afterInsert?: (tx: Db, id: string) => Promise<unknown>,
): Promise<{ id: string }> => {
  const { entity, table, values, after } = record;
  return auditedWrite(db, request, { action: 'create', entity }, async (tx) => {
    // A generic table's returning() loses the column's type; every id is a uuid.
    const [row] = (await tx.insert(table).values(values).returning({ id: table.id })) as { id: string }[];
    const id = row!.id;
    await afterInsert?.(tx, id);
    return { id, after, result: { id } };
  });
};
