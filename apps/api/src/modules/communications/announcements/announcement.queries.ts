import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { announcementDetails, announcements } from './announcement.table';

export type OwnAnnouncement = {
  id: string;
  announcementDetailId: string;
  isRead: boolean;
  title: string;
  body: string;
  audience: string;
  createdAt: string;
};

const own = (userId: string) => and(eq(announcementDetails.userId, userId), isNull(announcements.deletedAt));

const columns = {
  id: announcements.id,
  announcementDetailId: announcementDetails.id,
  isRead: announcementDetails.isRead,
  title: announcements.title,
  body: announcements.body,
  audience: announcements.audience,
  createdAt: sql<string>`to_char(${announcements.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/** The user's announcements, newest first, one page. */
export const findOwnAnnouncements = async (
  db: Db,
  params: { userId: string; offset: number; limit: number },
): Promise<{ rows: OwnAnnouncement[]; total: number }> => {
  const base = db
    .select(columns)
    .from(announcementDetails)
    .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
    .where(own(params.userId));
  const [rows, [totals]] = await Promise.all([
    base
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ total: count() })
      .from(announcementDetails)
      .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
      .where(own(params.userId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const getOwnAnnouncement = async (
  db: Db,
  userId: string,
  id: string,
): Promise<OwnAnnouncement | null> => {
  const [row] = await db
    .select(columns)
    .from(announcementDetails)
    .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
    .where(and(own(userId), eq(announcements.id, id)));
  return row ?? null;
};

export const countUnread = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(announcementDetails)
    .innerJoin(announcements, eq(announcements.id, announcementDetails.announcementId))
    .where(and(own(userId), eq(announcementDetails.isRead, false)));
  return row?.total ?? 0;
};

/** Marks the recipient's row read; false when the row is not the user's. */
export const markRead = async (db: Db, userId: string, detailId: string): Promise<boolean> => {
  const rows = await db
    .update(announcementDetails)
    .set({ isRead: true, readAt: sql`coalesce(${announcementDetails.readAt}, now())` })
    .where(and(eq(announcementDetails.id, detailId), eq(announcementDetails.userId, userId)))
    .returning({ id: announcementDetails.id });
  return rows.length > 0;
};
