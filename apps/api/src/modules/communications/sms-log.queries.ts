import { addDays } from '@panel/shared/common/dates';
import type { TSmsLogPage, TSmsLogQuery, TSmsRecord } from '@panel/shared/communications/sms';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../integrations/sms/sms-message.table';
import { listOrder } from '../../platform/listing';
import { ofBusiness } from '../../platform/tenancy';
import { businesses } from '../administration/businesses/business.table';

/** Istanbul's midnight of a calendar day: the log's day filter is the user's day, not UTC's. */
const istanbulMidnight = (day: string): SQL => sql`(${day}::date::timestamp at time zone 'Europe/Istanbul')`;

const conditions = (query: TSmsLogQuery): SQL | undefined =>
  and(
    query.businessId ? ofBusiness(smsMessages.businessId, query.businessId) : undefined,
    query.from ? gte(smsMessages.createdAt, istanbulMidnight(query.from)) : undefined,
    query.to ? lt(smsMessages.createdAt, istanbulMidnight(addDays(query.to, 1))) : undefined,
    query.purpose ? eq(smsMessages.purpose, query.purpose) : undefined,
    query.status ? eq(smsMessages.status, query.status) : undefined,
    query.kind ? eq(smsMessages.kind, query.kind) : undefined,
    query.phone ? eq(smsMessages.to, query.phone) : undefined,
  );

const columns = {
  id: smsMessages.id,
  businessId: smsMessages.businessId,
  businessName: businesses.name,
  purpose: smsMessages.purpose,
  kind: smsMessages.kind,
  to: smsMessages.to,
  text: smsMessages.text,
  units: smsMessages.units,
  provider: smsMessages.provider,
  providerMessageId: smsMessages.providerMessageId,
  providerCode: smsMessages.providerCode,
  status: smsMessages.status,
  error: smsMessages.error,
  createdAt: smsMessages.createdAt,
};

/**
 * The sent-SMS log: one page of the filtered messages, newest first unless sorted, with the
 * filtered set's count and units (all, and those that went out) and how many failed or were held.
 */
export const findSmsLog = async (db: Db, query: TSmsLogQuery): Promise<TSmsLogPage> => {
  const where = conditions(query);
  const offset = (query._pageNumber - 1) * query._pageSize;
  const order = listOrder(
    query,
    {
      createdAt: smsMessages.createdAt,
      to: smsMessages.to,
      units: smsMessages.units,
      status: smsMessages.status,
      purpose: smsMessages.purpose,
    },
    [desc(smsMessages.createdAt), desc(smsMessages.id)],
    [smsMessages.id],
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(smsMessages)
      .leftJoin(businesses, eq(businesses.id, smsMessages.businessId))
      .where(where)
      .orderBy(...order)
      .limit(query._pageSize)
      .offset(offset),
    db
      .select({
        n: count(),
        units: sql<number>`coalesce(sum(${smsMessages.units}), 0)::int`,
        sentUnits: sql<number>`coalesce(sum(${smsMessages.units}) filter (where ${smsMessages.status} = 'Sent'), 0)::int`,
        sent: sql<number>`(count(*) filter (where ${smsMessages.status} = 'Sent'))::int`,
        failed: sql<number>`(count(*) filter (where ${smsMessages.status} = 'Failed'))::int`,
        held: sql<number>`(count(*) filter (where ${smsMessages.status} = 'Held'))::int`,
      })
      .from(smsMessages)
      .where(where),
  ]);
  const total = totals?.n ?? 0;
  return {
    _data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }) as TSmsRecord),
    _totalData: total,
    _pageCount: Math.ceil(total / query._pageSize),
    totalUnits: totals?.units ?? 0,
    sentUnits: totals?.sentUnits ?? 0,
    sentCount: totals?.sent ?? 0,
    failedCount: totals?.failed ?? 0,
    heldCount: totals?.held ?? 0,
  };
};

/** The business a filtered log names in its Excel title, or null for every business. */
export const logBusinessName = async (db: Db, businessId: string | undefined): Promise<string | null> => {
  if (!businessId) return null;
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.name ?? null;
};
