import type { TListQuery } from '@panel/shared/common/list-query';
import {
  type FunnelGroup,
  ratePercent,
  type StatePeriod,
  type TCrmReportFilter,
} from '@panel/shared/crm/crm-report';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { fetchPage } from '../../../platform/listing';
import { assignmentsVisibleTo, ownedBy, type TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { branches } from '../../administration/branches/branch.table';
import { accountName } from '../call-lists/call-list.queries';
import { campaigns } from '../campaigns/campaign.table';
import { crmCustomers, crmInterviewStates, crmInterviews, crmReferences } from '../crm.table';
import { customersVisibleTo } from '../customer-filter.queries';
import { customerName } from '../customers/customer.queries';

// Grouped expressions carry bound parameters (a format, a label), which PostgreSQL cannot match
// between SELECT and GROUP BY: the groups and orders name the select's columns by position.

/** A timestamp's calendar day in Istanbul, where the school works. */
const localDay = (at: PgColumn) => sql`(${at} at time zone 'Europe/Istanbul')::date`;

/** A period's days, both ends included, on a timestamp column. */
const inPeriod = (at: PgColumn, filter: TCrmReportFilter): SQL | undefined =>
  and(
    filter.from ? gte(localDay(at), sql`${filter.from}::date`) : undefined,
    filter.to ? lt(localDay(at), sql`${filter.to}::date + 1`) : undefined,
  );

/** Interviews a scope sees in the period and branch: a consultant only his own. */
const interviewsWhere = (scope: TenantScope, filter: TCrmReportFilter): SQL =>
  and(
    ownedBy(crmInterviews, scope),
    assignmentsVisibleTo(crmInterviews.accountId, scope),
    filter.branchId ? eq(crmInterviews.branchId, filter.branchId) : undefined,
    inPeriod(crmInterviews.createdAt, filter),
  ) as SQL;

const interviewDay = sql<string>`to_char(${crmInterviews.createdAt} at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`;

/** Interviews per consultant and day, newest day first, with the period's total. */
export const callReport = async (db: Db, scope: TenantScope, query: TListQuery & TCrmReportFilter) => {
  const where = interviewsWhere(scope, query);
  const grouped = () =>
    db
      .select({
        day: interviewDay,
        accountId: crmInterviews.accountId,
        consultantName: accountName(crmInterviews.accountId),
        interviews: sql<number>`count(*)::int`,
        fromCallLists: sql<number>`count(${crmInterviews.callListEntryId})::int`,
        withNextContact: sql<number>`count(${crmInterviews.nextContactOn})::int`,
      })
      .from(crmInterviews)
      .where(where)
      .groupBy(sql`1`, crmInterviews.accountId);
  const [page, [total]] = await Promise.all([
    fetchPage(query, {
      rows: (limit, offset) => grouped().orderBy(sql`1 desc`, sql`3 nulls last`).limit(limit).offset(offset),
      total: async () =>
        (
          await db
            .select({ n: sql<number>`count(distinct (${interviewDay}, ${crmInterviews.accountId}))::int` })
            .from(crmInterviews)
            .where(where)
        )[0]!.n,
    }),
    db.select({ n: sql<number>`count(*)::int` }).from(crmInterviews).where(where),
  ]);
  return { ...page, totalInterviews: total!.n };
};

/** The interviews of a period, newest first. */
export const interviewReport = async (db: Db, scope: TenantScope, query: TListQuery & TCrmReportFilter) => {
  const where = interviewsWhere(scope, query);
  return selectPage(db, query, {
    countTable: crmInterviews,
    select: () =>
      db
        .select({
          id: crmInterviews.id,
          createdAt: crmInterviews.createdAt,
          customerId: crmInterviews.customerId,
          customerName,
          branchName: branches.name,
          consultantName: accountName(crmInterviews.accountId),
          channel: crmInterviews.channel,
          stateName: crmInterviewStates.name,
          nextContactOn: crmInterviews.nextContactOn,
          note: crmInterviews.note,
        })
        .from(crmInterviews)
        .innerJoin(crmCustomers, eq(crmCustomers.id, crmInterviews.customerId))
        .innerJoin(crmInterviewStates, eq(crmInterviewStates.id, crmInterviews.stateId))
        .innerJoin(branches, eq(branches.id, crmInterviews.branchId))
        .$dynamic(),
    where,
    orderBy: [desc(crmInterviews.createdAt), desc(crmInterviews.id)],
    row: (r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }),
  });
};

