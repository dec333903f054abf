import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { auditedWrite, insertAudited, updateAudited } from '../../platform/crud';
import { notFound } from '../../platform/errors';
import { assertBusinessScope, type OwnedTable, ownedBy, type TenantScope } from '../../platform/scope';

/** A business-wide CRM definition (interview states, reference sources): a name others point at. */
type DefinitionTable = OwnedTable & { active: PgColumn };

/** A definition's form as the route validated it: written to the row as it is. */
export type DefinitionInput = Record<string, unknown>;

export type DefinitionSpec<C extends SelectedFields> = {
  table: DefinitionTable;
  /** The audit log's name for the entity. */
  entity: string;
  /** The record as its screen and the selects read it. */
  columns: C;
  orderBy: (SQL | PgColumn)[];
  notFoundMessage: string;
  /** The columns elsewhere that point at a definition: while one does, it is kept. */
  usedBy: PgColumn[];
};

/**
 * The five operations of a CRM definition list: a small list without paging, one record,
 * and audited writes that only a business scope makes. A definition still in use is
 * deactivated instead of deleted, so the history that names it keeps its name.
 */
export const definitionService = <C extends SelectedFields>(spec: DefinitionSpec<C>) => {
  const { table, entity } = spec;

  // Dynamic: a static select's orderBy drops its `then` from the type while the columns are generic.
  const list = (db: Db, scope: TenantScope) =>
    db
      .select(spec.columns)
      .from(table)
      .where(ownedBy(table, scope))
      .$dynamic()
      .orderBy(...spec.orderBy);

  const get = async (db: Db, scope: TenantScope, id: string) => {
    const [row] = await db
      .select(spec.columns)
      .from(table)
      .where(and(eq(table.id, id), ownedBy(table, scope)));
    if (!row) throw notFound(spec.notFoundMessage);
    return row;
  };

  const isUsed = async (tx: Db, id: string) => {
    for (const column of spec.usedBy) {
      const [used] = await tx.select({ one: sql`1` }).from(column.table).where(eq(column, id)).limit(1);
      if (used) return true;
    }
    return false;
  };

  const create = (db: Db, request: FastifyRequest, scope: TenantScope, input: DefinitionInput) => {
    assertBusinessScope(scope);
    return insertAudited(db, request, {
      entity,
      table,
      values: { ...input, businessId: scope.businessId },
      after: input,
    });
  };

  const update = async (
    db: Db,
    request: FastifyRequest,
    scope: TenantScope,
    id: string,
    input: DefinitionInput,
  ) => {
    assertBusinessScope(scope);
    const before = await get(db, scope, id);
    await updateAudited(db, request, { entity, id, before, after: input }, (tx) =>
      tx.update(table).set(input).where(eq(table.id, id)),
    );
  };

  const remove = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
    assertBusinessScope(scope);
    const before = await get(db, scope, id);
    return auditedWrite(db, request, { action: 'delete', entity, entityId: id, before }, async (tx) => {
      if (await isUsed(tx, id)) {
        await tx.update(table).set({ active: false }).where(eq(table.id, id));
        return { id, after: { active: false }, result: { deactivated: true } };
      }
      await tx.delete(table).where(eq(table.id, id));
      return { id, result: { deactivated: false } };
    });
  };

  return { list, get, create, update, remove };
};

export type DefinitionService<C extends SelectedFields> = ReturnType<typeof definitionService<C>>;
