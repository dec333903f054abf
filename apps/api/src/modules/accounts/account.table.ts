import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { optionalBranchOwned } from '../../db/owned-columns';
import { personnel } from '../personnel/personnel.table';
import { users } from '../users/user.table';

/** An account is a user acting in one business (and branch) with one role. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: requiredRef(() => users.id),
    ...optionalBranchOwned(),
    role: text().notNull(),
    /** The staff record this sign-in belongs to, when it is a member of staff's. */
    personnelId: uuid().references((): AnyPgColumn => personnel.id),
    /** A student's or parent's sign-in: whose data the mobile pages show. */
    studentId: uuid(),
    parentId: uuid(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_user_idx').on(t.userId),
    index('accounts_business_idx').on(t.businessId, t.branchId),
    index('accounts_personnel_idx').on(t.personnelId),
    index('accounts_student_idx').on(t.studentId),
    index('accounts_parent_idx').on(t.parentId),
    unique('accounts_identity_key').on(t.userId, t.businessId, t.branchId, t.role).nullsNotDistinct(),
  ],
);
