import {
  type CustomerDuplicate,
  DUPLICATE_PHONE_TITLE,
  duplicatePhoneMessage,
  type TCustomerInput,
  type TCustomerSearchQuery,
} from '@panel/shared/crm/customers';
import type { CustomerOutcome, CustomerSource } from '@panel/shared/crm/enums';
import { nationalDigits, normalisePhone } from '@panel/shared/validation/phone';
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { auditedWrite, updateAudited } from '../../../platform/crud';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import { listOrder } from '../../../platform/listing';
import { assertBranchInScope, assertOwned } from '../../../platform/resource';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { campaigns } from '../campaigns/campaign.table';
import { crmCallListEntries, crmCustomers, crmInterviews, crmReferences } from '../crm.table';
import { customerFilterWhere, customersVisibleTo, visibleCustomerOrThrow } from '../customer-filter.queries';
import { customerKeys, customersWithPhones, insertCustomers } from '../customer-rows';
import { assertAccountOwned, customerName, selectCustomers } from './customer.queries';

const sortColumns = {
  name: crmCustomers.sortKey,
  createdAt: crmCustomers.createdAt,
  nextContactOn: crmCustomers.nextContactOn,
};

/** /crm/search: the shared customer filter inside the caller's scope, a page at a time. */
export const findCustomers = (db: Db, scope: TenantScope, query: TCustomerSearchQuery) => {
  const where = customerFilterWhere(scope, query);
  return selectPage(db, query, {
    countTable: crmCustomers,
    select: () => selectCustomers(db).$dynamic(),
    where,
    orderBy: listOrder(
      query,
      sortColumns,
      [desc(crmCustomers.createdAt), asc(crmCustomers.id)],
      [crmCustomers.id],
    ),
  });
};

const digitsOf = (phone: string | null | undefined): string | null => (phone ? nationalDigits(phone) : null);

/** The references, campaign and consultant a customer points at must be the caller's business's. */
const assertLinks = async (db: Db, scope: TenantScope, input: TCustomerInput) => {
  await assertBranchInScope(db, scope, input.branchId);
  await assertOwned(db, crmReferences, scope, input.referenceId, 'referans kaynağı');
  await assertOwned(db, campaigns, scope, input.campaignId, 'kampanya');
  await assertAccountOwned(db, scope, input.ownerAccountId, 'danışman');
};

/**
 * A phone matching a live customer of the business is refused with 409 naming them, unless
 * the user chose to save anyway: never a silent second record.
 */
const refuseDuplicates = async (db: Db, scope: TenantScope, phones: string[], exceptId?: string) => {
  const found = (await customersWithPhones(db, scope.businessId, phones)).filter((c) => c.id !== exceptId);
  if (found.length === 0) return;
  const duplicates: CustomerDuplicate[] = found.map((c) => ({
    id: c.id,
    name: `${c.studentFirstName} ${c.studentLastName}`,
    phoneDigits: c.phoneDigits,
  }));
  const message = duplicatePhoneMessage(duplicates.map((d) => d.name));
  throw new AppError(409, { title: DUPLICATE_PHONE_TITLE, message, details: { duplicates } });
};

const rowOf = (input: TCustomerInput) => ({
  branchId: input.branchId,
  customerType: input.customerType,
  corporateName: input.customerType === 'Corporate' ? input.corporateName : null,
  studentFirstName: input.studentFirstName,
  studentLastName: input.studentLastName,
  gradeLevel: input.gradeLevel,
  currentSchool: input.currentSchool,
  citizenId: input.citizenId,
  parentFirstName: input.parentFirstName,
  parentLastName: input.parentLastName,
  phoneDigits: digitsOf(input.phone)!,
  secondPhoneDigits: digitsOf(input.secondPhone),
  email: input.email,
  note: input.note,
  referenceId: input.referenceId,
  campaignId: input.campaignId,
});

export const createCustomer = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TCustomerInput,
): Promise<{ id: string }> => {
  await assertLinks(db, scope, input);
  const row = rowOf(input);
  if (!input.allowDuplicate) await refuseDuplicates(db, scope, [row.phoneDigits]);
  // A consultant's own customer is his: otherwise the assignments scope would lose sight of it.
  const ownerAccountId = scope.kind === 'assignments' ? scope.accountId : input.ownerAccountId;
  return auditedWrite(db, request, { action: 'create', entity: 'crm-customer' }, async (tx) => {
    const [id] = await insertCustomers(tx, [
      {
        ...row,
        businessId: scope.businessId,
        source: 'Manual' satisfies CustomerSource,
        ownerAccountId,
        createdByAccountId: scope.accountId,
      },
    ]);
    return { id: id!, after: input, result: { id: id! } };
  });
};

export const updateCustomer = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TCustomerInput,
): Promise<void> => {
  const before = await visibleCustomerOrThrow(db, scope, id);
  await assertLinks(db, scope, input);
  const row = rowOf(input);
  if (!input.allowDuplicate && row.phoneDigits !== before.phoneDigits)
    await refuseDuplicates(db, scope, [row.phoneDigits], id);
  const ownerAccountId = scope.kind === 'assignments' ? before.ownerAccountId : input.ownerAccountId;
  await updateAudited(db, request, { entity: 'crm-customer', id, before, after: input }, async (tx) => {
    await tx
      .update(crmCustomers)
      .set({ ...row, ...customerKeys(row), ownerAccountId, updatedAt: sql`now()` })
      .where(eq(crmCustomers.id, id));
  });
};

