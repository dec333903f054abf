import { ROLES, type Role, roleLabels } from '@panel/shared/accounts/roles';
import type { TAccountEntry } from '@panel/shared/auth/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstId } from '../../platform/first-id';
import { ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { accounts } from './account.table';

export type AccountRow = typeof accounts.$inferSelect & { role: Role };

const roleRank = sql`array_position(${sql.raw(`ARRAY[${ROLES.map((r) => `'${r}'`).join(',')}]::text[]`)}, ${accounts.role})`;

const usable = (userId: string) =>
  and(eq(accounts.userId, userId), eq(accounts.isActive, true), eq(businesses.isActive, true));

/** The user's account by id, only while it and its business are active. */
export const getAccountForUser = async (
  db: Db,
  userId: string,
  accountId: string,
): Promise<AccountRow | null> => {
  const [row] = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(businesses, eq(businesses.id, accounts.businessId))
    .where(and(usable(userId), eq(accounts.id, accountId)));
  return (row?.account as AccountRow | undefined) ?? null;
};

/**
 * The id of the user's account in the business with the role and branch (none: the business's
 * own), if there is one, active or not: a user holds one account per role and place.
 */
export const findAccountInPlace = (
  db: Db,
  place: { userId: string; businessId: string; role: string; branchId: string | null },
): Promise<string | null> =>
  firstId(
    db,
    accounts,
    and(
      eq(accounts.userId, place.userId),
      ofBusiness(accounts.businessId, place.businessId),
      eq(accounts.role, place.role),
      place.branchId ? eq(accounts.branchId, place.branchId) : isNull(accounts.branchId),
    ),
  );

/** The account a sign-in starts in: the last one used if still valid, else the oldest. */
export const getStartingAccount = async (
  db: Db,
  userId: string,
  lastAccountId: string | null,
): Promise<AccountRow | null> => {
  if (lastAccountId) {
    const last = await getAccountForUser(db, userId, lastAccountId);
    if (last) return last;
  }
  const [row] = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(businesses, eq(businesses.id, accounts.businessId))
    .where(usable(userId))
    // Accounts granted together start in the highest role (the spec's role order).
    .orderBy(asc(accounts.createdAt), roleRank, asc(accounts.id))
    .limit(1);
  return (row?.account as AccountRow | undefined) ?? null;
};

export const listAccountsOfUser = async (
  db: Db,
  userId: string,
  activeAccountId: string | null,
): Promise<TAccountEntry[]> => {
  const rows = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      businessId: accounts.businessId,
      businessName: businesses.name,
      branchId: accounts.branchId,
      branchName: branches.name,
    })
    .from(accounts)
    .innerJoin(businesses, eq(businesses.id, accounts.businessId))
    .leftJoin(branches, eq(branches.id, accounts.branchId))
    .where(usable(userId))
    .orderBy(asc(businesses.name), asc(branches.name), asc(accounts.role));
  return rows.map((r) => ({
    ...r,
    roleLabel: roleLabels[r.role as Role] ?? r.role,
    isSelected: r.id === activeAccountId,
  }));
};

/** Any active account by id, for an admin logging in as it. */
export const getActiveAccount = async (db: Db, accountId: string): Promise<AccountRow | null> => {
  const [row] = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(businesses, eq(businesses.id, accounts.businessId))
    .where(and(eq(accounts.id, accountId), eq(accounts.isActive, true), eq(businesses.isActive, true)));
  return (row?.account as AccountRow | undefined) ?? null;
};
