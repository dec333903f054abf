import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { branchOwned } from '../../db/owned-columns';
import { majors } from '../administration/majors/major.table';
import { lessonTimes } from '../education/lesson-times/lesson-time.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { personnel } from '../personnel/personnel.table';
import { students } from '../students/student.table';

/**
 * One class x day x slot (DOMAIN "Education"). A slot without a row is Idle; the row is
 * written when the roll call is opened, so the key makes a second opening find the first.
 */
export const rollCalls = pgTable(
  'roll_calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    schoolClassId: requiredRef(() => schoolClasses.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    lessonTimeId: requiredRef(() => lessonTimes.id),
    /** Who taught and what, copied from the program: the program may change later in the term. */
    majorId: requiredRef(() => majors.id),
    personnelId: requiredRef(() => personnel.id),
    openState: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    closedByAccountId: uuid(),
  },
  (t) => [
    unique('roll_calls_slot_key').on(t.schoolClassId, t.date, t.lessonTimeId),
    index('roll_calls_branch_date_idx').on(t.businessId, t.branchId, t.date),
    // A day's roll calls of the whole business (the dashboard, the founder's roll call screen).
    index('roll_calls_business_date_idx').on(t.businessId, t.date),
  ],
);

/** A student's mark in one roll call; the class and day are copied for the report's indexes. */
export const rollCallMarks = pgTable(
  'roll_call_marks',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    rollCallId: requiredRef(() => rollCalls.id, { onDelete: 'cascade' }),
    studentId: requiredRef(() => students.id),
    schoolClassId: uuid().notNull(),
    date: date({ mode: 'string' }).notNull(),
    state: text().notNull(),
    lateMinutes: smallint(),
    excuseReason: text(),
  },
  (t) => [
    unique('roll_call_marks_student_key').on(t.rollCallId, t.studentId),
    index('roll_call_marks_class_date_idx').on(t.schoolClassId, t.date),
    index('roll_call_marks_branch_date_idx').on(t.businessId, t.branchId, t.date),
    index('roll_call_marks_student_date_idx').on(t.studentId, t.date),
  ],
);

/**
 * A student's closed roll calls of one day in one class, counted. Written with the marks
 * in the submit's transaction; the report sums these (one row per student and day)
 * instead of every mark joined to its roll call.
 */
export const rollCallDayTotals = pgTable(
  'roll_call_day_totals',
  {
    ...branchOwned(),
    studentId: requiredRef(() => students.id),
    schoolClassId: requiredRef(() => schoolClasses.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    held: smallint().notNull(),
    present: smallint().notNull(),
    absent: smallint().notNull(),
    late: smallint().notNull(),
    excused: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.date, t.schoolClassId] }),
    index('roll_call_day_totals_branch_date_idx').on(t.businessId, t.branchId, t.date),
    // A business-wide account's day (the dashboard's absences): no branch to lead with.
    index('roll_call_day_totals_date_idx').on(t.businessId, t.date),
    index('roll_call_day_totals_class_date_idx').on(t.schoolClassId, t.date),
  ],
);

/** A branch's parent alert rules, one row per kind. */
export const rollCallAlertRules = pgTable(
  'roll_call_alert_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    kind: text().notNull(),
    isEnabled: boolean().notNull(),
    threshold: integer(),
    /** How long a correction may still stop the message after the roll call closes. */
    sendDelayMinutes: integer().notNull().default(0),
    template: text().notNull(),
  },
  (t) => [unique('roll_call_alert_rules_kind_key').on(t.branchId, t.kind)],
);

/**
 * One alert per student per rule per day: the key is the guarantee, so a re-save, a
 * re-open or two requests racing never send twice. Pending until its send time; a
 * correction before then cancels it.
 */
export const rollCallAlerts = pgTable(
  'roll_call_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    studentId: requiredRef(() => students.id),
    kind: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    rollCallId: uuid().references(() => rollCalls.id, { onDelete: 'set null' }),
    text: text().notNull(),
    status: text().notNull(),
    sendAfter: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    recipients: text().array().notNull().default([]),
    units: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('roll_call_alerts_day_key').on(t.studentId, t.kind, t.date),
    index('roll_call_alerts_branch_idx').on(t.businessId, t.branchId, t.createdAt),
    index('roll_call_alerts_pending_idx').on(t.status, t.sendAfter),
  ],
);
