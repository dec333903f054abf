import type { TListQuery } from '@panel/shared/common/list-query';
import type { SmsKind, SmsStatus } from '@panel/shared/communications/sms';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../integrations/sms/sms-message.table';
import { fetchPage } from '../../platform/listing';

/** The messages sent for one purpose (the admin's test messages), newest first. */
export const findSmsOfPurpose = (db: Db, purpose: string, query: TListQuery) =>
  fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await db
          .select()
          .from(smsMessages)
          .where(eq(smsMessages.purpose, purpose))
          .orderBy(desc(smsMessages.createdAt))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        ...r,
        kind: r.kind as SmsKind,
        status: r.status as SmsStatus,
        createdAt: r.createdAt.toISOString(),
      })),
    total: async () =>
      (await db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.purpose, purpose)))[0]?.n ?? 0,
  });
