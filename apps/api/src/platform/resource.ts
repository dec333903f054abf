import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZIdMessageAnswerSchema, ZMessageAnswerSchema, zPage } from '@panel/shared/common/answers';
import { listQueryWithSort, ZListQuerySchema, type zListSort } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { branches } from '../modules/administration/branches/branch.table';
import { requireAuth } from './auth';
import { deleteAudited, insertAudited, updateAudited } from './crud';
import { badRequest, notFound } from './errors';
import { firstId } from './first-id';
import { listOrder, searchOver } from './listing';
import { assertBusinessScope, type OwnedTable, ownedBy } from './scope';
import { selectPage } from './select-page';
import { type TenantScope, tenantOf } from './tenancy';

export { type OwnedTable, ownedBy };

export type Row = Record<string, unknown>;

/**
 * A branch named in a body must be the caller's: one of the business's branches, and the
 * account's own branch when the account is a branch's.
 */
export const assertBranchInScope = async (db: Db, scope: TenantScope, branchId: string): Promise<void> => {
  if (scope.branchId && scope.branchId !== branchId)
    throw badRequest('Yalnızca kendi şubenize kayıt girebilirsiniz.');
  const branch = await firstId(
    db,
    branches,
    and(eq(branches.id, branchId), eq(branches.businessId, scope.businessId)),
  );
  if (!branch) throw badRequest('Seçilen şube bu kuruma ait değil.');
};

/**
 * A record a body points at (a semester, a classroom ...) must be the caller's own; the
 * message names what was chosen, as a select's rule would.
 */
export const assertOwned = async (
  db: Db,
  table: OwnedTable,
  scope: TenantScope,
  id: string | null | undefined,
  label: string,
  sameBranchAs?: string,
): Promise<void> => {
  if (!id) return;
  const sameBranch = sameBranchAs && table.branchId ? eq(table.branchId, sameBranchAs) : undefined;
  const found = await firstId(db, table, and(eq(table.id, id), ownedBy(table, scope), sameBranch));
  if (!found) throw badRequest(`Seçilen ${label} bu kuruma veya şubeye ait değil.`);
};

export type ResourceSpec<I extends Row, F extends z.ZodRawShape, C extends I = I> = {
  /** The screen's path under /api: `/education/semester`. */
  path: string;
  /** The audit log's name for the entity. */
  entity: string;
  table: OwnedTable;
  view: ActionKey;
  manage: ActionKey;
  input: z.ZodType<I, unknown>;
  /** The record as lists and forms read it: a select with its joins. */
  select: (db: Db) => PgSelect;
  searchColumns: PgColumn[];
  orderBy: (SQL | PgColumn)[];
  /**
   * The list's server sorts (`_sort`): the keys, kept in packages/shared beside the contract
   * so the web offers the same ones, and what each orders by (a name through turkishOrder).
   */
  sorts?: { keys: readonly [string, ...string[]]; columns: Record<string, SQLWrapper> };
  /** Extra list filters in the query string, and their condition. */
  filters?: { shape: F; where: (query: z.infer<z.ZodObject<F>>) => SQL | undefined };
  /** The input as table values (search key included); business and branch are added. */
  toRow: (input: I) => Row;
  /** Checks that need the database: references owned, rules across rows. */
  check?: (db: Db, scope: TenantScope, input: I, id?: string) => Promise<void>;
  beforeDelete?: (db: Db, scope: TenantScope, record: Row) => Promise<void>;
  /**
   * A create that takes more than the record (a cash book's opening balance): its body
   * schema, and what else to write in the create's transaction once the row exists.
   */
  create?: {
    input: z.ZodType<C, unknown>;
    after: (tx: Db, context: { scope: TenantScope; userId: string; id: string; input: C }) => Promise<void>;
  };
  /** `GET path/list`: a short list for selects, and the option's shape as it is answered. */
  options?: { select: (db: Db) => PgSelect; where?: SQL; orderBy: (SQL | PgColumn)[]; option?: z.ZodType };
  /** The record as `select` reads it, declared as the answer of the list and the detail. */
  record?: z.ZodType;
  messages: { created: string; updated: string; deleted: string };
};

/**
 * The five calls of a tenant-owned screen, in the API's one style (GET x paged, GET x/{id},
 * POST x, POST x/update, GET x/delete/{id}) plus GET x/list for selects. Tenancy, the
 * branch rule, audit and messages are applied here once.
 */
export const registerResource = <
  I extends Row,
  F extends z.ZodRawShape = Record<never, never>,
  C extends I = I,
