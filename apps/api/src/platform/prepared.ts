import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Hot reads built once per database instead of on every call: Drizzle's query building was
 * a third of a simple read's CPU (docs/performance.md). Give the queries names (`.prepare(name)`)
 * and PostgreSQL also plans them once per connection. A transaction is a short-lived object,
 * so it builds its own.
 */
export const preparedPer = <T>(build: (db: Db) => T): ((db: Db) => T) => {
  const built = new WeakMap<Db, T>();
  return (db) => {
    if ((db as unknown) instanceof PgTransaction) return build(db);
    let queries = built.get(db);
    if (!queries) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
};
