import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { optionalBranchOwned } from '../../db/owned-columns';
import { accounts } from '../accounts/account.table';

/**
 * A whole set of menu ids, widget ids or action keys for one scope, replacing the level
 * below it: an account's own set, else its branch and role's, else its business and
 * role's, else the role's defaults in code.
 */
export const permissionGrants = pgTable(
  'permission_grants',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    role: text(),
    accountId: uuid().references(() => accounts.id),
    kind: text().notNull(),
    keys: jsonb().$type<string[]>().notNull(),
    updatedByAccountId: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('permission_grants_scope_key')
      .on(t.businessId, t.branchId, t.role, t.accountId, t.kind)
      .nullsNotDistinct(),
    index('permission_grants_lookup_idx').on(t.businessId, t.role),
    index('permission_grants_account_idx').on(t.accountId),
  ],
);
