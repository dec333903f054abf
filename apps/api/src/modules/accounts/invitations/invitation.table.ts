import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { optionalBranchOwned } from '../../../db/owned-columns';

/**
 * An offer of an account (business, branch, role) to a person reached by e-mail or phone.
 * `state` is the spec's flag: false while the invitation waits, true once it is accepted.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    role: text().notNull(),
    /** A student's or parent's own sign-in: the account it creates is linked to them. */
    studentId: uuid(),
    parentId: uuid(),
    email: text(),
    phone: text(),
    codeHash: text().notNull().unique(),
    state: boolean().notNull().default(false),
    invitedByAccountId: uuid(),
    acceptedUserId: uuid(),
    acceptedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_business_idx').on(t.businessId, t.createdAt),
    index('invitations_student_idx').on(t.studentId),
  ],
);
