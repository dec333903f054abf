import type { TListQuery } from '@panel/shared/common/list-query';
import type { VisitChannel } from '@panel/shared/crm/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { accountName } from '../call-lists/call-list.queries';
import { crmCustomers, crmInterviewStates, crmInterviews } from '../crm.table';
import { customersVisibleTo, visibleCustomerOrThrow } from '../customer-filter.queries';

const columns = {
  id: crmInterviews.id,
  customerId: crmInterviews.customerId,
  channel: sql<VisitChannel>`${crmInterviews.channel}`,
  stateId: crmInterviews.stateId,
  stateName: crmInterviewStates.name,
  note: crmInterviews.note,
  nextContactOn: crmInterviews.nextContactOn,
  accountName: accountName(crmInterviews.accountId),
  createdAt: crmInterviews.createdAt,
};

/** A row as it is answered: the time as ISO text. */
const wire = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Interviews of customers the caller sees: a customer outside the scope has none to show. */
const visibleInterviews = (scope: TenantScope, customerId: string) =>
  and(
    eq(crmInterviews.customerId, customerId),
    sql`exists (select 1 from ${crmCustomers} where ${crmCustomers.id} = ${crmInterviews.customerId} and ${customersVisibleTo(scope)})`,
  );

const selectInterviews = (db: Db) =>
  db
    .select(columns)
    .from(crmInterviews)
    .innerJoin(crmInterviewStates, eq(crmInterviewStates.id, crmInterviews.stateId));

/** A customer's interviews, newest first; a customer outside the scope is a 404, not an empty list. */
export const findInterviews = async (db: Db, scope: TenantScope, customerId: string, query: TListQuery) => {
  await visibleCustomerOrThrow(db, scope, customerId);
  const where = visibleInterviews(scope, customerId);
  return selectPage(db, query, {
    countTable: crmInterviews,
    select: () => selectInterviews(db).$dynamic(),
    where,
    orderBy: [desc(crmInterviews.createdAt), desc(crmInterviews.id)],
    row: wire,
  });
};

export const getInterview = async (db: Db, scope: TenantScope, customerId: string, id: string) => {
  const [row] = await selectInterviews(db).where(
    and(eq(crmInterviews.id, id), visibleInterviews(scope, customerId)),
  );
  if (!row) throw notFound('Görüşme bulunamadı.');
  return wire(row);
};
