import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite } from '../../platform/crud';

/**
 * Writes a change of a definition and its audit row in one transaction. The audit keeps the
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
 * Deletes a definition by its id and writes the audit row, which keeps the record as it was
 * read (`before`), in one transaction; `afterDelete` runs inside it, once the row is gone.
 */
export const deleteAudited = async (
  db: Db,
  request: FastifyRequest,
  record: { entity: string; table: PgTable & { id: PgColumn }; before: { id: string } },
  afterDelete?: () => void,
): Promise<void> => {
  const { entity, table, before } = record;
  await auditedWrite(db, request, { action: 'delete', entity, entityId: before.id, before }, async (tx) => {
    await tx.delete(table).where(eq(table.id, before.id));
    afterDelete?.();
    return { id: before.id, result: null };
  });
};
