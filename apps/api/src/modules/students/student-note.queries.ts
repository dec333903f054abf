import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { ownedBy } from '../../platform/resource';
import type { TenantScope } from '../../platform/tenancy';
import { accounts } from '../accounts/account.table';
import { users } from '../users/user.table';
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

/** A note in the caller's scope: the whole row, what the audit records as `before`. */
export const getStudentNoteOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select()
    .from(studentNotes)
    .where(and(eq(studentNotes.id, id), ownedBy(studentNotes, scope)));
  if (!row) throw notFound();
  return row;
};
