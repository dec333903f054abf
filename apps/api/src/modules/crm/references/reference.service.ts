import type { TReferenceInput } from '@panel/shared/crm/customers';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { notFound } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { assertBusinessScope, ownedBy, type TenantScope } from '../../../platform/scope';
import { crmCustomers, crmReferences } from '../crm.table';

const columns = { id: crmReferences.id, name: crmReferences.name, active: crmReferences.active };

/** The business's reference sources by name (a small definition list: no paging). */
export const listReferences = (db: Db, scope: TenantScope) =>
  db
    .select(columns)
    .from(crmReferences)
    .where(ownedBy(crmReferences, scope))
    .orderBy(turkishOrder(crmReferences.name), asc(crmReferences.id));

export const getReference = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select(columns)
    .from(crmReferences)
    .where(and(eq(crmReferences.id, id), ownedBy(crmReferences, scope)));
  if (!row) throw notFound('Referans kaynağı bulunamadı.');
  return row;
};

export const createReference = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TReferenceInput,
) => {
  assertBusinessScope(scope);
  return auditedWrite(db, request, { action: 'create', entity: 'crm-reference' }, async (tx) => {
    const [row] = await tx
      .insert(crmReferences)
      .values({ ...input, businessId: scope.businessId })
      .returning({ id: crmReferences.id });
    return { id: row!.id, after: input, result: { id: row!.id } };
  });
};

export const updateReference = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TReferenceInput,
) => {
  assertBusinessScope(scope);
  const before = await getReference(db, scope, id);
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'crm-reference', entityId: id, before },
    async (tx) => {
      await tx.update(crmReferences).set(input).where(eq(crmReferences.id, id));
      return { id, after: input, result: undefined };
    },
  );
};

/** A source customers point at is kept, only deactivated: those customers still name it. */
export const deleteReference = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  assertBusinessScope(scope);
  const before = await getReference(db, scope, id);
  return auditedWrite(
    db,
    request,
    { action: 'delete', entity: 'crm-reference', entityId: id, before },
    async (tx) => {
      const [used] = await tx
        .select({ id: crmCustomers.id })
        .from(crmCustomers)
        .where(eq(crmCustomers.referenceId, id))
        .limit(1);
      if (used) {
        await tx.update(crmReferences).set({ active: false }).where(eq(crmReferences.id, id));
        return { id, after: { active: false }, result: { deactivated: true } };
      }
      await tx.delete(crmReferences).where(eq(crmReferences.id, id));
      return { id, result: { deactivated: false } };
    },
  );
};
