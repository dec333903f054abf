import type { TListQuery } from '@panel/shared/common/list-query';
import type { TOutgoingMail, TOutgoingMailRow } from '@panel/shared/communications/mail-outbox';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../integrations/mail/mail-outbox.table';
import { notFound } from '../../../platform/errors';
import { fetchPage, searchOver } from '../../../platform/listing';

// The outbox belongs to the mail integration and carries no tenant: these reads serve only the
// provider's admin (the route's admin permission), never a business account.

const rowColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  provider: mailOutbox.provider,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

const asRow = <R extends { createdAt: Date; sentAt: Date | null }>(r: R) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** The mails that went out, newest first, searched over recipient and subject. */
export const findOutgoingMails = (db: Db, query: TListQuery) => {
  const where = searchOver(query._searchTerm, mailOutbox.searchKey);
  return fetchPage<TOutgoingMailRow>(query, {
    rows: async (limit, offset) =>
      (
        await db
          .select(rowColumns)
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(limit)
          .offset(offset)
      ).map(asRow),
    total: async () => (await db.select({ n: count() }).from(mailOutbox).where(where))[0]?.n ?? 0,
  });
};

/** One mail with its whole body. */
export const getOutgoingMailOrThrow = async (db: Db, id: string): Promise<TOutgoingMail> => {
  const [row] = await db
    .select({ ...rowColumns, body: mailOutbox.body, error: mailOutbox.error })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  return asRow(row);
};