/** The card: the customer with the names it points at, and the live customers sharing a phone. */
export const getCustomerCard = async (db: Db, scope: TenantScope, id: string) => {
  const customer = await visibleCustomerOrThrow(db, scope, id);
  const [named] = await selectCustomers(db).where(eq(crmCustomers.id, id));
  const phones = [customer.phoneDigits, customer.secondPhoneDigits].filter((p): p is string => !!p);
  const duplicates = await db
    .select({
      id: crmCustomers.id,
      name: customerName,
      phoneDigits: crmCustomers.phoneDigits,
      outcome: sql<CustomerOutcome>`${crmCustomers.outcome}`,
      interviewCount: crmCustomers.interviewCount,
      createdAt: crmCustomers.createdAt,
    })
    .from(crmCustomers)
    .where(
      and(
        customersVisibleTo(scope),
        ne(crmCustomers.id, id),
        sql`(${inArray(crmCustomers.phoneDigits, phones)} or ${inArray(crmCustomers.secondPhoneDigits, phones)})`,
      ),
    )
    .orderBy(asc(crmCustomers.createdAt));
  return {
    id: customer.id,
    branchId: customer.branchId,
    customerType: customer.customerType,
    corporateName: customer.corporateName,
    studentFirstName: customer.studentFirstName,
    studentLastName: customer.studentLastName,
    gradeLevel: customer.gradeLevel,
    currentSchool: customer.currentSchool,
    citizenId: customer.citizenId,
    parentFirstName: customer.parentFirstName,
    parentLastName: customer.parentLastName,
    phone: normalisePhone(customer.phoneDigits),
    secondPhone: customer.secondPhoneDigits ? normalisePhone(customer.secondPhoneDigits) : null,
    email: customer.email,
    note: customer.note,
    referenceId: customer.referenceId,
    campaignId: customer.campaignId,
    ownerAccountId: customer.ownerAccountId,
    source: customer.source,
    outcome: customer.outcome,
    kvkkConsentVersion: customer.kvkkConsentVersion,
    kvkkConsentText: customer.kvkkConsentText,
    kvkkConsentAt: customer.kvkkConsentAt?.toISOString() ?? null,
    nextContactOn: customer.nextContactOn,
    lastInterviewAt: customer.lastInterviewAt?.toISOString() ?? null,
    interviewCount: customer.interviewCount,
    studentId: customer.studentId,
    convertedAt: customer.convertedAt?.toISOString() ?? null,
    createdAt: customer.createdAt.toISOString(),
    branchName: named!.branchName,
    referenceName: named!.referenceName,
    campaignName: named!.campaignName,
    stateName: named!.stateName,
    ownerName: named!.ownerName,
    duplicates: duplicates.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
  };
};

export const MERGE_SELF = 'Bir müşteri kendisiyle birleştirilemez.';
export const MERGE_CONVERTED =
  'Öğrenci olarak kaydedilmiş müşteri başka bir müşteriye birleştirilemez; birleştirmeyi onun kartından yapınız.';

/**
 * Folds `otherId` into `keepId`: every interview and call-list entry of the other moves to
 * the kept customer, which takes the latest interview's state and the sum of their counts,
 * and the other is marked merged (it drops out of every list). An entry of the other on a
 * list the kept customer is already on stays where it is, on the merged record, so no entry
 * is lost and the list still holds the family once.
 */
export const mergeCustomers = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  keepId: string,
  otherId: string,
): Promise<void> => {
  if (keepId === otherId) throw badRequest(MERGE_SELF);
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'crm-customer-merge', entityId: keepId },
    async (tx) => {
      const rows = await tx
        .select({ id: crmCustomers.id, studentId: crmCustomers.studentId })
        .from(crmCustomers)
        .where(and(inArray(crmCustomers.id, [keepId, otherId]), customersVisibleTo(scope)))
        .orderBy(crmCustomers.id)
        .for('update');
      if (rows.length !== 2) throw notFound('Müşteri bulunamadı.');
      if (rows.find((r) => r.id === otherId)!.studentId) throw badRequest(MERGE_CONVERTED);

      await tx
        .update(crmInterviews)
        .set({ customerId: keepId })
        .where(and(eq(crmInterviews.customerId, otherId), ownedBy(crmInterviews, scope)));
      const keptLists = tx
        .select({ id: crmCallListEntries.callListId })
        .from(crmCallListEntries)
        .where(eq(crmCallListEntries.customerId, keepId));
      await tx
        .update(crmCallListEntries)
        .set({ customerId: keepId })
        .where(
          and(
            eq(crmCallListEntries.customerId, otherId),
            ownedBy(crmCallListEntries, scope),
            notInArray(crmCallListEntries.callListId, keptLists),
          ),
        );
      const [latest] = await tx
        .select({
          at: crmInterviews.createdAt,
          stateId: crmInterviews.stateId,
          nextContactOn: crmInterviews.nextContactOn,
        })
        .from(crmInterviews)
        .where(eq(crmInterviews.customerId, keepId))
        .orderBy(desc(crmInterviews.createdAt))
        .limit(1);
      const n = await countRows(tx, crmInterviews, eq(crmInterviews.customerId, keepId));
      await tx
        .update(crmCustomers)
        .set({
          interviewCount: n,
          ...(latest
            ? {
                lastInterviewAt: latest.at,
                lastInterviewStateId: latest.stateId,
                nextContactOn: latest.nextContactOn,
              }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(crmCustomers.id, keepId));
      await tx
        .update(crmCustomers)
        .set({ mergedIntoId: keepId, updatedAt: sql`now()` })
        .where(and(eq(crmCustomers.id, otherId), isNull(crmCustomers.mergedIntoId)));
      return { id: keepId, after: { mergedId: otherId }, result: undefined };
    },
  );
};
