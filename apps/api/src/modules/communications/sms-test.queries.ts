import type { TListQuery } from '@panel/shared/common/list-query';
import type { SmsKind, SmsStatus } from '@panel/shared/communications/sms';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../integrations/sms/sms-message.table';
import { selectPage } from '../../platform/select-page';

/** The messages sent for one purpose (the admin's test messages), newest first. */
export const findSmsOfPurpose = (db: Db, purpose: string, query: TListQuery) =>
  selectPage(db, query, {
    select: () => db.select().from(smsMessages).$dynamic(),
    countTable: smsMessages,
    where: eq(smsMessages.purpose, purpose),
    orderBy: [desc(smsMessages.createdAt)],
    row: (r) => ({
      ...r,
      kind: r.kind as SmsKind,
      status: r.status as SmsStatus,
      createdAt: r.createdAt.toISOString(),
    }),
  });
