import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../accounts/account.table';
import { users } from '../auth/user.table';
import { studentNotes } from './student.table';

const noteFields = {
  id: studentNotes.id,
  studentId: studentNotes.studentId,
  text: studentNotes.text,
  isPinned: studentNotes.isPinned,
  isPopup: studentNotes.isPopup,
  createdAt: studentNotes.createdAt,
  authorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

/**
 * The notes staff keep about students already checked to be in the caller's scope (SPEC 7:
 * pinned first, then the newest), each with its author.
 */
export const studentNotesOf = (db: Db, studentIds: string[]) =>
  studentIds.length === 0
    ? Promise.resolve([])
    : db
        .select(noteFields)
        .from(studentNotes)
        .leftJoin(accounts, eq(accounts.id, studentNotes.createdBy))
        .leftJoin(users, eq(users.id, accounts.userId))
        .where(inArray(studentNotes.studentId, studentIds))
        .orderBy(desc(studentNotes.isPinned), desc(studentNotes.createdAt));
