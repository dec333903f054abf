import { foldTurkish } from '@panel/shared/common/text';
import {
  FINANCE_DEFINITION_SORTS,
  ZFinanceDefinitionSchema,
  ZNamedOptionSchema,
} from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, describeUniqueKey } from '../../platform/errors';
import { turkishOrder } from '../../platform/listing';
import { registerResource } from '../../platform/resource';
import { inBusiness, type TenantScope } from '../../platform/tenancy';

type NamedTable = PgTable & {
  id: PgColumn;
  businessId: PgColumn;
  name: PgColumn;
  searchKey: PgColumn;
  isActive: PgColumn;
};

/**
 * A definition a form chose (an expense type, an account card ...): the business's own and in
 * use, or the form's Turkish 400 naming it by `label` ('gider türü').
 */
export const activeDefinitionOrThrow = async (
  db: Db,
  table: NamedTable,
  scope: TenantScope,
  id: string | null | undefined,
  label: string,
): Promise<{ id: string; name: string; isActive: boolean }> => {
  const [row] = id
    ? await db
        .select({ id: table.id, name: table.name, isActive: table.isActive })
        .from(table)
        .where(and(eq(table.id, id), inBusiness(table.businessId, scope)))
    : [];
  if (!row) throw badRequest(`Seçilen ${label} bu kuruma ait değil.`);
  if (!row.isActive) throw badRequest(`Seçilen ${label} kullanımda değil.`);
  // NamedTable types its columns loosely: they are uuid, text and boolean in every such table.
  return row as { id: string; name: string; isActive: boolean };
};

/**
 * A business-wide named definition (account card, expense and revenue types): the five
 * calls plus a select list, unique names, and no delete once a record uses it.
 */
export const registerFinanceDefinition = (
  app: FastifyInstance,
  spec: {
    path: string;
    entity: string;
    table: NamedTable;
    input: z.ZodType<{ name: string; isActive: boolean }, unknown>;
    usedBy: { table: PgTable; column: PgColumn };
    nameKey: string;
    /** 'Gider türü': the start of every message. */
    noun: string;
  },
) => {
  const { table } = spec;
  describeUniqueKey(spec.nameKey, `Bu adla bir ${spec.noun.toLocaleLowerCase('tr')} zaten var.`);
  const columns = { id: table.id, name: table.name, isActive: table.isActive };
  registerResource(app, {
    path: spec.path,
    entity: spec.entity,
    table,
    view: ACTIONS.finance.view,
    manage: ACTIONS.finance.definitions,
    input: spec.input,
    select: (db) => db.select(columns).from(table).$dynamic(),
    searchColumns: [table.searchKey],
    orderBy: [asc(table.searchKey)],
    record: ZFinanceDefinitionSchema,
    sorts: { keys: FINANCE_DEFINITION_SORTS, columns: { name: turkishOrder(table.name) } },
    toRow: (input) => ({ name: input.name, isActive: input.isActive, searchKey: foldTurkish(input.name) }),
    beforeDelete: async (db, _scope, record) => {
      const [used] = await db
        .select({ id: spec.usedBy.column })
        .from(spec.usedBy.table)
        .where(eq(spec.usedBy.column, record.id as string))
        .limit(1);
      if (used) throw badRequest(`${spec.noun} kullanıldığı için silinemez. Pasif yapabilirsiniz.`);
    },
    options: {
      select: (db) => db.select({ id: table.id, name: table.name }).from(table).$dynamic(),
      where: eq(table.isActive, true),
      orderBy: [asc(table.searchKey)],
      option: ZNamedOptionSchema,
    },
    messages: {
      created: `${spec.noun} kaydedildi.`,
      updated: `${spec.noun} güncellendi.`,
      deleted: `${spec.noun} silindi.`,
    },
  });
};
