import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../../db/column-types';
import { branches } from '../branches/branch.table';
import { businesses } from '../businesses/business.table';

/** Branches bundled for reports and permissions. */
export const branchGroups = pgTable(
  'branch_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: requiredRef(() => businesses.id),
    name: text().notNull(),
    searchKey: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branch_groups_business_idx').on(t.businessId, t.searchKey)],
);

export const branchGroupMembers = pgTable(
  'branch_group_members',
  {
    branchGroupId: requiredRef(() => branchGroups.id, { onDelete: 'cascade' }),
    branchId: requiredRef(() => branches.id),
  },
  (t) => [
    primaryKey({ columns: [t.branchGroupId, t.branchId] }),
    index('branch_group_members_branch_idx').on(t.branchId),
  ],
);
