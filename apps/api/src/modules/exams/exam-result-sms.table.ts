import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { requiredRef } from '../../db/column-types';
import { optionalBranchOwned } from '../../db/owned-columns';
import { accounts } from '../accounts/account.table';
import { students } from '../students/student.table';
import { exams } from './exam.table';

/**
 * The result SMS sent for a student of an exam: one row per (exam, student), claimed before
 * the messages go, so a second send (or two at once) never texts a family twice.
 */
export const examResultSms = pgTable(
  'exam_result_sms',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...optionalBranchOwned(),
    examId: requiredRef(() => exams.id),
    studentId: requiredRef(() => students.id),
    text: text().notNull(),
    recipients: text().array().notNull(),
    units: integer().notNull().default(0),
    sentByAccountId: uuid().references(() => accounts.id),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_result_sms_student_key').on(t.examId, t.studentId)],
);
