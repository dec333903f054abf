import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../modules/audit/audit-log.table';

export const ROUTE_PATH_HEADER = 'x-route-path';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** For writes made before the caller is known (sign-in, password reset). */
  userId?: string | null;
};

/** Records a write with who made it and from which screen; call it inside the write's transaction. */
export const writeAudit = async (db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> => {
  const header = request.headers[ROUTE_PATH_HEADER];
  const routePath = Array.isArray(header) ? header[0] : header;
  await db.insert(auditLog).values({
    userId: entry.userId ?? request.auth?.userId ?? null,
    accountId: request.auth?.accountId ?? null,
    impersonatorUserId: request.auth?.impersonatorUserId ?? null,
    businessId: request.auth?.businessId ?? null,
    routePath: routePath?.slice(0, 500) ?? null,
    method: request.method,
    url: request.url.slice(0, 1000),
    ip: request.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
