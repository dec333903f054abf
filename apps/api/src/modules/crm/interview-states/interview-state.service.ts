import type { TInterviewStateInput } from '@panel/shared/crm/customers';
import type { InterviewStateClosing } from '@panel/shared/crm/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { notFound } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { assertBusinessScope, ownedBy, type TenantScope } from '../../../platform/scope';
import { crmCustomers, crmInterviewStates, crmInterviews } from '../crm.table';

const columns = {
  id: crmInterviewStates.id,
  name: crmInterviewStates.name,
  closing: sql<InterviewStateClosing>`${crmInterviewStates.closing}`,
  sortOrder: crmInterviewStates.sortOrder,
  active: crmInterviewStates.active,
};

/** The business's interview states in their order (a small definition list: no paging). */
export const listInterviewStates = (db: Db, scope: TenantScope) =>
  db
    .select(columns)
    .from(crmInterviewStates)
    .where(ownedBy(crmInterviewStates, scope))
    .orderBy(
      asc(crmInterviewStates.sortOrder),
      turkishOrder(crmInterviewStates.name),
      asc(crmInterviewStates.id),
    );

export const getInterviewState = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select(columns)
    .from(crmInterviewStates)
    .where(and(eq(crmInterviewStates.id, id), ownedBy(crmInterviewStates, scope)));
  if (!row) throw notFound('Görüşme durumu bulunamadı.');
  return row;
};

export const createInterviewState = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TInterviewStateInput,
) => {
  assertBusinessScope(scope);
  return auditedWrite(db, request, { action: 'create', entity: 'crm-interview-state' }, async (tx) => {
    const [row] = await tx
      .insert(crmInterviewStates)
      .values({ ...input, businessId: scope.businessId })
      .returning({ id: crmInterviewStates.id });
    return { id: row!.id, after: input, result: { id: row!.id } };
  });
};

export const updateInterviewState = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TInterviewStateInput,
) => {
  assertBusinessScope(scope);
  const before = await getInterviewState(db, scope, id);
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'crm-interview-state', entityId: id, before },
    async (tx) => {
      await tx.update(crmInterviewStates).set(input).where(eq(crmInterviewStates.id, id));
      return { id, after: input, result: undefined };
    },
  );
};

/** A state interviews or customers point at is kept, only deactivated: their history still names it. */
export const deleteInterviewState = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
) => {
  assertBusinessScope(scope);
  const before = await getInterviewState(db, scope, id);
  return auditedWrite(
    db,
    request,
    { action: 'delete', entity: 'crm-interview-state', entityId: id, before },
    async (tx) => {
      const [used] = await tx
        .select({ id: crmInterviews.id })
        .from(crmInterviews)
        .where(eq(crmInterviews.stateId, id))
        .limit(1);
      const [onCustomer] = await tx
        .select({ id: crmCustomers.id })
        .from(crmCustomers)
        .where(eq(crmCustomers.lastInterviewStateId, id))
        .limit(1);
      if (used || onCustomer) {
        await tx.update(crmInterviewStates).set({ active: false }).where(eq(crmInterviewStates.id, id));
        return { id, after: { active: false }, result: { deactivated: true } };
      }
      await tx.delete(crmInterviewStates).where(eq(crmInterviewStates.id, id));
      return { id, result: { deactivated: false } };
    },
  );
};
