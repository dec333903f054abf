import { todayInIstanbul } from '@panel/shared/common/dates';
import type { MessageLevel } from '@panel/shared/communications/announcements';
import { and, count, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ofBusiness } from '../../../platform/tenancy';
import { announcementDetails, announcements } from './announcement.table';

export type OwnAnnouncement = {
  id: string;
  announcementDetailId: string;
  isRead: boolean;
  title: string;
  body: string;
  audience: string;
  level: MessageLevel;
  publishOn: string;
  createdAt: string;
};

/** Whose messages: the user's, in the active account's business when it has one. */
export type Reader = { userId: string; businessId: string | null };

/**
 * The user's delivered messages: live, published by today (Istanbul) and not past their end.
 * A future announcement already has its rows; they show up on their publish day.
 */
const own = (reader: Reader, today: string = todayInIstanbul()): SQL =>
  and(
    eq(announcementDetails.userId, reader.userId),
    isNull(announcements.deletedAt),
    lte(announcements.publishOn, today),
    or(isNull(announcements.endsOn), gte(announcements.endsOn, today)),
    reader.businessId ? ofBusiness(announcements.businessId, reader.businessId) : undefined,
  )!;

const columns = {
  id: announcements.id,
  announcementDetailId: announcementDetails.id,
  isRead: announcementDetails.isRead,
  title: announcements.title,
  body: announcements.body,
  audience: announcements.audience,
  level: sql<MessageLevel>`${announcements.level}`,
  publishOn: announcements.publishOn,
  createdAt: sql<string>`to_char(${announcements.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/** The user's messages, newest first (publish day, then when written), one page. */
export const findOwnAnnouncements = async (
  db: Db,
  params: Reader & { offset: number; limit: number },
): Promise<{ rows: OwnAnnouncement[]; total: number }> => {
  const where = own(params);
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(announcementDetails)
      .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
      .where(where)
      .orderBy(desc(announcements.publishOn), desc(announcements.createdAt), desc(announcements.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(announcementDetails)
      .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const getOwnAnnouncement = async (
  db: Db,
  reader: Reader,
  id: string,
): Promise<OwnAnnouncement | null> => {
  const [row] = await db
    .select(columns)
    .from(announcementDetails)
    .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
    .where(and(own(reader), eq(announcements.id, id)));
  return row ?? null;
};

export const countUnread = async (db: Db, reader: Reader): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(announcementDetails)
    .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
    .where(and(own(reader), eq(announcementDetails.isRead, false)));
  return row?.total ?? 0;
};

/**
 * Marks the recipient's delivered row read; false when the row is not the user's (or not yet
 * delivered). Marking a read row again changes nothing, so the unread count never drops twice.
 */
export const markRead = async (db: Db, reader: Reader, detailId: string): Promise<boolean> => {
  const [visible] = await db
    .select({ id: announcementDetails.id })
    .from(announcementDetails)
    .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
    .where(and(own(reader), eq(announcementDetails.id, detailId)));
  if (!visible) return false;
  await db
    .update(announcementDetails)
    .set({ isRead: true, readAt: sql`coalesce(${announcementDetails.readAt}, now())` })
    .where(and(eq(announcementDetails.id, detailId), eq(announcementDetails.isRead, false)));
  return true;
};
