import type { TListQuery } from '@panel/shared/common/list-query';
import type { Paged } from '@panel/shared/common/pagination';
import type { TOutgoingMail, TOutgoingMailRow } from '@panel/shared/communications/mail-outbox';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../integrations/mail/mail-outbox.table';
import { notFound } from '../../../platform/errors';
import { searchOver } from '../../../platform/listing';
import { selectPage } from '../../../platform/select-page';

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
export const findOutgoingMails = async (db: Db, query: TListQuery): Promise<Paged<TOutgoingMailRow>> => {
  const page = await selectPage(db, query, {
    countTable: mailOutbox,
    select: () => db.select(rowColumns).from(mailOutbox).$dynamic(),
    where: searchOver(query._searchTerm, mailOutbox.searchKey),
    orderBy: [desc(mailOutbox.createdAt), desc(mailOutbox.id)],
  });
  return { ...page, _data: page._data.map(asRow) };
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
