import { boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { branchOwned, businessOwned } from '../../db/owned-columns';
import { createdAndUpdatedAt } from '../../db/timestamp-columns';
import { majors } from '../administration/majors/major.table';

/** A member of staff of a branch; teachers are personnel who teach majors. */
export const personnel = pgTable(
  'personnel',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Folded name, citizen id and phone digits: what the search box matches. */
    searchKey: text().notNull(),
    citizenId: text(),
    gender: text().notNull().default('Undefined'),
    birthDate: date({ mode: 'string' }),
    title: text(),
    isTeacher: boolean().notNull().default(false),
    employmentState: text().notNull().default('Undefined'),
    employmentStartDate: date({ mode: 'string' }),
    employmentDismissalDate: date({ mode: 'string' }),
    profilePictureUrl: text(),
    mobilePhone: text(),
    homePhone: text(),
    email: text(),
    city: text(),
    district: text(),
    address: text(),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    index('personnel_scope_idx').on(t.businessId, t.branchId, t.lastName),
    index('personnel_citizen_idx').on(t.businessId, t.citizenId),
    // The header's quick search matches any word of the name anywhere in the key.
    index('personnel_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/** The majors a teacher teaches. */
export const personnelMajors = pgTable(
  'personnel_majors',
  {
    personnelId: requiredRef(() => personnel.id, { onDelete: 'cascade' }),
    majorId: requiredRef(() => majors.id),
  },
  (t) => [primaryKey({ columns: [t.personnelId, t.majorId] })],
);

/** Every hire, dismissal and rehire, with its date: the employment history. */
export const employmentEvents = pgTable(
  'employment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    personnelId: requiredRef(() => personnel.id, { onDelete: 'cascade' }),
    fromState: text().notNull(),
    toState: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employment_events_personnel_idx').on(t.personnelId, t.createdAt)],
);
