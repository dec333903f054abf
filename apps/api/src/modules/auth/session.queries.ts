import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { preparedPer } from '../../platform/prepared';
import { accounts } from '../accounts/account.table';
import { users } from '../users/user.table';
import { authSessions } from './auth-session.table';

/**
 * One primary-key read, built once per database: the session is not ended, its user is
 * active and its account (if any) is open with the role and branch the token names.
 * Reading the user and account rows too means a user disabled, an account closed or moved
 * by any path is shut out at once, even where a caller forgot to end its sessions (a moved
 * account's next refresh carries its new role). The answer is cached (session-cache.ts).
 */
export const sessionState = preparedPer((db) =>
  db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(accounts, eq(accounts.id, authSessions.accountId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sid')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        eq(users.isActive, true),
        or(
          isNull(authSessions.accountId),
          and(
            eq(accounts.isActive, true),
            sql`${accounts.role} is not distinct from ${sql.placeholder('role')}`,
            sql`${accounts.branchId} is not distinct from ${sql.placeholder('branchId')}::uuid`,
          ),
        ),
      ),
    )
    .prepare('auth_session_live'),
);
