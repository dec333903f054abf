import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from './auth-throttle.table';

export type ThrottleState = { count: number; retryAfterSeconds: number };

/**
 * Adds one to the key's counter in a fixed window and answers the new count, in one
 * statement: parallel attempts each see their own count, none slips past the limit.
 */
export const hitThrottle = async (db: Db, key: string, windowSeconds: number): Promise<ThrottleState> => {
  const expired = sql`${authThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, windowStartedAt: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${authThrottle.windowStartedAt} END`,
      },
    })
    .returning({
      count: authThrottle.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    });
  return row!;
};

export type DelayPolicy = {
  /** Attempts allowed back to back before each further one must wait. */
  freeAttempts: number;
  /** The first wait; each further attempt doubles it. */
  firstDelaySeconds: number;
  /** The longest wait; a key untouched four times this long starts afresh. */
  maxDelaySeconds: number;
};

export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims one attempt under a growing delay: after `freeAttempts` attempts in a row, the
 * next is allowed only d, 2d, 4d ... seconds (up to the maximum) after the one before.
 * The attempt is counted before the password is checked, and the claim is one statement
 * (the row lock of INSERT ... ON CONFLICT orders racing claims), so a parallel burst gets
 * no more guesses than a sequence. A success clears the key (clearThrottle).
 * clock_timestamp(), not now(): a statement that waited for the row lock compares against
 * the time it got it, not when its transaction began.
 */
export const claimAttempt = async (db: Db, key: string, policy: DelayPolicy): Promise<AttemptClaim> => {
  const { freeAttempts, firstDelaySeconds, maxDelaySeconds } = policy;
  // Forgotten only well after the longest wait, so waiting it out does not buy new free attempts.
  const stale = sql`${authThrottle.windowStartedAt} < clock_timestamp() - make_interval(secs => ${maxDelaySeconds * 4})`;
  const nextCount = sql`(CASE WHEN ${stale} THEN 1 ELSE ${authThrottle.count} + 1 END)`;
  const delayAfter = (count: ReturnType<typeof sql>) =>
    sql`clock_timestamp() + make_interval(secs => CASE WHEN ${count} < ${freeAttempts} THEN 0 ELSE least(${firstDelaySeconds} * power(2, least(${count} - ${freeAttempts}, 30)), ${maxDelaySeconds}) END)`;
  const claimed = await db
    .insert(authThrottle)
    .values({
      key,
      windowStartedAt: sql`clock_timestamp()`,
      count: 1,
      blockedUntil: delayAfter(sql`1`),
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: nextCount,
        windowStartedAt: sql`clock_timestamp()`,
        blockedUntil: delayAfter(nextCount),
      },
      setWhere: sql`${authThrottle.blockedUntil} IS NULL OR ${authThrottle.blockedUntil} <= clock_timestamp()`,
    })
    .returning({ count: authThrottle.count });
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db
    .select({
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${authThrottle.blockedUntil} - clock_timestamp()))))::int`,
    })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return { allowed: false, retryAfterSeconds: row?.retryAfterSeconds ?? 1 };
};

export const clearThrottle = async (db: Db, key: string): Promise<void> => {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
};
