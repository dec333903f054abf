import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { writeAudit } from './audit';

/**
 * Runs a write and its audit row in one transaction, recording the row before and after.
 * Every administration write goes through here, so none is left unaudited.
 */
export const auditedWrite = async <T>(
  db: Db,
  request: FastifyRequest,
  entry: { action: 'create' | 'update' | 'delete'; entity: string; entityId?: string; before?: unknown },
  write: (tx: Db) => Promise<{ id: string; after?: unknown; result: T }>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const { id, after, result } = await write(tx);
    await writeAudit(tx, request, {
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? id,
      before: entry.before ?? null,
      after: after ?? null,
    });
    return result;
  });

/**
 * Inserts a record and writes the audit row, which keeps what was asked (`after`), in one
 * transaction; `afterInsert` runs inside it with the new id. The answer is the id.
 */
export const insertAudited = (
  db: Db,
  request: FastifyRequest,
  record: {
    entity: string;
    table: PgTable & { id: PgColumn };
    values: Record<string, unknown>;
    after: unknown;
  },
  afterInsert?: (tx: Db, id: string) => unknown,
): Promise<{ id: string }> => {
  const { entity, table, values, after } = record;
  return auditedWrite(db, request, { action: 'create', entity }, async (tx) => {
    const [row] = (await tx.insert(table).values(values).returning({ id: table.id })) as { id: string }[];
    await afterInsert?.(tx, row!.id);
    return { id: row!.id, after, result: { id: row!.id } };
  });
};

/**
 * Writes a change of a record and its audit row in one transaction. The audit keeps the
 * record as it was read (`before`) and what was asked (`after`); the answer is the id.
 */
export const updateAudited = (
  db: Db,
  request: FastifyRequest,
  record: { entity: string; id: string; before: unknown; after: unknown },
  write: (tx: Db) => Promise<unknown>,
): Promise<{ id: string }> => {
  const { entity, id, before, after } = record;
  return auditedWrite(db, request, { action: 'update', entity, entityId: id, before }, async (tx) => {
    await write(tx);
    return { id, after, result: { id } };
  });
};

/**
 * Deletes a record by its id and writes the audit row, which keeps the record as it was
 * read (`before`), in one transaction; `afterDelete` runs inside it, once the row is gone.
 */
export const deleteAudited = async (
  db: Db,
  request: FastifyRequest,
  record: { entity: string; table: PgTable & { id: PgColumn }; before: { id: string } },
  afterDelete?: (tx: Db) => unknown,
): Promise<void> => {
  const { entity, table, before } = record;
  await auditedWrite(db, request, { action: 'delete', entity, entityId: before.id, before }, async (tx) => {
    await tx.delete(table).where(eq(table.id, before.id));
    await afterDelete?.(tx);
    return { id: before.id, result: null };
  });
};
