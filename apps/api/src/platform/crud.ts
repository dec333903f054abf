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
