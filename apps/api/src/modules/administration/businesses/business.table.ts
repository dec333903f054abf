import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAndUpdatedAt } from '../../../db/timestamp-columns';

/** The tenant: an institution (school, course, language course). */
export const businesses = pgTable('businesses', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Turkish-folded name (shared/common/text): same search answers on PGlite and PostgreSQL. */
  searchKey: text().notNull().default(''),
  institutionType: text().notNull(),
  phone: text(),
  email: text(),
  address: text(),
  isActive: boolean().notNull().default(true),
  /** The institution's own contract clauses (shared/administration/contract-template); null: the default. */
  contractTemplate: text(),
  ...createdAndUpdatedAt(),
});
