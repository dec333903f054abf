import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite } from '../../platform/crud';
import { notFound } from '../../platform/errors';
import { type OwnedTable, ownedBy } from '../../platform/resource';
import type { TenantScope } from '../../platform/tenancy';

/** A finance record that is cancelled by a reversing movement and kept, marked, with who and why. */
type CancellableTable = OwnedTable & {
  cancelledAt: PgColumn;
  cancelledBy: PgColumn;
  cancelReason: PgColumn;
  cancelTransactionId: PgColumn;
};

/** Writes a finance document with its posting; the caller's transaction holds both. */
export type CreateRecord<I, R> = (tx: Db, scope: TenantScope, userId: string, input: I) => Promise<R>;

/** Cancels a finance record by reversing what it posted; the caller's transaction holds both. */
export type CancelRecord<R> = (
  tx: Db,
  scope: TenantScope,
  userId: string,
  id: string,
  reason: string,
) => Promise<R>;

/**
 * A record of the caller's scope (and of `where`, when given). Locked (SELECT ... FOR UPDATE)
 * when it is to change, so two changes of one record run one after the other and the second
 * sees what the first wrote.
 */
export const getOwnedOrThrow = async <T extends OwnedTable>(
  db: Db,
  table: T,
  scope: TenantScope,
  id: string,
  options: { lock?: boolean; where?: SQL } = {},
): Promise<T['$inferSelect']> => {
  // Read through the common shape of the finance tables; the row is the table's own.
  const owned: OwnedTable = table;
  const query = db
    .select()
    .from(owned)
    .where(and(eq(owned.id, id), ownedBy(owned, scope), options.where));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as T['$inferSelect'];
};

/** Marks a record cancelled by `cancelTransactionId` (its reversal) and answers the row as it is now. */
export const markCancelled = async <T extends CancellableTable>(
  tx: Db,
  table: T,
  id: string,
  cancel: { userId: string; reason: string; cancelTransactionId: string | null },
): Promise<T['$inferSelect']> => {
  const cancellable: CancellableTable = table;
  const [after] = await tx
    .update(cancellable)
    .set({
      cancelledAt: new Date(),
      cancelledBy: cancel.userId,
      cancelReason: cancel.reason,
      cancelTransactionId: cancel.cancelTransactionId,
    })
    .where(eq(cancellable.id, id))
    .returning();
  return after as T['$inferSelect'];
};

/**
 * The POST that records a finance document: `create` writes it with its posting, and its
 * audit row (the input and what the posting made of it) commits in the same transaction.
 */
export const recordCreation =
  <I, R extends { id: string }>(
    entity: string,
    create: CreateRecord<I, R>,
    audited: (input: I, created: R) => Record<string, unknown>,
  ) =>
  (db: Db, request: FastifyRequest, scope: TenantScope, userId: string, input: I): Promise<R> =>
    auditedWrite(db, request, { action: 'create', entity }, async (tx) => {
      const created = await create(tx, scope, userId, input);
      return { id: created.id, after: audited(input, created), result: created };
    });
