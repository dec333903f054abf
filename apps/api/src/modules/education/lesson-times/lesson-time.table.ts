import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { branchOwned } from '../../../db/owned-columns';

/** A numbered lesson slot of a branch's day: 1. ders 08:30-09:10. */
export const lessonTimes = pgTable(
  'lesson_times',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    slotNo: integer().notNull(),
    /** HH:mm, Istanbul wall-clock time. */
    startsAt: text().notNull(),
    endsAt: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lesson_times_slot_key').on(t.branchId, t.slotNo),
    index('lesson_times_business_idx').on(t.businessId),
  ],
);