>(
  app: FastifyInstance,
  spec: ResourceSpec<I, F, C>,
): { getOrThrow: (db: Db, scope: TenantScope, id: string) => Promise<Row> } => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const view = { permission: spec.view };
  const manage = { permission: spec.manage };
  const { table } = spec;
  const scopeOf = (request: FastifyRequest) => tenantOf(requireAuth(request));

  const getOrThrow = async (db: Db, scope: TenantScope, id: string): Promise<Row> => {
    const [row] = (await spec.select(db).where(and(eq(table.id, id), ownedBy(table, scope)))) as Row[];
    if (!row) throw notFound();
    return row;
  };

  // A table without a branch holds the business's definitions: only a business scope changes them.
  const assertWritable = (scope: TenantScope) => {
    if (!table.branchId) assertBusinessScope(scope);
  };
  const writeChecks = async (scope: TenantScope, input: I, id?: string) => {
    assertWritable(scope);
    if (table.branchId) await assertBranchInScope(db, scope, input.branchId as string);
    await spec.check?.(db, scope, input, id);
  };

  const listQuery = (spec.sorts ? listQueryWithSort(spec.sorts.keys) : ZListQuerySchema).extend(
    spec.filters?.shape ?? ({} as F),
  );
  const answers = {
    page: spec.record ? { response: { 200: zPage(spec.record) } } : {},
    record: spec.record ? { response: { 200: spec.record } } : {},
    options: spec.options?.option ? { response: { 200: z.array(spec.options.option) } } : {},
  };
  api.get(spec.path, { config: view, schema: { querystring: listQuery, ...answers.page } }, (request) => {
    const scope = scopeOf(request);
    const query = request.query as z.infer<typeof ZListQuerySchema> &
      Partial<z.infer<z.ZodObject<ReturnType<typeof zListSort<[string]>>>>> &
      z.infer<z.ZodObject<F>>;
    const where = and(
      ownedBy(table, scope),
      searchOver(query._searchTerm, ...spec.searchColumns),
      spec.filters?.where(query),
    );
    return selectPage(db, query, {
      select: () => spec.select(db),
      where,
      orderBy: spec.sorts
        ? listOrder(
            query,
            spec.sorts.columns,
            [...spec.orderBy, table.id].map((c) => sql`${c}`),
            [table.id],
          )
        : [...spec.orderBy, table.id],
    }) as Promise<Paged<Row>>;
  });

  if (spec.options) {
    const options = spec.options;
    api.get(
      `${spec.path}/list`,
      { config: view, schema: { querystring: z.object(spec.filters?.shape ?? {}), ...answers.options } },
      (request) => {
        const scope = scopeOf(request);
        const query = request.query as z.infer<z.ZodObject<F>>;
        return options
          .select(db)
          .where(and(ownedBy(table, scope), options.where, spec.filters?.where(query)))
          .orderBy(...options.orderBy)
          .limit(1000);
      },
    );
  }

  api.get(
    `${spec.path}/:id`,
    { config: view, schema: { params: ZIdParamsSchema, ...answers.record } },
    (request) => getOrThrow(db, scopeOf(request), request.params.id),
  );

  api.post(
    spec.path,
    {
      config: manage,
      schema: { body: spec.create?.input ?? spec.input, response: { 200: ZIdMessageAnswerSchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const input = request.body as C;
      await writeChecks(scope, input);
      const result = await insertAudited(
        db,
        request,
        {
          entity: spec.entity,
          table,
          values: { ...spec.toRow(input), businessId: scope.businessId },
          after: input,
        },
        (tx, id) => spec.create?.after(tx, { scope, userId: auth.userId, id, input }),
      );
      return { ...result, message: spec.messages.created };
    },
  );

  api.post(
    `${spec.path}/update`,
    {
      config: manage,
      schema: {
        body: z.intersection(spec.input, z.object({ id: z.uuid() })),
        response: { 200: ZIdMessageAnswerSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { id, ...input } = request.body as I & { id: string };
      assertWritable(scope);
      const before = await getOrThrow(db, scope, id);
      await writeChecks(scope, input as unknown as I, id);
      await updateAudited(db, request, { entity: spec.entity, id, before, after: input }, (tx) =>
        tx
          .update(table)
          .set(spec.toRow(input as unknown as I))
          .where(eq(table.id, id)),
      );
      return { id, message: spec.messages.updated };
    },
  );

  api.get(
    `${spec.path}/delete/:id`,
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      assertWritable(scope);
      const before = await getOrThrow(db, scope, request.params.id);
      await spec.beforeDelete?.(db, scope, before);
      // The record read by the id it was asked for; a Row does not type its id.
      await deleteAudited(db, request, {
        entity: spec.entity,
        table,
        before: { ...before, id: request.params.id },
      });
      return { message: spec.messages.deleted };
    },
  );

  return { getOrThrow };
};
