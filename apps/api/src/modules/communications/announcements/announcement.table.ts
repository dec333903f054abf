import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts/account.table';
import { branches } from '../../administration/branches/branch.table';
import { businesses } from '../../administration/businesses/business.table';
import { users } from '../../auth/user.table';

export const announcements = pgTable(
  'announcements',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id),
    branchId: uuid().references(() => branches.id),
    title: text().notNull(),
    body: text().notNull(),
    audience: text().notNull(),
    createdByAccountId: uuid().references(() => accounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('announcements_business_idx').on(t.businessId, t.createdAt)],
);

/** One row per recipient: SPEC's announcementDetailId and its isRead flag. */
export const announcementDetails = pgTable(
  'announcement_details',
  {
    id: uuid().primaryKey().defaultRandom(),
    announcementId: uuid()
      .notNull()
      .references(() => announcements.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('announcement_details_recipient_key').on(t.announcementId, t.userId),
    index('announcement_details_user_idx').on(t.userId, t.isRead),
  ],
);
