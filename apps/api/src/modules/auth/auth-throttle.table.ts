import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters for sign-in and password reset, in the database so every API process
 * shares them. A fixed-window counter uses `windowStartedAt` and `count`; a growing-delay
 * throttle also sets `blockedUntil`, before which the key's next attempt is refused.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
  blockedUntil: timestamp({ withTimezone: true }),
});
