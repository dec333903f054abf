import type { TInterviewInput } from '@panel/shared/crm/interview';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { crmCallListEntries, crmCustomers, crmInterviewStates, crmInterviews } from '../crm.table';
import { customersVisibleTo } from '../customer-filter.queries';

export const INTERVIEW_STATE_INACTIVE = 'Bu görüşme durumu artık kullanılmıyor; başka bir durum seçiniz.';
export const CUSTOMER_CONVERTED = 'Bu aday öğrenci olarak kaydedildi; görüşme kaydedilemez.';

/**
 * Records an interview and brings its customer up to date in the same transaction: the last
 * interview, its state and next-contact date (the queue orders by it), and the outcome when
 * the state closes the customer (won or lost). From a call list it also finishes the entry,
 * which must be the caller's own. A registered customer stays won: no interview reopens it.
 */
export const recordInterview = async (
  tx: Db,
  scope: TenantScope,
  input: TInterviewInput,
): Promise<{ id: string }> => {
  const [customer] = await tx
    .select({ id: crmCustomers.id, branchId: crmCustomers.branchId, studentId: crmCustomers.studentId })
    .from(crmCustomers)
    .where(and(eq(crmCustomers.id, input.customerId), customersVisibleTo(scope)))
    .for('update');
  if (!customer) throw notFound('Müşteri bulunamadı.');
  if (customer.studentId) throw badRequest(CUSTOMER_CONVERTED);
  const [state] = await tx
    .select({ closing: crmInterviewStates.closing, active: crmInterviewStates.active })
    .from(crmInterviewStates)
    .where(and(eq(crmInterviewStates.id, input.stateId), ownedBy(crmInterviewStates, scope)));
  if (!state) throw notFound('Görüşme durumu bulunamadı.');
  if (!state.active) throw badRequest(INTERVIEW_STATE_INACTIVE);

  if (input.callListEntryId) {
    const done = await tx
      .update(crmCallListEntries)
      .set({ state: 'Done', doneAt: sql`now()` })
      .where(
        and(
          eq(crmCallListEntries.id, input.callListEntryId),
          eq(crmCallListEntries.customerId, customer.id),
          ownedBy(crmCallListEntries, scope),
          eq(crmCallListEntries.assigneeAccountId, scope.accountId ?? ''),
        ),
      )
      .returning({ id: crmCallListEntries.id });
    if (done.length === 0) throw notFound('Arama listesindeki kayıt size atanmamış.');
  }

  const [interview] = await tx
    .insert(crmInterviews)
    .values({
      businessId: scope.businessId,
      branchId: customer.branchId,
      customerId: customer.id,
      channel: input.channel,
      stateId: input.stateId,
      note: input.note || null,
      nextContactOn: input.nextContactOn ?? null,
      callListEntryId: input.callListEntryId ?? null,
      accountId: scope.accountId,
    })
    .returning({ id: crmInterviews.id, createdAt: crmInterviews.createdAt });
  await tx
    .update(crmCustomers)
    .set({
      lastInterviewAt: interview!.createdAt,
      lastInterviewStateId: input.stateId,
      nextContactOn: input.nextContactOn ?? null,
      interviewCount: sql`${crmCustomers.interviewCount} + 1`,
      outcome: state.closing === 'None' ? 'Open' : state.closing,
      updatedAt: sql`now()`,
    })
    .where(eq(crmCustomers.id, customer.id));
  return { id: interview!.id };
};

/** POST /crm/interview: the call and its audit record commit together. */
export const createInterview = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TInterviewInput,
) =>
  auditedWrite(db, request, { action: 'create', entity: 'crm-interview' }, async (tx) => {
    const created = await recordInterview(tx, scope, input);
    return { id: created.id, after: input, result: created };
  });
