import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { createdByAccount } from '../../../db/created-by-columns';
import { optionalBranchOwned } from '../../../db/owned-columns';
import { users } from '../../users/user.table';

/**
 * An announcement or a system message. `branchId` is the branch it belongs to when all of its
 * target lies in one branch (that branch's managers then manage it); null for wider ones.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    title: text().notNull(),
    /** Sanitised HTML: only the formatting tags the server allows. */
    body: text().notNull(),
    /** Turkish-folded title: the manageable list's search, the same on PGlite and PostgreSQL. */
    searchKey: text().notNull().default(''),
    audience: text().notNull(),
    level: text().notNull().default('Info'),
    targetKind: text().notNull().default('Business'),
    targetIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** Recipients see it from this day (Istanbul) on: a future one is delivered when due. */
    publishOn: date({ mode: 'string' }).notNull().default(sql`current_date`),
    /** The last day it is shown, when it has one. */
    endsOn: date({ mode: 'string' }),
    ...createdByAccount(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('announcements_business_idx').on(t.businessId, t.createdAt),
    index('announcements_branch_idx').on(t.businessId, t.branchId, t.createdAt),
  ],
);

/** One row per recipient: SPEC's announcementDetailId and its isRead flag. */
export const announcementDetails = pgTable(
  'announcement_details',
  {
    id: uuid().primaryKey().defaultRandom(),
    announcementId: requiredRef(() => announcements.id),
    userId: requiredRef(() => users.id),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('announcement_details_recipient_key').on(t.announcementId, t.userId),
    index('announcement_details_user_idx').on(t.userId, t.isRead),
    // The bell counts a user's unread rows on every page load: only those are indexed here.
    index('announcement_details_unread_idx').on(t.userId).where(sql`is_read = false`),
  ],
);
