import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, requiredRef } from '../../db/column-types';
import { businessOwned } from '../../db/owned-columns';
import { branches } from '../administration/branches/branch.table';

/**
 * A document asked of the report centre and made by a background job: its state and
 * progress while it is made, then the file (in reportResultParts) until it expires.
 */
export const reportResults = pgTable(
  'report_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    /** The branch the document covers; null for one over every branch of the business. */
    branchId: uuid().references(() => branches.id),
    userId: uuid().notNull(),
    accountId: uuid(),
    type: text().notNull(),
    params: jsonb().notNull().$type<Record<string, unknown>>(),
    /** The asker's scope when asked (platform/scope): the job reads with it, never wider. */
    scope: jsonb().notNull().$type<Record<string, unknown>>(),
    state: text().notNull().default('Queued'),
    progress: integer().notNull().default(0),
    /** Runs started so far: a run cut short by a restart counts, so a document that kills its worker ends failed. */
    attempts: integer().notNull().default(0),
    fileName: text(),
    contentType: text(),
    sizeBytes: integer(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    /** Written with each progress step: a run whose heartbeat stops belongs to a process that died. */
    heartbeatAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('report_results_user_idx').on(t.userId, t.businessId, t.createdAt),
    index('report_results_running_idx').on(t.businessId, t.state).where(sql`state in ('Queued', 'Running')`),
    index('report_results_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A finished document's file in parts of at most RESULT_PART_BYTES, in order: no statement
 * carries a whole file (the embedded database ran out of memory storing a 37.5 MB one), and
 * a download streams it a part at a time.
 */
export const reportResultParts = pgTable(
  'report_result_parts',
  {
    resultId: requiredRef(() => reportResults.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.seq] })],
);