/**
 * Interviews per state per week (Monday) or month of the period: a row per state in its
 * order, a column per period that had any interview.
 */
export const stateStatistics = async (
  db: Db,
  scope: TenantScope,
  filter: TCrmReportFilter & { period: StatePeriod },
) => {
  const bucket = sql<string>`to_char(date_trunc(${filter.period}, ${localDay(crmInterviews.createdAt)}), ${
    filter.period === 'week' ? 'YYYY-MM-DD' : 'YYYY-MM'
  })`;
  const [states, cells] = await Promise.all([
    db
      .select({ id: crmInterviewStates.id, name: crmInterviewStates.name })
      .from(crmInterviewStates)
      .where(ownedBy(crmInterviewStates, scope))
      .orderBy(asc(crmInterviewStates.sortOrder), asc(crmInterviewStates.name)),
    db
      .select({ period: bucket, stateId: crmInterviews.stateId, n: sql<number>`count(*)::int` })
      .from(crmInterviews)
      .where(interviewsWhere(scope, filter))
      .groupBy(sql`1`, crmInterviews.stateId),
  ]);
  const periods = [...new Set(cells.map((c) => c.period))].sort();
  const counts = states.map((s) =>
    periods.map((p) => cells.find((c) => c.stateId === s.id && c.period === p)?.n ?? 0),
  );
  return { periods, states, counts };
};

const funnelKey: Record<FunnelGroup, { key: SQL; label: SQL }> = {
  branch: { key: sql`${crmCustomers.branchId}::text`, label: sql`${branches.name}` },
  consultant: {
    key: sql`coalesce(${crmCustomers.ownerAccountId}::text, '')`,
    label: sql`coalesce(${accountName(crmCustomers.ownerAccountId)}, 'Danışmanı yok')`,
  },
  reference: {
    key: sql`coalesce(${crmCustomers.referenceId}::text, '')`,
    label: sql`coalesce(${crmReferences.name}, 'Referansı yok')`,
  },
  campaign: {
    key: sql`coalesce(${crmCustomers.campaignId}::text, '')`,
    label: sql`coalesce(${campaigns.name}, 'Kampanyasız')`,
  },
};

/**
 * The funnel of the customers who came in during the period: how many were interviewed at
 * least once and how many registered as students, per branch, consultant, reference or campaign.
 */
export const funnelReport = async (
  db: Db,
  scope: TenantScope,
  filter: TCrmReportFilter & { groupBy: FunnelGroup },
) => {
  const { key, label } = funnelKey[filter.groupBy];
  const rows = await db
    .select({
      key: sql<string>`${key}`,
      label: sql<string>`${label}`,
      customers: sql<number>`count(*)::int`,
      interviewed: sql<number>`count(*) filter (where ${crmCustomers.interviewCount} > 0)::int`,
      registered: sql<number>`count(${crmCustomers.studentId})::int`,
    })
    .from(crmCustomers)
    .innerJoin(branches, eq(branches.id, crmCustomers.branchId))
    .leftJoin(crmReferences, eq(crmReferences.id, crmCustomers.referenceId))
    .leftJoin(campaigns, eq(campaigns.id, crmCustomers.campaignId))
    .where(
      and(
        customersVisibleTo(scope),
        filter.branchId ? eq(crmCustomers.branchId, filter.branchId) : undefined,
        inPeriod(crmCustomers.createdAt, filter),
      ),
    )
    .groupBy(sql`1, 2`)
    .orderBy(sql`3 desc`, sql`2`);
  const withRates = <T extends { customers: number; interviewed: number; registered: number }>(r: T) => ({
    ...r,
    interviewRate: ratePercent(r.interviewed, r.customers),
    registerRate: ratePercent(r.registered, r.customers),
  });
  const sum = (k: 'customers' | 'interviewed' | 'registered') => rows.reduce((a, r) => a + r[k], 0);
  return {
    rows: rows.map(withRates),
    total: withRates({
      key: 'total',
      label: 'Toplam',
      customers: sum('customers'),
      interviewed: sum('interviewed'),
      registered: sum('registered'),
    }),
  };
};
