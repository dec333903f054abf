import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from './auth-throttle.table';

export type ThrottleState = { count: number; retryAfterSeconds: number };

/** Adds one to the key's counter in a fixed window and answers the new count. */
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

/** The key's count in its current window, without adding to it. */
export const peekThrottle = async (db: Db, key: string, windowSeconds: number): Promise<ThrottleState> => {
  const [row] = await db
    .select({
      count: authThrottle.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    })
    .from(authThrottle)
    .where(
      sql`${authThrottle.key} = ${key} AND ${authThrottle.windowStartedAt} >= now() - make_interval(secs => ${windowSeconds})`,
    );
  return row ?? { count: 0, retryAfterSeconds: 0 };
};

export const clearThrottle = async (db: Db, key: string): Promise<void> => {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
};
