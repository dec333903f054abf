import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who changed what, from which screen (the route-path header), with before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid(),
    accountId: uuid(),
    impersonatorUserId: uuid(),
    businessId: uuid(),
    routePath: text(),
    method: text().notNull(),
    url: text().notNull(),
    ip: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_log_business_at_idx').on(t.businessId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
