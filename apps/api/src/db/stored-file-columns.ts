import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './column-types';

/**
 * An uploaded file kept in the database beside the record it belongs to (a class's syllabus,
 * a student's documents): small files, so no file store to back up apart from the database.
 */
export const storedFileColumns = () => ({
  fileName: text().notNull(),
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  content: bytea().notNull(),
  uploadedBy: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
